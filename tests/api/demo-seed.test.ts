import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { viewKpiValue } from "../../src/domain/aggregation";
import { initiativeHealth, percentComplete } from "../../src/domain/initiatives";
import { parentLevelOf } from "../../src/domain/labels";
import { endMonthOf, type PeriodKey, type PeriodValues } from "../../src/domain/periods";
import { scoreValue, statusForScore } from "../../src/domain/scoring";
import { unitOf } from "../../src/domain/units";
import { kpiWeightBalance, objectiveWeightBalance } from "../../src/domain/weights";
import {
  activities,
  initiatives,
  kpiAssignments,
  kpiMeasurements,
  kpis,
  milestones,
  objectiveAssignments,
  objectives,
  organizationFunctions,
  organizationSettings,
  strategyLinks,
  themes,
  users,
} from "../../src/server/db/schema";
import {
  type DemoLogin,
  demoExists,
  isDatabaseEmpty,
  seedDemoOrganization,
} from "../../src/server/db/seed/demo";
import { withPlatform } from "../../src/server/db/tenant";
import { clientAddress, JSON_HEADERS } from "../support/accounts";
import { createTestApp, type TestApp } from "../support/test-app";

// DEMO-2: the demo organization, seeded as if today were 15 July 2026.
const NOW = new Date(Date.UTC(2026, 6, 15, 9));

let t: TestApp;
let demo: DemoLogin;

beforeAll(async () => {
  t = await createTestApp();
  expect(await isDatabaseEmpty(t.database.db)).toBe(true);
  demo = await seedDemoOrganization(t.database.db, { now: NOW });
});
afterAll(() => t.close());

const rowsOf = <T>(read: (tx: Parameters<Parameters<typeof withPlatform>[1]>[0]) => Promise<T>) =>
  withPlatform(t.database.db, read);

/** The demo admin signs in with the printed password. */
const signInDemo = () =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    headers: JSON_HEADERS,
    remoteAddress: clientAddress(),
    payload: { email: demo.email, password: demo.password },
  });

