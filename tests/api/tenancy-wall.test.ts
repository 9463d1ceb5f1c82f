import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { selectRows } from "../../src/server/db/client";
import { analyzeStaleTables, prepareDatabase } from "../../src/server/db/prepare";
import { organizationSettings, organizations, rateLimits, sessions, users } from "../../src/server/db/schema";
import {
  APP_ROLE,
  findTenancyWallProblems,
  isTenancyWallInPlace,
  PLATFORM_ROLE,
} from "../../src/server/db/tenancy-wall";
import { type TenantContext, withPlatform, withTenant } from "../../src/server/db/tenant";
import { createTestDatabase, TEST_DRIVER, type TestDatabase } from "../support/database";

let database: TestDatabase;
let orgA: string;
let orgB: string;
let ctxA: TenantContext;

beforeAll(async () => {
  database = await createTestDatabase();
  await withPlatform(database.db, async (tx) => {
    const [a, b] = await tx
      .insert(organizations)
      .values([{ name: "Alpha" }, { name: "Beta" }])
      .returning();
    orgA = a!.id;
    orgB = b!.id;
    await tx.insert(organizationSettings).values([
      { organizationId: orgA, vision: "Alpha vision" },
      { organizationId: orgB, vision: "Beta vision" },
    ]);
    const [userA] = await tx
      .insert(users)
      .values([
        { organizationId: orgA, email: "a@alpha.test", role: "admin" },
        { organizationId: orgB, email: "b@beta.test", role: "admin" },
      ])
      .returning();
    ctxA = { orgId: orgA, userId: userA!.id, role: "admin" };
  });
});
afterAll(() => database.close());

/** Drizzle wraps the driver's error; the database's own message is on its cause. */
async function databaseError(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return cause?.message ?? String(error);
  }
  return "no error";
}

