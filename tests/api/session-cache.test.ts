import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpVerified } from "../support/accounts";
import { createTestApp, type TestApp } from "../support/test-app";

// docs/decisions/005: who a session belongs to is cached per process, and every change to a user, an
// organization or a session's end — made by any process, even outside the app — is announced by the
// database (drizzle/0003) and forgets the cache. Here the changes are made with plain SQL, as another
// app process or an operator would, so only the announcement can tell this process about them.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const currentUser = (cookie: string) =>
  t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } });

/** The announcement crosses a connection on PostgreSQL: allow it a moment, never more than 2 s. */
async function eventually(check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 2_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("the change was not seen within 2 s");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("the session cache", () => {
  it("answers from memory until a change is announced", async () => {
    const { cookie, user } = await signUpVerified(t);
    // The sign-up's own notices reach this process over a connection (PostgreSQL): let them land,
    // then read once more so the answer is in memory.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await currentUser(cookie)).statusCode).toBe(200);
    // An activity touch is an UPDATE of sessions, which announces nothing: pretending the session
    // went idle that way is invisible to the cache, which proves the answer came from memory.
    await t.database.db.execute(
      sql`update sessions set last_seen_at = now() - interval '3 hours' where user_id = ${user.id}`,
    );
    expect((await currentUser(cookie)).statusCode).toBe(200);
    // Any announced change (here a user's name) makes the process read the session again.
    await t.database.db.execute(sql`update users set first_name = 'Augusta' where id = ${user.id}`);
    await eventually(async () => (await currentUser(cookie)).statusCode === 401);
  });

  it.each([
    ["a role change", (id: string) => sql`update users set role = 'user' where id = ${id}`, 200, "user"],
    ["the end of the session", (id: string) => sql`delete from sessions where user_id = ${id}`, 401, null],
    [
      "a suspended organization",
      (id: string) =>
        sql`update organizations set status = 'suspended' where id = (select organization_id from users where id = ${id})`,
      401,
      null,
    ],
  ])("sees %s made outside this process", async (_label, change, status, role) => {
    const { cookie, user } = await signUpVerified(t);
    expect((await currentUser(cookie)).json().role).toBe("admin");
    await t.database.db.execute(change(user.id));
    await eventually(async () => {
      const res = await currentUser(cookie);
      return res.statusCode === status && (role === null || res.json().role === role);
    });
  });
});
