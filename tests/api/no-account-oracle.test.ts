// AUTH-43: an organization's admin cannot learn whether an address has an account anywhere on the
// platform: creating or renaming a user answers the same for a taken address as for a fresh one, the
// conflict is settled when the invitation is accepted, and the writes are rationed per admin.
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  ADDRESS_IN_USE_AT_ACCEPTANCE_MESSAGE,
  ADDRESS_WRITES_PER_ADMIN,
  EMAIL_TAKEN_MESSAGE,
} from "../../src/server/accounts/lifecycle";
import { users } from "../../src/server/db/schema";
import { withPlatform } from "../../src/server/db/tenant";
import { GOOD_PASSWORD, JSON_HEADERS, signUpVerified, uniqueEmail } from "../support/accounts";
import { appFixture } from "../support/api";
import { invitedMember } from "../support/library";

const { t, call } = appFixture();
let home: Awaited<ReturnType<typeof signUpVerified>>;
let other: Awaited<ReturnType<typeof signUpVerified>>;

const person = (email: string, overrides: object = {}) => ({
  firstName: "Grace",
  lastName: "Hopper",
  email,
  role: "user",
  assignedFunctionId: "",
  sendInvitation: true,
  ...overrides,
});

/** The answer with what differs between any two users (ids, addresses, times) taken out. */
const shapeOf = (body: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(body).map(([key, value]) => [
      key,
      ["id", "email", "createdAt", "updatedAt", "version", "lastLoginAt"].includes(key)
        ? typeof value
        : value,
    ]),
  );

const rowsFor = (email: string) =>
  withPlatform(t.database.db, (tx) =>
    tx.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`),
  );

async function lastMailTo(email: string) {
  await t.mailWorker.drain();
  return t.mail.waitFor(email, () => true);
}

function accept(token: string) {
  return t.app.inject({
    method: "POST",
    url: "/api/auth/accept-invite",
    headers: JSON_HEADERS,
    payload: { token, password: GOOD_PASSWORD },
  });
}

beforeAll(async () => {
  home = await signUpVerified(t, { companyName: "Home Co" });
  other = await signUpVerified(t, { companyName: "Other Co" });
});

describe("AUTH-43: the same answer whether or not an address has an account", () => {
  it("creates a pending member for another organization's account address exactly as for a fresh one", async () => {
    const fresh = await call("POST", "/api/users", home.cookie, person(uniqueEmail("fresh")));
    const taken = await call("POST", "/api/users", home.cookie, person(other.email.toUpperCase()));
    expect(fresh.statusCode, fresh.body).toBe(201);
    expect(taken.statusCode, taken.body).toBe(fresh.statusCode);
    expect(shapeOf(taken.json())).toEqual(shapeOf(fresh.json()));
    // The account elsewhere is untouched; the address is mailed that it is in use, with no link.
    const rows = await rowsFor(other.email);
    expect(rows.map((row) => row.organizationId).sort()).toEqual(
      [home.user.organizationId, other.user.organizationId].sort(),
    );
    const mail = await lastMailTo(other.email);
    expect(mail.subject).toBe("This address already has a Meridian account");
    expect(mail.text).not.toMatch(/token=/);
  });

  it("renames a pending member to another organization's account address as to a fresh one", async () => {
    const elsewhere = await signUpVerified(t, { companyName: "Elsewhere Co" });
    const pending = (await call("POST", "/api/users", home.cookie, person(uniqueEmail("p")))).json();
    const toFresh = await call("PUT", `/api/users/${pending.id}`, home.cookie, person(uniqueEmail("q")));
    const toTaken = await call("PUT", `/api/users/${pending.id}`, home.cookie, person(elsewhere.email));
    expect(toFresh.statusCode, toFresh.body).toBe(200);
    expect(toTaken.statusCode, toTaken.body).toBe(200);
    expect(shapeOf(toTaken.json())).toEqual(shapeOf(toFresh.json()));
  });

  it("asks a verified member's new address to confirm alike; an address an account holds gets no link", async () => {
    const member = await invitedMember(t, home.cookie);
    const fresh = uniqueEmail("new");
    const toFresh = await call("PUT", `/api/users/${member.id}`, home.cookie, person(fresh));
    const elsewhere = await signUpVerified(t, { companyName: "Elsewhere Ltd" });
    const toTaken = await call("PUT", `/api/users/${member.id}`, home.cookie, person(elsewhere.email));
    expect([toFresh.statusCode, toTaken.statusCode]).toEqual([200, 200]);
    expect(toTaken.json().pendingEmail).toBe(elsewhere.email);
    expect(shapeOf({ ...toTaken.json(), pendingEmail: "x" })).toEqual(
      shapeOf({ ...toFresh.json(), pendingEmail: "x" }),
    );
    expect((await lastMailTo(fresh)).text).toMatch(/confirm-email\?token=/);
    const told = await lastMailTo(elsewhere.email);
    expect(told.subject).toBe("This address already has a Meridian account");
    expect(told.text).not.toMatch(/token=/);
  });

  it("still refuses (409) an address this organization already lists: no oracle beyond the organization", async () => {
    const res = await call("POST", "/api/users", home.cookie, person(home.email.toUpperCase()));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(EMAIL_TAKEN_MESSAGE);
  });

  it("settles two organizations inviting one fresh address when the second invitation is accepted", async () => {
    const email = uniqueEmail("wanted");
    for (const admin of [home, other]) {
      expect((await call("POST", "/api/users", admin.cookie, person(email))).statusCode).toBe(201);
    }
    await t.mailWorker.drain();
    const links = t.mail.messages
      .filter((mail) => mail.to.includes(email))
      .map((mail) => mail.text.match(/token=([\w-]+)/)?.[1])
      .filter((token): token is string => Boolean(token));
    expect(links).toHaveLength(2);
    expect((await accept(links[0]!)).statusCode).toBe(200);
    const second = await accept(links[1]!);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(ADDRESS_IN_USE_AT_ACCEPTANCE_MESSAGE);
    const rows = await rowsFor(email);
    expect(rows.filter((row) => row.passwordHash !== null)).toHaveLength(1);
    expect(rows.filter((row) => row.passwordHash === null && !row.emailVerified)).toHaveLength(1);
  });

  it(`rations creates and address changes per admin (${ADDRESS_WRITES_PER_ADMIN.max} an hour, then 429)`, async () => {
    const admin = await signUpVerified(t, { companyName: "Prober Ltd" });
    const statuses: number[] = [];
    for (let i = 0; i <= ADDRESS_WRITES_PER_ADMIN.max; i += 1) {
      const res = await call(
        "POST",
        "/api/users",
        admin.cookie,
        person(uniqueEmail("probe"), { sendInvitation: false }),
      );
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, ADDRESS_WRITES_PER_ADMIN.max).every((status) => status === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const listed = await withPlatform(t.database.db, (tx) =>
      tx.select().from(users).where(eq(users.organizationId, admin.user.organizationId)),
    );
    expect(listed).toHaveLength(ADDRESS_WRITES_PER_ADMIN.max + 1);
  });
});