describe(`the tenancy wall on ${TEST_DRIVER}`, () => {
  it("is sound: the app role is no superuser, cannot bypass RLS, and every tenant table is walled", async () => {
    expect(await findTenancyWallProblems(database.db)).toEqual([]);
  });

  it("runs tenant work as the restricted role", async () => {
    const [row] = await withTenant(database.db, ctxA, (tx) =>
      selectRows<{ current_user: string }>(tx, sql`select current_user`),
    );
    expect(row?.current_user).toBe(APP_ROLE);
  });

  // Each query below deliberately omits its organization filter: only row-level security stops it.
  it("hides other organizations' rows from a query that forgets its filter", async () => {
    const seen = await withTenant(database.db, ctxA, async (tx) => ({
      settings: await tx.select().from(organizationSettings),
      users: await tx.select().from(users),
      organizations: await tx.select().from(organizations),
    }));
    expect(seen.settings.map((s) => s.vision)).toEqual(["Alpha vision"]);
    expect(seen.users.map((u) => u.email)).toEqual(["a@alpha.test"]);
    expect(seen.organizations.map((o) => o.name)).toEqual(["Alpha"]);
  });

  it("cannot update or delete another organization's rows", async () => {
    await withTenant(database.db, ctxA, async (tx) => {
      const updated = await tx
        .update(organizationSettings)
        .set({ vision: "hijacked" })
        .where(eq(organizationSettings.organizationId, orgB))
        .returning();
      expect(updated).toEqual([]);
      const deleted = await tx.delete(users).where(eq(users.organizationId, orgB)).returning();
      expect(deleted).toEqual([]);
    });
    const [beta] = await withPlatform(database.db, (tx) =>
      tx.select().from(organizationSettings).where(eq(organizationSettings.organizationId, orgB)),
    );
    expect(beta?.vision).toBe("Beta vision");
  });

  it("cannot insert a row into another organization", async () => {
    expect(
      await databaseError(
        withTenant(database.db, ctxA, (tx) =>
          tx.insert(users).values({ organizationId: orgB, email: "x@evil.test" }),
        ),
      ),
    ).toMatch(/row-level security/);
    const found = await withPlatform(database.db, (tx) =>
      tx.select().from(users).where(eq(users.email, "x@evil.test")),
    );
    expect(found).toEqual([]);
  });

  it("cannot move its own row into another organization", async () => {
    expect(
      await databaseError(
        withTenant(database.db, ctxA, (tx) =>
          tx.update(users).set({ organizationId: orgB }).where(eq(users.email, "a@alpha.test")),
        ),
      ),
    ).toMatch(/row-level security/);
  });

  it("cannot read platform tables such as rate limits at all", async () => {
    expect(await databaseError(withTenant(database.db, ctxA, (tx) => tx.select().from(rateLimits)))).toMatch(
      /permission denied/,
    );
  });

  it("sees only its own organization's sessions", async () => {
    await withPlatform(database.db, async (tx) => {
      const all = await tx.select().from(users);
      await tx.insert(sessions).values(
        all.map((u, i) => ({
          tokenHash: `hash-${i}`,
          userId: u.id,
          organizationId: u.organizationId,
          expiresAt: new Date(Date.now() + 60_000),
        })),
      );
    });
    const seen = await withTenant(database.db, ctxA, (tx) => tx.select().from(sessions));
    expect(seen.map((s) => s.organizationId)).toEqual([orgA]);
  });

  it("platform work sees every organization, as a role that is not the owner", async () => {
    const rows = await withPlatform(database.db, async (tx) => ({
      who: await selectRows<{ current_user: string }>(tx, sql`select current_user`),
      organizations: await tx.select().from(organizations),
    }));
    expect(rows.who[0]?.current_user).toBe(PLATFORM_ROLE);
    expect(rows.organizations).toHaveLength(2);
  });

  it("sees nothing when no organization is set", async () => {
    const rows = await database.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local role ${APP_ROLE}`));
      return tx.select().from(organizationSettings);
    });
    expect(rows).toEqual([]);
  });
});

// PLATFORM-14: start-up skips the wall's DDL when the catalog shows it complete, and runs it when
// anything is missing; the safety check (findTenancyWallProblems) runs either way.
describe(`raising the wall only when something is missing, on ${TEST_DRIVER}`, () => {
  const prepareAgain = () => prepareDatabase({ ...database, migrate: async () => {} });

  it("finds the wall of a prepared database in place", async () => {
    expect(await isTenancyWallInPlace(database.db)).toBe(true);
  });

  it.each([
    ["row-level security no longer forced", `alter table "objectives" no force row level security`],
    ["row-level security disabled", `alter table "kpis" disable row level security`],
    ["a tenant policy dropped", `drop policy "themes_tenant_isolation" on "themes"`],
    ["a platform policy dropped", `drop policy "users_platform_access" on "users"`],
    ["the app role's privileges revoked", `revoke delete on "users" from ${APP_ROLE}`],
    ["the platform role's privileges revoked", `revoke insert on "rate_limits" from ${PLATFORM_ROLE}`],
  ])("sees %s, and start-up raises it again", async (_what, statement) => {
    await database.db.execute(sql.raw(statement));
    expect(await isTenancyWallInPlace(database.db)).toBe(false);
    await prepareAgain();
    expect(await isTenancyWallInPlace(database.db)).toBe(true);
    expect(await findTenancyWallProblems(database.db)).toEqual([]);
  });

  it("sees a new table with organization_id, and start-up walls it", async () => {
    await database.db.execute(
      sql.raw(`create table "wall_probe" (id int primary key, organization_id uuid not null)`),
    );
    try {
      expect(await isTenancyWallInPlace(database.db)).toBe(false);
      expect(await findTenancyWallProblems(database.db)).toContain(
        "wall_probe: row-level security is not enabled",
      );
      await prepareAgain();
      expect(await isTenancyWallInPlace(database.db)).toBe(true);
      expect(await findTenancyWallProblems(database.db)).toEqual([]);
    } finally {
      await database.db.execute(sql.raw(`drop table "wall_probe"`));
    }
  });
});

// PLATFORM-14: the embedded database's statistics are refreshed for the tables whose size changed.
describe.runIf(TEST_DRIVER === "pglite")("analyzing only what changed (PGlite)", () => {
  it("analyzes a table grown since its last ANALYZE, then nothing on the next start", async () => {
    await analyzeStaleTables(database);
    expect(await analyzeStaleTables(database)).toEqual([]);
    await database.db.execute(
      sql`insert into rate_limits (key, count, window_started_at)
          select 'probe-' || i || repeat('x', 100), 1, now() from generate_series(1, 3000) i`,
    );
    expect(await analyzeStaleTables(database)).toEqual(["rate_limits"]);
    expect(await analyzeStaleTables(database)).toEqual([]);
  });
});