describe("the demo organization (DEMO-1)", () => {
  it("is no longer an empty database and knows it exists", async () => {
    expect(await isDatabaseEmpty(t.database.db)).toBe(false);
    expect(await demoExists(t.database.db)).toBe(true);
  });

  it("lets the demo admin sign in with the printed password", async () => {
    const res = await signInDemo();
    expect(res.statusCode).toBe(200);
    expect(res.json().user.role).toBe("admin");
  });

  it("has the size the issue asks for", async () => {
    const orgId = demo.organizationId;
    const counts = await rowsOf(async (tx) => ({
      functions: await tx
        .select()
        .from(organizationFunctions)
        .where(eq(organizationFunctions.organizationId, orgId)),
      themes: await tx.select().from(themes).where(eq(themes.organizationId, orgId)),
      objectives: await tx.select().from(objectives).where(eq(objectives.organizationId, orgId)),
      kpis: await tx.select().from(kpis).where(eq(kpis.organizationId, orgId)),
      users: await tx.select().from(users).where(eq(users.organizationId, orgId)),
      activities: await tx.select().from(activities).where(eq(activities.organizationId, orgId)),
      settings: await tx
        .select()
        .from(organizationSettings)
        .where(eq(organizationSettings.organizationId, orgId)),
    }));
    const levels = counts.functions.map((f) => f.level);
    expect(levels.filter((l) => l === "ceo")).toHaveLength(1);
    expect(levels.filter((l) => l === "division")).toHaveLength(3);
    expect(levels).toContain("general-department");
    expect(levels).toContain("department");
    expect(counts.themes).toHaveLength(4);
    expect(counts.objectives.length).toBeGreaterThanOrEqual(12);
    expect(counts.objectives.length).toBeLessThanOrEqual(16);
    expect(new Set(counts.objectives.map((o) => o.bscPerspective)).size).toBe(4);
    expect(counts.kpis.length).toBeGreaterThanOrEqual(30);
    expect(counts.kpis.length).toBeLessThanOrEqual(40);
    expect(new Set(counts.kpis.map((k) => k.polarity))).toEqual(new Set(["positive", "negative"]));
    expect(new Set(counts.kpis.map((k) => k.frequency))).toEqual(new Set(["monthly", "quarterly", "annual"]));
    expect(counts.kpis.some((k) => k.isCumulative)).toBe(true);
    expect(counts.users).toHaveLength(6);
    expect(counts.users.every((u) => u.emailVerified && u.passwordHash)).toBe(true);
    expect(counts.activities.length).toBeGreaterThan(50);
    expect(counts.activities.some((a) => a.action === "actual_result_update")).toBe(true);
    const [settings] = counts.settings;
    expect(settings?.vision && settings.mission && settings.values).toBeTruthy();
  });

  it("balances every function's objective weights and every objective's KPI weights at 100%", async () => {
    const { assignments, kpiRows } = await rowsOf(async (tx) => ({
      assignments: await tx
        .select()
        .from(objectiveAssignments)
        .where(eq(objectiveAssignments.organizationId, demo.organizationId)),
      kpiRows: await tx
        .select()
        .from(kpiAssignments)
        .where(eq(kpiAssignments.organizationId, demo.organizationId)),
    }));
    const functionIds = new Set(assignments.map((a) => a.organizationFunctionId));
    for (const functionId of functionIds) {
      const weights = assignments.filter((a) => a.organizationFunctionId === functionId).map((a) => a.weight);
      expect(objectiveWeightBalance(weights).kind).toBe("balanced");
    }
    for (const assignment of assignments) {
      const weights = kpiRows.filter((k) => k.objectiveAssignmentId === assignment.id).map((k) => k.weight);
      expect(kpiWeightBalance(weights).kind).toBe("balanced");
    }
    // Cascade parent links (CASCADE-3): below the CEO, each assignment links to one of the parent level.
    const levelOf = new Map(assignments.map((a) => [a.id, a.organizationLevel]));
    for (const assignment of assignments) {
      const expected = parentLevelOf(assignment.organizationLevel);
      const parentLevel = assignment.parentObjectiveAssignmentId
        ? levelOf.get(assignment.parentObjectiveAssignmentId)
        : null;
      expect(parentLevel ?? null).toBe(expected);
    }
  });

  it("holds last year's results in full and this year's for the periods ended by today, with a mix of statuses", async () => {
    const rows = await rowsOf((tx) =>
      tx
        .select({ m: kpiMeasurements, polarity: kpis.polarity, frequency: kpis.frequency })
        .from(kpiMeasurements)
        .innerJoin(kpiAssignments, eq(kpiAssignments.id, kpiMeasurements.kpiAssignmentId))
        .innerJoin(kpis, eq(kpis.id, kpiAssignments.kpiId))
        .where(eq(kpiMeasurements.organizationId, demo.organizationId)),
    );
    expect(new Set(rows.map((r) => r.m.year))).toEqual(new Set([2025, 2026]));
    const lastYear = rows.filter((r) => r.m.year === 2025);
    expect(lastYear.every((r) => r.m.target !== null && r.m.actual !== null)).toBe(true);
    const thisYear = rows.filter((r) => r.m.year === 2026);
    expect(thisYear.every((r) => r.m.target !== null)).toBe(true);
    for (const r of thisYear) {
      // DEMO-8: today is 15 July: January to June and Q1, Q2 have ended and have results; July, Q3 and the
      // year are still running, and later periods ahead: targets only.
      const ended = endMonthOf(r.m.periodKey as PeriodKey) <= 6;
      expect(r.m.actual !== null, `${r.frequency} ${r.m.periodKey}`).toBe(ended);
    }
    const statuses = new Set(
      rows
        .filter((r) => r.m.actual !== null)
        .map((r) =>
          statusForScore(scoreValue({ actual: r.m.actual, target: r.m.target, polarity: r.polarity })),
        ),
    );
    expect(statuses.size).toBeGreaterThanOrEqual(4);
  });
});

