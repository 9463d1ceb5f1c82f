// PLATFORM-33: a read built once runs, call after call, on each caller's own transaction — the tenancy
// wall's connection, with its organization set — and with each call's values.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reusableRead } from "../../src/server/db/reusable-read";
import { organizationSettings, organizations } from "../../src/server/db/schema";
import { type TenantContext, withPlatform, withTenant } from "../../src/server/db/tenant";
import { inOrganization, setServiceFiltersForTesting } from "../../src/server/db/tenant-filter";
import { createTestDatabase, TEST_DRIVER, type TestDatabase } from "../support/database";

let database: TestDatabase;
let alpha: TenantContext;
let beta: TenantContext;

// The wall's organization as the statement's own connection sees it, beside the organization asked for.
const visionOf = reusableRead("test_reusable_vision", ["org", "label"], (tx, { org, label }) =>
  tx
    .select({
      vision: organizationSettings.vision,
      wallOrganization: sql<string>`current_setting('app.org_id', true)`,
      label: sql<string>`${label}::text`,
    })
    .from(organizationSettings)
    .where(inOrganization(organizationSettings.organizationId, org)),
);

beforeAll(async () => {
  database = await createTestDatabase();
  await withPlatform(database.db, async (tx) => {
    const [a, b] = await tx
      .insert(organizations)
      .values([{ name: "Alpha" }, { name: "Beta" }])
      .returning();
    await tx.insert(organizationSettings).values([
      { organizationId: a!.id, vision: "Alpha vision" },
      { organizationId: b!.id, vision: "Beta vision" },
    ]);
    alpha = { orgId: a!.id, userId: a!.id, role: "admin" };
    beta = { orgId: b!.id, userId: b!.id, role: "admin" };
  });
});
afterAll(() => database.close());

describe(`a read built once (PLATFORM-33) on ${TEST_DRIVER}`, () => {
  it("runs on each caller's transaction with that call's values", async () => {
    for (const [ctx, vision] of [
      [alpha, "Alpha vision"],
      [beta, "Beta vision"],
      [alpha, "Alpha vision"],
    ] as const) {
      const rows = await withTenant(database.db, ctx, (tx) =>
        visionOf(tx, { org: ctx.orgId, label: `asked for ${vision}` }),
      );
      expect(rows).toEqual([{ vision, wallOrganization: ctx.orgId, label: `asked for ${vision}` }]);
    }
  });

  // A server's pool hands a released connection to the next transaction, so calls one after another
  // could share one by chance; two transactions open at once cannot.
  it.runIf(TEST_DRIVER === "postgres")("runs on the caller's connection while another is open", async () => {
    const visionNow = reusableRead("test_reusable_vision_now", ["org"], (tx, { org }) =>
      tx
        .select({ vision: organizationSettings.vision })
        .from(organizationSettings)
        .where(inOrganization(organizationSettings.organizationId, org)),
    );
    await withTenant(database.db, alpha, async (alphaTx) => {
      expect(await visionNow(alphaTx, { org: alpha.orgId })).toEqual([{ vision: "Alpha vision" }]);
      const betaRows = await withTenant(database.db, beta, (betaTx) =>
        visionNow(betaTx, { org: beta.orgId }),
      );
      expect(betaRows).toEqual([{ vision: "Beta vision" }]);
    });
  });

  it("keeps the tenancy wall: another organization's id finds nothing", async () => {
    const rows = await withTenant(database.db, alpha, (tx) => visionOf(tx, { org: beta.orgId, label: "x" }));
    expect(rows).toEqual([]);
  });

  it("builds a statement of its own while the services' filters are off (the wall alone answers)", async () => {
    setServiceFiltersForTesting(false);
    try {
      const rows = await withTenant(database.db, beta, (tx) =>
        visionOf(tx, { org: alpha.orgId, label: "x" }),
      );
      expect(rows.map((row) => row.vision)).toEqual(["Beta vision"]);
    } finally {
      setServiceFiltersForTesting(true);
    }
    const rows = await withTenant(database.db, beta, (tx) => visionOf(tx, { org: alpha.orgId, label: "x" }));
    expect(rows).toEqual([]);
  });
});
