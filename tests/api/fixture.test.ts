import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { kpiWeightBalance, objectiveWeightBalance } from "../../src/domain/weights";
import type { Database } from "../../src/server/db/client";
import {
  kpiAssignments,
  kpiMeasurements,
  objectiveAssignments,
  organizationFunctions,
} from "../../src/server/db/schema";
import { buildFixtureOrganization, evenWeights, levelSizes } from "../../src/server/db/seed/fixture";
import { withPlatform } from "../../src/server/db/tenant";
import { createTestDatabase, type TestDatabase } from "../support/database";

// The fixture generator behind `npm run fixture` and `npm run bench`.
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe("fixture building blocks", () => {
  it.each([1, 2, 3, 7, 30])("evenWeights(%i) are whole numbers totalling 100", (n) => {
    const weights = evenWeights(n);
    expect(weights).toHaveLength(n);
    expect(weights.reduce((a, b) => a + b, 0)).toBe(100);
    expect(weights.every((w) => Number.isInteger(w) && w >= 1)).toBe(true);
  });

  it.each([1, 10, 600])("levelSizes(%i) adds up to the number of functions with one CEO", (n) => {
    const sizes = levelSizes(n);
    expect(sizes.ceo).toBe(1);
    if (n >= 3) expect(Object.values(sizes).reduce((a, b) => a + b, 0)).toBe(n);
  });
});

describe("buildFixtureOrganization", () => {
  it("builds the organization it was asked for, balanced and linked", async () => {
    const db = database.db as Database;
    const fixture = await buildFixtureOrganization(db, {
      name: "Small Fixture",
      functions: 40,
      kpis: 150,
      users: 12,
      years: 2,
      frequency: "mixed",
      passwordHash: "not-a-real-hash",
      now: new Date(Date.UTC(2026, 9, 1)),
      seed: 7,
    });
    expect(fixture.counts.functions).toBe(40);
    expect(fixture.counts.kpiAssignments).toBe(150);
    const orgId = fixture.organizationId;
    const rows = await withPlatform(db, async (tx) => ({
      functions: await tx
        .select()
        .from(organizationFunctions)
        .where(eq(organizationFunctions.organizationId, orgId)),
      objectives: await tx
        .select()
        .from(objectiveAssignments)
        .where(eq(objectiveAssignments.organizationId, orgId)),
      kpis: await tx.select().from(kpiAssignments).where(eq(kpiAssignments.organizationId, orgId)),
      measurements: await tx.select().from(kpiMeasurements).where(eq(kpiMeasurements.organizationId, orgId)),
    }));
    expect(rows.kpis).toHaveLength(150);
    expect(rows.measurements).toHaveLength(fixture.counts.measurements);
    expect(new Set(rows.measurements.map((m) => m.year))).toEqual(new Set([2025, 2026]));
    for (const f of rows.functions) {
      const weights = rows.objectives.filter((a) => a.organizationFunctionId === f.id).map((a) => a.weight);
      expect(objectiveWeightBalance(weights).kind).toBe("balanced");
    }
    for (const a of rows.objectives) {
      const weights = rows.kpis.filter((k) => k.objectiveAssignmentId === a.id).map((k) => k.weight);
      expect(["balanced", "empty"]).toContain(kpiWeightBalance(weights).kind);
    }
  });
});
