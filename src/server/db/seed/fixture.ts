// A large organization (and typical ones beside it) for benchmarks, built fast with bulk
// inserts of rows whose ids are made here. Same schema and SQL on PGlite and PostgreSQL.
import { randomBytes, randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FunctionLevel } from "../../../domain/labels";
import { aggregationOfKpi } from "../../../domain/measures";
import { FREQUENCIES, type Frequency } from "../../../domain/periods";
import { BSC_PERSPECTIVES } from "../../../domain/scorecard";
import { seededRandom } from "../../../domain/seeded-random";
import type { Database } from "../client";
import { insertInChunks } from "../insert-in-chunks";
import {
  kpiAssignments,
  kpis,
  objectiveAssignments,
  objectives,
  organizationFunctions,
  organizationSettings,
  organizations,
  themes,
  users,
} from "../schema";
import { withPlatform } from "../tenant";
import { seedMeasurements } from "./measurements";

export type FixtureOptions = {
  name: string;
  functions: number;
  kpis: number;
  users: number;
  years: number;
  /** 'monthly' makes every KPI monthly (the heaviest case); 'mixed' spreads the three frequencies. */
  frequency: Frequency | "mixed";
  passwordHash: string;
  now: Date;
  seed: number;
};

export type FixtureOrganization = {
  organizationId: string;
  adminEmail: string;
  ceoFunctionId: string;
  counts: { functions: number; objectiveAssignments: number; kpiAssignments: number; measurements: number };
};

const OBJECTIVES_PER_FUNCTION = 2;

/** How many functions sit at each level: CEO → divisions → general departments → departments. */
export function levelSizes(total: number): Record<FunctionLevel, number> {
  const division = Math.max(1, Math.round(total * 0.013));
  const generalDepartment = Math.max(1, Math.round(total * 0.08));
  const department = Math.max(0, total - 1 - division - generalDepartment);
  return { ceo: 1, division, "general-department": generalDepartment, department };
}

/** Splits 100 into n whole weights that total exactly 100 (WEIGHT-2). */
export function evenWeights(n: number): number[] {
  const base = Math.floor(100 / n);
  return Array.from({ length: n }, (_, i) => (i < 100 - base * n ? base + 1 : base));
}