// DEMO-3, DEMO-4, AGG-7: demo figures a finance manager signs.
describe("the demo's figures look real (DEMO-3, DEMO-4)", () => {
  const templates = () =>
    rowsOf((tx) => tx.select().from(kpis).where(eq(kpis.organizationId, demo.organizationId)));
  const valuesOf = async (name: string, year: number) => {
    const rows = await rowsOf((tx) =>
      tx
        .select({ m: kpiMeasurements, kpi: kpis })
        .from(kpiMeasurements)
        .innerJoin(kpiAssignments, eq(kpiAssignments.id, kpiMeasurements.kpiAssignmentId))
        .innerJoin(kpis, eq(kpis.id, kpiAssignments.kpiId))
        .where(eq(kpiMeasurements.organizationId, demo.organizationId)),
    );
    const mine = rows.filter((r) => r.kpi.name === name && r.m.year === year);
    const first = mine[0]!.m.kpiAssignmentId;
    const targets: PeriodValues = {};
    const actuals: PeriodValues = {};
    for (const r of mine.filter((row) => row.m.kpiAssignmentId === first)) {
      targets[r.m.periodKey as PeriodKey] = r.m.target;
      actuals[r.m.periodKey as PeriodKey] = r.m.actual;
    }
    return { kpi: mine[0]!.kpi, targets, actuals };
  };

  it("DEMO-3: names currencies and scales as the descriptions do: € amounts in €, € thousands in thousands", async () => {
    for (const kpi of await templates()) {
      const unit = unitOf(kpi.unit);
      if (kpi.description?.includes("€")) expect(unit.currency, kpi.name).toBe("EUR");
      if (kpi.description?.includes("€ thousands")) expect(unit.scale, kpi.name).toBe(1000);
      if (kpi.unit === "$") expect(kpi.description ?? "", kpi.name).not.toMatch(/€|£/);
    }
  });

  it("keeps counts whole and shares in % at or below 100", async () => {
    const rows = await rowsOf((tx) =>
      tx
        .select({ m: kpiMeasurements, unit: kpis.unit, name: kpis.name, polarity: kpis.polarity })
        .from(kpiMeasurements)
        .innerJoin(kpiAssignments, eq(kpiAssignments.id, kpiMeasurements.kpiAssignmentId))
        .innerJoin(kpis, eq(kpis.id, kpiAssignments.kpiId))
        .where(eq(kpiMeasurements.organizationId, demo.organizationId)),
    );
    for (const r of rows) {
      const values = [r.m.target, r.m.actual].filter((v): v is number => v !== null);
      if (r.unit === "count")
        for (const v of values) expect(Number.isInteger(v), `${r.name} ${v}`).toBe(true);
      if (r.unit === "%")
        for (const v of values) expect(v, `${r.name} ${r.m.periodKey}`).toBeLessThanOrEqual(100);
    }
  });

  it("gives every KPI the aggregation its figure needs (AGG-7)", async () => {
    const byName = new Map((await templates()).map((k) => [k.name, k]));
    expect(byName.get("On-time delivery")?.aggregation).toBe("average");
    expect(byName.get("Cost per delivery")?.aggregation).toBe("average");
    expect(byName.get("EBITDA")?.aggregation).toBe("sum");
    expect(byName.get("New customers won")?.aggregation).toBe("last");
    for (const kpi of byName.values()) expect(kpi.isCumulative, kpi.name).toBe(kpi.aggregation === "last");
  });

  it("shows On-time delivery's Q4 and Cost per delivery's year to date as sane figures", async () => {
    const otd = await valuesOf("On-time delivery", 2025);
    const q4 = viewKpiValue({
      ...otd.kpi,
      targets: otd.targets,
      actuals: otd.actuals,
      view: "period",
      viewFrequency: "quarterly",
      period: "q4",
    });
    expect(q4.target).toBeGreaterThan(80);
    expect(q4.target).toBeLessThanOrEqual(100);
    const cost = await valuesOf("Cost per delivery", 2026);
    const ytd = viewKpiValue({
      ...cost.kpi,
      targets: cost.targets,
      actuals: cost.actuals,
      view: "ytd",
      viewFrequency: "monthly",
      period: "july",
    });
    expect(ytd.target).toBeGreaterThan(5);
    expect(ytd.target).toBeLessThan(20);
  });
});

describe("the demo strategy map (DEMO-5)", () => {
  it("links the CEO's objectives from engaged people up to revenue, each with its hypothesis", async () => {
    const rows = await rowsOf((tx) =>
      tx
        .select({
          functionName: organizationFunctions.name,
          from: strategyLinks.fromObjectiveAssignmentId,
          to: strategyLinks.toObjectiveAssignmentId,
          strength: strategyLinks.strength,
          hypothesis: strategyLinks.hypothesis,
        })
        .from(strategyLinks)
        .innerJoin(organizationFunctions, eq(organizationFunctions.id, strategyLinks.functionId)),
    );
    const names = new Map(
      (
        await rowsOf((tx) =>
          tx
            .select({ id: objectiveAssignments.id, name: objectives.name })
            .from(objectiveAssignments)
            .innerJoin(objectives, eq(objectives.id, objectiveAssignments.objectiveId)),
        )
      ).map((row) => [row.id, row.name]),
    );
    expect(rows.map((row) => row.functionName)).toEqual(Array(4).fill("Office of the CEO"));
    expect(
      rows.map((row) => `${names.get(row.from)} → ${names.get(row.to)} (${row.strength})`).sort(),
    ).toEqual([
      "Cut emissions per delivery → Retain and expand key accounts (weak)",
      "Deliver on time, every time → Retain and expand key accounts (strong)",
      "Engage our people → Deliver on time, every time (strong)",
      "Retain and expand key accounts → Grow profitable revenue (moderate)",
    ]);
    for (const row of rows) expect(row.hypothesis?.length).toBeGreaterThan(10);
  });
});

