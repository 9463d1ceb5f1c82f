import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { selectRows } from "../../src/server/db/client";
import { signInSuperAdmin, signUpVerified, uniqueEmail } from "../support/accounts";
import { callApi } from "../support/library";
import { createTestApp, type TestApp } from "../support/test-app";

// ARCH-5: a failure injected after the first statement of a multi-row write leaves nothing
// partial. The failure is a temporary trigger, made with the connecting (owner) user and dropped
// after, that raises on the Nth row it sees; the write must roll back as a whole, and succeed in full
// once the trigger is gone.

let t: TestApp;
let rootCookie: string;

const SERVER_ERROR = { message: "Server error occurred", code: "SERVER" };

type Fault = { table: string; event: "insert" | "delete"; nth: number };

/** Arms a trigger that raises on the nth row of `event` on `table`; answers the disarm. */
async function injectFault({ table, event, nth }: Fault): Promise<() => Promise<void>> {
  const db = t.database.db;
  await db.execute(sql.raw("create sequence resilience_fault_seq"));
  // security definer: the row counter is the owner's, whichever role the request runs as.
  await db.execute(
    sql.raw(`create function resilience_fault() returns trigger language plpgsql security definer as $$
      begin
        if nextval('resilience_fault_seq') >= ${nth} then
          raise exception 'injected failure on % of %', tg_op, tg_table_name;
        end if;
        return coalesce(new, old);
      end $$`),
  );
  await db.execute(
    sql.raw(
      `create trigger resilience_fault before ${event} on "${table}" for each row execute function resilience_fault()`,
    ),
  );
  return async () => {
    await db.execute(sql.raw(`drop trigger if exists resilience_fault on "${table}"`));
    await db.execute(sql.raw("drop function if exists resilience_fault()"));
    await db.execute(sql.raw("drop sequence if exists resilience_fault_seq"));
  };
}

/** Rows per table that belong to an organization (every table with organization_id, and its own row). */
async function organizationFootprint(orgId: string): Promise<Record<string, number>> {
  const tables = await selectRows<{ table_name: string }>(
    t.database.db,
    sql`select table_name from information_schema.columns
         where table_schema = 'public' and column_name = 'organization_id' order by 1`,
  );
  const footprint: Record<string, number> = {};
  for (const { table_name: table } of tables) {
    const [row] = await selectRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from ${sql.raw(`"${table}"`)} where organization_id = ${orgId}`,
    );
    footprint[table] = row?.n ?? 0;
  }
  const [own] = await selectRows<{ n: number }>(
    t.database.db,
    sql`select count(*)::int as n from organizations where id = ${orgId}`,
  );
  footprint.organizations = own?.n ?? 0;
  return footprint;
}

const call = (method: "POST" | "DELETE", url: string, cookie: string, payload?: object) =>
  callApi(t, method, url, cookie, payload);

beforeAll(async () => {
  t = await createTestApp();
  rootCookie = (await signInSuperAdmin(t)).cookie;
});
afterAll(() => t.close());

describe("organization delete (DELETE /api/admin/organizations/{id})", () => {
  it.each<[string, Fault]>([
    ["the 3rd activity row deleted by the cascade", { table: "activities", event: "delete", nth: 3 }],
    [
      "the platform audit row written after every delete",
      { table: "platform_audit_log", event: "insert", nth: 1 },
    ],
  ])("keeps the whole organization when %s fails", async (_label, fault) => {
    const victim = await signUpVerified(t, { companyName: `Victim ${fault.event}` });
    const orgId = victim.user.organizationId as string;
    for (let i = 0; i < 5; i++) {
      expect((await call("POST", "/api/themes", victim.cookie, { name: `Theme ${i}` })).statusCode).toBe(201);
    }
    expect(
      (
        await call("POST", "/api/users", victim.cookie, {
          firstName: "Mia",
          lastName: "Member",
          email: uniqueEmail("member"),
          role: "user",
          sendInvitation: true,
        })
      ).statusCode,
    ).toBe(201);
    const before = await organizationFootprint(orgId);
    expect(before).toMatchObject({ organizations: 1, themes: 5, users: 2 });
    expect(before.activities).toBeGreaterThanOrEqual(6);

    const disarm = await injectFault(fault);
    try {
      const res = await call("DELETE", `/api/admin/organizations/${orgId}`, rootCookie);
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual(SERVER_ERROR);
    } finally {
      await disarm();
    }
    expect(await organizationFootprint(orgId)).toEqual(before);
    // The organization's admin still works as before.
    const still = await t.app.inject({
      method: "GET",
      url: "/api/themes",
      headers: { cookie: victim.cookie },
    });
    expect(still.statusCode).toBe(200);
    expect(still.json()).toHaveLength(5);

    // Without the fault the same delete removes everything.
    const res = await call("DELETE", `/api/admin/organizations/${orgId}`, rootCookie);
    expect(res.statusCode).toBe(200);
    const after = await organizationFootprint(orgId);
    expect(Object.entries(after).filter(([, n]) => n > 0)).toEqual([]);
  });
});

describe("bulk user import (POST /api/users/bulk)", () => {
  let admin: Awaited<ReturnType<typeof signUpVerified>>;
  beforeAll(async () => {
    admin = await signUpVerified(t, { companyName: "Bulk Importers" });
  });

  it.each<[string, Fault]>([
    ["the 3rd user row of the insert", { table: "users", event: "insert", nth: 3 }],
    [
      "the invitation mails, after the users and their tokens",
      { table: "mail_outbox", event: "insert", nth: 2 },
    ],
    ["the activity row written last", { table: "activities", event: "insert", nth: 1 }],
  ])("creates nobody when %s fails", async (_label, fault) => {
    const orgId = admin.user.organizationId as string;
    const rows = Array.from({ length: 5 }, (_, i) => ({
      firstName: "Grace",
      lastName: `Hopper ${i}`,
      email: uniqueEmail("bulk"),
      role: "user",
      sendInvitation: true,
    }));
    const before = await organizationFootprint(orgId);
    const disarm = await injectFault(fault);
    try {
      const res = await call("POST", "/api/users/bulk", admin.cookie, { rows });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual(SERVER_ERROR);
    } finally {
      await disarm();
    }
    expect(await organizationFootprint(orgId)).toEqual(before);
    const emails = sql.join(
      rows.map((r) => sql`${r.email}`),
      sql`, `,
    );
    const [leftovers] = await selectRows<{ users: number; mails: number }>(
      t.database.db,
      sql`select (select count(*) from users where email in (${emails}))::int as users,
                 (select count(*) from mail_outbox where recipient in (${emails}))::int as mails`,
    );
    expect(leftovers).toEqual({ users: 0, mails: 0 });

    // Without the fault the same import creates all five, invitations included.
    const res = await call("POST", "/api/users/bulk", admin.cookie, { rows });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ created: 5, failed: 0 });
    const after = await organizationFootprint(orgId);
    expect(after.users).toBe(before.users! + 5);
    // Room for the next case under the Free plan's 10 users (PLAN-2).
    await t.database.db.execute(sql`delete from users where email in (${emails})`);
  });
});
