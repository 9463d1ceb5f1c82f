import { expect, it } from "vitest";
import { addressKey } from "./address-key";

// AUTH-41: IPv4 as it is; IPv6 by its /64; IPv4 inside IPv6 as IPv4.
it.each([
  ["203.0.113.7", "203.0.113.7"],
  ["2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
  ["2001:db8:1:2::99", "2001:db8:1:2::/64"],
  ["2001:0DB8:0001:0002:ffff:ffff:ffff:ffff", "2001:db8:1:2::/64"],
  ["2001:db8::1", "2001:db8:0:0::/64"],
  ["::1", "0:0:0:0::/64"],
  ["fe80::1%eth0", "fe80:0:0:0::/64"],
  ["::ffff:192.0.2.1", "192.0.2.1"],
  ["::ffff:c000:201", "192.0.2.1"],
  ["not an address", "not an address"],
  ["1:2:3", "1:2:3"],
])("%s counts as %s", (address, key) => {
  expect(addressKey(address)).toBe(key);
});

it("25 addresses of one /64 are one key; the next /64 is another", () => {
  const keys = new Set(
    Array.from({ length: 25 }, (_, i) => addressKey(`2001:db8:aa:bb::${(i + 1).toString(16)}`)),
  );
  expect([...keys]).toEqual(["2001:db8:aa:bb::/64"]);
  expect(addressKey("2001:db8:aa:bc::1")).not.toBe("2001:db8:aa:bb::/64");
});