describe("the demo strategy map's evidence (DEMO-5, STRAT-8..STRAT-12)", () => {
  it("supports every link it draws, as the link-evidence code reads the two years of results", async () => {
    const login = await signInDemo();
    const cookie = ([] as string[])
      .concat(login.headers["set-cookie"] ?? [])
      .map((c) => c.split(";")[0])
      .join("; ");
    const res = await t.app.inject({
      method: "GET",
      url: `/api/strategy-map?year=${NOW.getUTCFullYear()}`,
      headers: { cookie },
      remoteAddress: clientAddress(),
    });
    expect(res.statusCode).toBe(200);
    const map = res.json() as {
      nodes: { objectiveAssignmentId: string; name: string }[];
      edges: {
        fromObjectiveAssignmentId: string;
        toObjectiveAssignmentId: string;
        direction: string;
        evidence: { supports: boolean; correlation: number; periods: number } | null;
      }[];
    };
    const name = new Map(map.nodes.map((n) => [n.objectiveAssignmentId, n.name]));
    const read = map.edges.map((e) => ({
      link: `${name.get(e.fromObjectiveAssignmentId)} → ${name.get(e.toObjectiveAssignmentId)}`,
      supports: e.evidence?.supports ?? null,
      r: e.evidence?.correlation ?? null,
    }));
    expect(read).toHaveLength(4);
    expect(read.filter((e) => e.supports !== true)).toEqual([]);
    // STRAT-12: a direct link is supported by r ≥ 0.3, read over at least 8 months.
    for (const edge of map.edges) {
      expect(edge.direction).toBe("direct");
      expect(edge.evidence!.correlation).toBeGreaterThanOrEqual(0.3);
      expect(edge.evidence!.periods).toBeGreaterThanOrEqual(8);
    }
  });
});

describe("the demo's heads of functions (DEMO-6)", () => {
  it("gives the CEO office and the divisions a head", async () => {
    const rows = await rowsOf((tx) =>
      tx
        .select({
          name: organizationFunctions.name,
          level: organizationFunctions.level,
          head: users.firstName,
        })
        .from(organizationFunctions)
        .leftJoin(users, eq(users.id, organizationFunctions.headUserId)),
    );
    const heads = new Map(rows.map((row) => [row.name, row.head]));
    expect(heads.get("Office of the CEO")).toBe("Olivia");
    for (const row of rows.filter((r) => r.level === "ceo" || r.level === "division")) {
      expect(row.head, row.name).toBeTruthy();
    }
  });
});

describe("the demo's initiatives (DEMO-7)", () => {
  it("has one on track, one over budget and one not started, on the day it was made", async () => {
    const rows = await rowsOf((tx) => tx.select().from(initiatives));
    const steps = await rowsOf((tx) => tx.select().from(milestones));
    const today = NOW.toISOString().slice(0, 10);
    const health = new Map(
      rows.map((row) => {
        const own = steps.filter((m) => m.initiativeId === row.id);
        const complete = percentComplete(
          own.map((m) => ({ weight: m.weight, completed: m.completedAt !== null })),
          row.percentComplete,
        );
        return [row.name, { complete, ...initiativeHealth({ ...row, percentComplete: complete, today }) }];
      }),
    );
    // Route optimisation: 3 of 5 equal milestones done = 60%; 151 of 241 days gone ≈ 62.7%; 52.8% spent.
    expect(health.get("Route optimisation rollout")).toMatchObject({ complete: 60, health: "on_track" });
    // Electric vans: weights 1+2 of 8 done = 37.5%; 760,000 of 1,200,000 spent = 63.3%: 25.8 points ahead.
    expect(health.get("Electric van programme")).toMatchObject({ complete: 37.5, health: "over_budget" });
    expect(health.get("Key account programme")).toMatchObject({ complete: 0, health: "not_started" });
  });
});
