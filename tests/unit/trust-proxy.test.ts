import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, parseTrustProxy } from "../../src/server/config";

// PLATFORM-4: X-Forwarded-For is believed only from the proxies TRUST_PROXY names; none by default.
describe("TRUST_PROXY (PLATFORM-4)", () => {
  it.each([
    [undefined, false],
    ["", false],
    ["false", false],
    ["0", false],
    ["1", 1],
    ["2", 2],
    ["10.0.0.5", ["10.0.0.5"]],
    ["10.0.0.5, 10.1.0.0/16", ["10.0.0.5", "10.1.0.0/16"]],
    ["loopback,fd00::/8", ["loopback", "fd00::/8"]],
  ])("reads %j as %j", (value, expected) => {
    expect(parseTrustProxy(value)).toEqual(expected);
  });

  it.each([["true"], ["yes"], ["10.0.0.0/33"], ["10.0.0.5,"], ["proxy.example.com"], ["::1/129"]])(
    "refuses %j at start, naming the variable",
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
    },
  );

  it("trusts no proxy in production unless told", () => {
    expect(loadConfig({ NODE_ENV: "production", SESSION_SECRET: "s".repeat(40) }).trustProxy).toBe(false);
  });
});
