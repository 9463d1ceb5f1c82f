// Direct-insert factory for scorecard tests: functions, themes, objectives, KPIs, their assignments and
// per-year measurements, written through the test database behind the tenancy wall of one organization
// (so the rows are exactly what the feature APIs would have stored, without depending on them).
import { eq } from "drizzle-orm";
import type { FunctionLevel } from "../../src/domain/labels";
import type { Frequency, PeriodValues } from "../../src/domain/periods";
import type { BscPerspective } from "../../src/domain/scorecard";
import type { Polarity, ScoringSettings } from "../../src/domain/scoring";
import type { Database } from "../../src/server/db/client";
import {
  kpiAssignments,
  kpiMeasurements,
  kpis,
  objectiveAssignments,
  objectives,
  organizationFunctions,
  organizationSettings,
  themes,
} from "../../src/server/db/schema";
import { withTenant } from "../../src/server/db/tenant";

export type Tenant = { orgId: string; userId: string };

type KpiInput = {
  name?: string;
  frequency?: Frequency;
  polarity?: Polarity;
  isCumulative?: boolean;
  unit?: string | null;
  weight?: number;
  ownerId?: string | null;
  ownerName?: string | null;
  /** year → the targets and actuals of that year. */
  years?: Record<number, { targets?: PeriodValues; actuals?: PeriodValues }>;
};

let counter = 0;
const unique = (prefix: string) => `${prefix} ${++counter}`;

export function scorecardRows(db: Database, tenant: Tenant) {
  const ctx = { orgId: tenant.orgId, userId: tenant.userId, role: "admin" as const };
  const run = <T>(fn: Parameters<typeof withTenant<T>>[2]) => withTenant(db, ctx, fn);
  const org = tenant.orgId;

  async function fn(input: { name?: string; level?: FunctionLevel; parentId?: string | null } = {}) {
    const [row] = await run((tx) =>
      tx
        .insert(organizationFunctions)
        .values({
          organizationId: org,
          name: input.name ?? unique("Function"),
          level: input.level ?? "division",
          parentId: input.parentId ?? null,
        })
        .returning(),
    );
    return row!;
  }

  async function theme(input: { name?: string; color?: string } = {}) {
    const [row] = await run((tx) =>
      tx
        .insert(themes)
        .values({ organizationId: org, name: input.name ?? unique("Theme"), color: input.color ?? "#3B82F6" })
        .returning(),
    );
    return row!;
  }

  /** A library objective placed on a function with a weight. */
  async function objective(
    functionId: string,
    input: {
      name?: string;
      perspective?: BscPerspective;
      themeId?: string | null;
      weight?: number;
      level?: FunctionLevel;
      description?: string | null;
    } = {},
  ) {
    return run(async (tx) => {
      const [template] = await tx
        .insert(objectives)
        .values({
          organizationId: org,
          name: input.name ?? unique("Objective"),
          description: input.description ?? null,
          bscPerspective: input.perspective ?? "Financial",
          themeId: input.themeId ?? null,
          ownerId: tenant.userId,
        })
        .returning();
      const [assignment] = await tx
        .insert(objectiveAssignments)
        .values({
          organizationId: org,
          objectiveId: template!.id,
          organizationFunctionId: functionId,
          organizationLevel: input.level ?? "division",
          weight: input.weight ?? 100,
          ownerId: tenant.userId,
        })
        .returning();
      return { objectiveId: template!.id, id: assignment!.id, name: template!.name };
    });
  }

  /** A library KPI assigned under an objective assignment, with measurements per year. */
  async function kpi(objectiveAssignment: { id: string; objectiveId: string }, input: KpiInput = {}) {
    return run(async (tx) => {
      const [template] = await tx
        .insert(kpis)
        .values({
          organizationId: org,
          name: input.name ?? unique("KPI"),
          unit: input.unit === undefined ? "%" : input.unit,
          polarity: input.polarity ?? "positive",
          frequency: input.frequency ?? "quarterly",
          isCumulative: input.isCumulative ?? false,
          // AGG-9: the API keeps aggregation and isCumulative in step; so do these rows.
          aggregation: input.isCumulative ? "last" : "sum",
        })
        .returning();
      const [assignment] = await tx
        .insert(kpiAssignments)
        .values({
          organizationId: org,
          kpiId: template!.id,
          objectiveAssignmentId: objectiveAssignment.id,
          linkedObjectiveId: objectiveAssignment.objectiveId,
          ownerId: input.ownerId === undefined ? tenant.userId : input.ownerId,
          ownerName: input.ownerName ?? null,
          weight: input.weight ?? 100,
        })
        .returning();
      const rows = measurementRows(assignment!.id, input.years ?? {});
      if (rows.length > 0) await tx.insert(kpiMeasurements).values(rows);
      return { id: assignment!.id, kpiId: template!.id, name: template!.name };
    });
  }

  function measurementRows(kpiAssignmentId: string, years: NonNullable<KpiInput["years"]>) {
    const rows: (typeof kpiMeasurements.$inferInsert)[] = [];
    for (const [yearText, { targets = {}, actuals = {} }] of Object.entries(years)) {
      const keys = new Set([...Object.keys(targets), ...Object.keys(actuals)]);
      for (const periodKey of keys) {
        rows.push({
          organizationId: org,
          kpiAssignmentId,
          year: Number(yearText),
          periodKey,
          target: targets[periodKey as keyof PeriodValues] ?? null,
          actual: actuals[periodKey as keyof PeriodValues] ?? null,
        });
      }
    }
    return rows;
  }

  async function settings(values: Partial<ScoringSettings> & Record<string, unknown>) {
    await run((tx) =>
      tx
        .update(organizationSettings)
        .set(values as Partial<typeof organizationSettings.$inferInsert>)
        .where(eq(organizationSettings.organizationId, org)),
    );
  }

  return { fn, theme, objective, kpi, settings };
}