export async function buildFixtureOrganization(
  db: Database,
  o: FixtureOptions,
): Promise<FixtureOrganization> {
  const random = seededRandom(o.seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const slug = `${o.name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${randomBytes(3).toString("hex")}`;
  const orgId = randomUUID();
  const thisYear = o.now.getUTCFullYear();
  const at = new Date(Date.UTC(thisYear - o.years + 1, 0, 5));

  const userRows = Array.from({ length: Math.max(1, o.users) }, (_, i) => ({
    id: randomUUID(),
    organizationId: orgId,
    email: `${i === 0 ? "admin" : `user${i}`}@${slug}.fixture.test`,
    passwordHash: o.passwordHash,
    firstName: i === 0 ? "Fixture" : `User`,
    lastName: i === 0 ? "Admin" : `Number ${i}`,
    role: i < 3 ? ("admin" as const) : ("user" as const),
    emailVerified: true,
  }));
  const adminId = userRows[0]?.id as string;
  const stamp = { createdAt: at, updatedAt: at, updatedBy: adminId };

  const themeRows = ["Growth", "Efficiency", "Customers", "People"].map((name, i) => ({
    id: randomUUID(),
    organizationId: orgId,
    name,
    color: ["#2563EB", "#16A34A", "#D97706", "#9333EA"][i] as string,
    ...stamp,
  }));
  const objectiveRows = Array.from({ length: Math.max(8, Math.round(o.functions / 4)) }, (_, i) => ({
    id: randomUUID(),
    organizationId: orgId,
    name: `Objective ${i + 1}`,
    description: `Library objective number ${i + 1}`,
    bscPerspective: BSC_PERSPECTIVES[i % 4] as (typeof BSC_PERSPECTIVES)[number],
    themeId: i % 5 === 4 ? null : pick(themeRows).id,
    ownerId: adminId,
    ownerName: "Fixture Admin",
    ...stamp,
  }));
  const kpiRows = Array.from({ length: Math.max(4, Math.round(o.kpis / 5)) }, (_, i) => {
    const unit = pick(["%", "$", "count", "days", "hours", "score", "ratio", "index"]);
    const isCumulative = i % 7 === 6;
    return {
      id: randomUUID(),
      organizationId: orgId,
      name: `KPI ${i + 1}`,
      description: `Library KPI number ${i + 1}`,
      unit,
      polarity: i % 3 === 2 ? ("negative" as const) : ("positive" as const),
      frequency: o.frequency === "mixed" ? (FREQUENCIES[i % 3] as Frequency) : o.frequency,
      isCumulative,
      // AGG-7, AGG-9: as an API-created KPI would get.
      aggregation: aggregationOfKpi({ unit, isCumulative }),
      ...stamp,
    };
  });

  // Functions level by level; every function below the CEO has a parent one level up.
  const sizes = levelSizes(o.functions);
  const functionRows: (typeof organizationFunctions.$inferInsert & { id: string; level: FunctionLevel })[] =
    [];
  let parents: string[] = [];
  for (const level of ["ceo", "division", "general-department", "department"] as const) {
    const created = Array.from({ length: sizes[level] }, (_, i) => ({
      id: randomUUID(),
      organizationId: orgId,
      name: `${level === "ceo" ? "CEO" : level} ${i + 1}`,
      description: null,
      level,
      parentId: parents.length ? (parents[i % parents.length] as string) : null,
      ...stamp,
    }));
    functionRows.push(...created);
    parents = created.map((f) => f.id);
  }

  // Objective assignments: two per function, 50/50, each linked to one of its parent function's.
  const assignmentsByFunction = new Map<string, string[]>();
  const objectiveAssignmentRows: (typeof objectiveAssignments.$inferInsert & { id: string })[] = [];
  for (const f of functionRows) {
    const parentAssignments = f.parentId ? (assignmentsByFunction.get(f.parentId) ?? []) : [];
    const ids: string[] = [];
    for (const weight of evenWeights(OBJECTIVES_PER_FUNCTION)) {
      const id = randomUUID();
      ids.push(id);
      objectiveAssignmentRows.push({
        id,
        organizationId: orgId,
        objectiveId: pick(objectiveRows).id,
        organizationFunctionId: f.id,
        organizationLevel: f.level,
        ownerId: pick(userRows).id,
        parentObjectiveAssignmentId: parentAssignments.length ? pick(parentAssignments) : null,
        weight,
        period: String(thisYear),
        ...stamp,
      });
    }
    assignmentsByFunction.set(f.id, ids);
  }

  // KPI assignments spread over the objective assignments, weights balanced per objective.
  const perAssignment = new Map<string, number>();
  for (let i = 0; i < o.kpis; i++) {
    const assignment = objectiveAssignmentRows[i % objectiveAssignmentRows.length];
    if (assignment) perAssignment.set(assignment.id, (perAssignment.get(assignment.id) ?? 0) + 1);
  }
  const kpiAssignmentRows: (typeof kpiAssignments.$inferInsert & { id: string })[] = [];
  const measurementRows: {
    organization_id: string;
    kpi_assignment_id: string;
    year: number;
    period_key: string;
    target: number;
    actual: number | null;
  }[] = [];
  for (const assignment of objectiveAssignmentRows) {
    const n = perAssignment.get(assignment.id) ?? 0;
    if (n === 0) continue;
    for (const weight of evenWeights(n)) {
      const kpi = pick(kpiRows);
      const owner = pick(userRows);
      const id = randomUUID();
      kpiAssignmentRows.push({
        id,
        organizationId: orgId,
        kpiId: kpi.id,
        objectiveAssignmentId: assignment.id,
        linkedObjectiveId: assignment.objectiveId,
        ownerId: owner.id,
        ownerName: `${owner.firstName} ${owner.lastName}`,
        weight,
        ...stamp,
      });
      const profile = { ...kpi, base: 50 + random() * 100, form: 0.75 + random() * 0.4 };
      for (let year = thisYear - o.years + 1; year <= thisYear; year++) {
        for (const m of seedMeasurements(profile, year, o.now, random)) {
          measurementRows.push({
            organization_id: orgId,
            kpi_assignment_id: id,
            year,
            period_key: m.periodKey,
            target: m.target,
            actual: m.actual,
          });
        }
      }
    }
  }

  await withPlatform(db, async (tx) => {
    await tx.insert(organizations).values({ id: orgId, name: o.name, subscriptionTier: "enterprise" });
    await tx.insert(organizationSettings).values({ organizationId: orgId, organizationName: o.name });
    await insertInChunks(userRows, (chunk) => tx.insert(users).values(chunk));
    await tx.insert(themes).values(themeRows);
    await insertInChunks(objectiveRows, (chunk) => tx.insert(objectives).values(chunk));
    await insertInChunks(kpiRows, (chunk) => tx.insert(kpis).values(chunk));
    await insertInChunks(functionRows, (chunk) => tx.insert(organizationFunctions).values(chunk));
    await insertInChunks(objectiveAssignmentRows, (chunk) => tx.insert(objectiveAssignments).values(chunk));
    await insertInChunks(kpiAssignmentRows, (chunk) => tx.insert(kpiAssignments).values(chunk));
    // The bulk of the rows: one JSON parameter per 20,000 rows is far cheaper than bound values.
    await insertInChunks(
      measurementRows,
      (chunk) =>
        tx.execute(sql`
          insert into kpi_measurements (organization_id, kpi_assignment_id, year, period_key, target, actual)
          select r.organization_id, r.kpi_assignment_id, r.year, r.period_key, r.target, r.actual
          from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) as r(
            organization_id uuid, kpi_assignment_id uuid, year int, period_key text, target float8, actual float8)`),
      20_000,
    );
  });

  // Fresh statistics, so the planner sees the bulk-loaded tables as they are (PGlite has no autovacuum).
  await db.execute(sql`analyze`);
  return {
    organizationId: orgId,
    adminEmail: userRows[0]?.email as string,
    ceoFunctionId: functionRows[0]?.id as string,
    counts: {
      functions: functionRows.length,
      objectiveAssignments: objectiveAssignmentRows.length,
      kpiAssignments: kpiAssignmentRows.length,
      measurements: measurementRows.length,
    },
  };
}
