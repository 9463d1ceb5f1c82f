import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { currentPeriod } from "../../src/domain/periods";
import { setServiceFiltersForTesting } from "../../src/server/db/tenant-filter";
import {
  clientAddress,
  GOOD_PASSWORD,
  JSON_HEADERS,
  mailedToken,
  sessionCookie,
  signUpVerified,
  uniqueEmail,
} from "../support/accounts";
import { scorecardRows } from "../support/scorecard-rows";
import { createTestApp, type TestApp } from "../support/test-app";

// UI-17: GET /api/scorecard against hand-computed cases (SCORE-1, AGG-2, ROLLUP-1;
// SCORE-5, SCORE-6; AGG-3; docs/decisions/003 and 004).
const YEAR = 2025;

let t: TestApp;
let admin: Awaited<ReturnType<typeof signUpVerified>>;
let other: Awaited<ReturnType<typeof signUpVerified>>;
let rows: ReturnType<typeof scorecardRows>;
let otherRows: ReturnType<typeof scorecardRows>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpVerified(t);
  other = await signUpVerified(t, { companyName: "Other Org" });
  rows = scorecardRows(t.database.db, { orgId: admin.user.organizationId, userId: admin.user.id });
  otherRows = scorecardRows(t.database.db, { orgId: other.user.organizationId, userId: other.user.id });
});
afterAll(() => t.close());

function get(url: string, cookie = admin.cookie) {
  return t.app.inject({ method: "GET", url, headers: { cookie }, remoteAddress: clientAddress() });
}

type Kpi = {
  name: string;
  target: number | null;
  actual: number | null;
  score: number | null;
  status: string;
};
type Objective = { name: string; score: number | null; kpis: Kpi[] };

async function scorecard(functionId: string, query: string) {
  const res = await get(`/api/scorecard?functionId=${functionId}&year=${YEAR}&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  const kpi = (name: string) =>
    (body.objectives as Objective[]).flatMap((o) => o.kpis).find((k) => k.name === name) as Kpi;
  const objective = (name: string) => (body.objectives as Objective[]).find((o) => o.name === name)!;
  return { body, kpi, objective };
}

describe("KPI scores (SCORE-1, SCORE-2, SCORE-3, SCORE-4)", () => {
  let fnId: string;
  beforeAll(async () => {
    const fn = await rows.fn({ name: "Scoring" });
    fnId = fn.id;
    const oa = await rows.objective(fn.id, { name: "Scoring objective" });
    const q = (target: number, actual: number | null) => ({
      [YEAR]: { targets: { q2: target }, actuals: actual === null ? {} : { q2: actual } },
    });
    await rows.kpi(oa, { name: "positive 95/100", weight: 10, years: q(100, 95) });
    await rows.kpi(oa, { name: "negative 10/8", polarity: "negative", weight: 10, years: q(10, 8) });
    await rows.kpi(oa, { name: "negative 10/40", polarity: "negative", weight: 10, years: q(10, 40) });
    await rows.kpi(oa, { name: "capped 300/100", weight: 10, years: q(100, 300) });
    await rows.kpi(oa, { name: "no actual", weight: 10, years: q(100, null) });
    await rows.kpi(oa, { name: "nothing at all", weight: 10 });
    await rows.kpi(oa, { name: "zero target (SCORE-12: no score, never 0)", weight: 10, years: q(0, 5) });
    await rows.kpi(oa, { name: "negative zero actual", polarity: "negative", weight: 10, years: q(5, 0) });
    await rows.kpi(oa, { name: "rounding 28.5/100", weight: 10, years: q(100, 28.5) });
    await rows.kpi(oa, {
      name: "other year only",
      weight: 10,
      years: { [YEAR - 1]: { targets: { q2: 1 }, actuals: { q2: 1 } } },
    });
  });

  it.each([
    ["positive 95/100", 100, 95, 95, "On Target"],
    ["negative 10/8", 10, 8, 125, "Exceeds Target"],
    ["negative 10/40", 10, 40, 25, "Below Target"],
    ["capped 300/100", 100, 300, 150, "Exceeds Target"],
    ["zero target (SCORE-12: no score, never 0)", 0, 5, null, "No Data"],
    ["negative zero actual", 5, 0, 150, "Exceeds Target"],
    ["rounding 28.5/100", 100, 28.5, 29, "Below Target"],
  ])("%s: target %s, actual %s → %s%% (%s)", async (name, target, actual, score, status) => {
    const { kpi } = await scorecard(fnId, "frequency=quarterly&period=q2&view=period");
    expect(kpi(name)).toMatchObject({ target, actual, score, status });
  });

  it("no data is null and 'No Data', never 0; another year's values do not count (PERIOD-1)", async () => {
    const { kpi, body } = await scorecard(fnId, "frequency=quarterly&period=q2&view=period");
    expect(kpi("no actual")).toMatchObject({ target: 100, actual: null, score: null, status: "No Data" });
    expect(kpi("nothing at all")).toMatchObject({
      target: null,
      actual: null,
      score: null,
      status: "No Data",
    });
    expect(kpi("other year only")).toMatchObject({ target: null, actual: null, score: null });
    // Counters (SCORE-6): On Track = Exceeds + On Target; At Risk = Near + At Risk; Behind = Below.
    expect(body.counts).toEqual({ onTrack: 4, atRisk: 0, behind: 2, noData: 4 });
  });

  it("the objective leaves the unscored KPIs out and renormalises (docs/decisions/004)", async () => {
    const { objective, body } = await scorecard(fnId, "frequency=quarterly&period=q2&view=period");
    // Six scored KPIs of weight 10 each (the zero target has no score, SCORE-12):
    // (95 + 125 + 25 + 150 + 150 + 29) / 6 = 574 / 6 = 95.67 → 96.
    expect(objective("Scoring objective").score).toBe(96);
    expect(body.score).toBe(96);
  });

  it("a period with no data for any KPI gives null scores all the way up", async () => {
    const { objective, body } = await scorecard(fnId, "frequency=quarterly&period=q3&view=period");
    expect(objective("Scoring objective").score).toBeNull();
    expect(body.score).toBeNull();
    expect(body.perspectives.find((p: { key: string }) => p.key === "Financial").score).toBeNull();
    expect(body.counts).toEqual({ onTrack: 0, atRisk: 0, behind: 0, noData: 10 });
  });
});

describe("aggregation (AGG-2, AGG-3, AGG-4, AGG-5)", () => {
  let fnId: string;
  beforeAll(async () => {
    const fn = await rows.fn({ name: "Aggregation" });
    fnId = fn.id;
    const oa = await rows.objective(fn.id, { name: "Aggregation objective" });
    await rows.kpi(oa, {
      name: "monthly sales",
      frequency: "monthly",
      years: {
        [YEAR]: {
          targets: { january: 100, february: 200, march: 100 },
          actuals: { january: 50, february: 250 },
        },
      },
    });
    await rows.kpi(oa, {
      name: "cumulative quarterly",
      isCumulative: true,
      years: { [YEAR]: { targets: { q1: 100, q2: 200 }, actuals: { q1: 90 } } },
    });
    await rows.kpi(oa, {
      name: "quarterly",
      years: { [YEAR]: { targets: { q1: 100, q2: 100 }, actuals: { q1: 110, q2: 60 } } },
    });
    await rows.kpi(oa, {
      name: "annual",
      frequency: "annual",
      years: { [YEAR]: { targets: { annual: 1000 }, actuals: { annual: 800 } } },
    });
  });

  it.each([
    // monthly KPI, period view: january alone is 50 / 100.
    ["monthly sales", "monthly", "january", "period", 100, 50, 50, "At Risk"],
    // year to date through february: (50 + 250) / (100 + 200) = 100.
    ["monthly sales", "monthly", "february", "ytd", 300, 300, 100, "Exceeds Target"],
    // through march: march has no actual, so it is left out rather than counted as zero (decision 004).
    ["monthly sales", "monthly", "march", "ytd", 300, 300, 100, "Exceeds Target"],
    // a monthly KPI at a quarter: its three months summed (only january and february are complete).
    ["monthly sales", "quarterly", "q1", "period", 300, 300, 100, "Exceeds Target"],
    // AGG-3: cumulative takes the latest period with both values: q1 (90 / 100), in period view too.
    ["cumulative quarterly", "quarterly", "q2", "period", 100, 90, 90, "On Target"],
    ["cumulative quarterly", "quarterly", "q2", "ytd", 100, 90, 90, "On Target"],
    // AGG-5: a quarterly KPI viewed monthly shows its quarter at march, june...
    ["quarterly", "monthly", "march", "period", 100, 110, 110, "Exceeds Target"],
    ["quarterly", "monthly", "june", "period", 100, 60, 60, "At Risk"],
    // ...and nothing in other months.
    ["quarterly", "monthly", "april", "period", null, null, null, "No Data"],
    // YTD through may: the quarters ended by may, so q1 only.
    ["quarterly", "monthly", "may", "ytd", 100, 110, 110, "Exceeds Target"],
    // YTD through q2: (110 + 60) / (100 + 100) = 85.
    ["quarterly", "quarterly", "q2", "ytd", 200, 170, 85, "Near Target"],
    // AGG-4: an annual KPI uses the annual value in any view.
    ["annual", "quarterly", "q1", "period", 1000, 800, 80, "Near Target"],
    ["annual", "annual", "annual", "ytd", 1000, 800, 80, "Near Target"],
  ])("%s in a %s view at %s (%s)", async (name, frequency, period, view, target, actual, score, status) => {
    const { kpi } = await scorecard(fnId, `frequency=${frequency}&period=${period}&view=${view}`);
    expect(kpi(name)).toMatchObject({ target, actual, score, status });
  });

  it("annual forces the year-to-date view (AGG-1)", async () => {
    const { body } = await scorecard(fnId, "frequency=annual&period=annual&view=period");
    expect(body).toMatchObject({ frequency: "annual", period: "annual", view: "ytd", year: YEAR });
  });
});

describe("roll-ups (ROLLUP-1, ROLLUP-3, ROLLUP-7) and settings", () => {
  let fnId: string;
  beforeAll(async () => {
    const fn = await rows.fn({ name: "Rollups" });
    fnId = fn.id;
    const q1 = (target: number, actual: number) => ({
      [YEAR]: { targets: { q1: target }, actuals: { q1: actual } },
    });
    // Unbalanced KPI weights 30 + 20: (100 × 30 + 50 × 20) / 50 = 80.
    const growth = await rows.objective(fn.id, { name: "Grow", weight: 60, perspective: "Financial" });
    await rows.kpi(growth, { name: "revenue", weight: 30, years: q1(100, 100) });
    await rows.kpi(growth, { name: "margin", weight: 20, years: q1(100, 50) });
    // One KPI at 40.
    const serve = await rows.objective(fn.id, { name: "Serve", weight: 20, perspective: "Customer" });
    await rows.kpi(serve, { name: "nps", weight: 100, years: q1(100, 40) });
    // One KPI at 85: Near Target by default, On Target when on-target is lowered to 80.
    const learn = await rows.objective(fn.id, { name: "Learn", weight: 20, perspective: "Learning_Growth" });
    await rows.kpi(learn, { name: "training", weight: 100, years: q1(100, 85) });
    await rows.objective(fn.id, { name: "Empty", weight: 10, perspective: "Customer" });
  });

  it("objective, level and perspective scores are weighted (ROLLUP-7: a perspective by its objectives)", async () => {
    const { body, objective } = await scorecard(fnId, "frequency=quarterly&period=q1");
    expect(objective("Grow").score).toBe(80);
    expect(objective("Serve").score).toBe(40);
    expect(objective("Learn").score).toBe(85);
    expect(objective("Empty")).toMatchObject({ score: null, kpis: [] });
    // Level: (80 × 60 + 40 × 20 + 85 × 20) / 100 = 73; 'Empty' has no score and is left out.
    expect(body.score).toBe(73);
    expect(body.perspectives).toEqual([
      // ROLLUP-7: its one objective, Grow (80), not the plain average of its KPIs (100 + 50) / 2 = 75.
      {
        key: "Financial",
        name: "Financial",
        score: 80,
        status: "Near Target",
        coverage: { reporting: 2, total: 2 },
        objectiveCount: 1,
        kpiCount: 2,
      },
      {
        key: "Customer",
        name: "Customer",
        score: 40,
        status: "Below Target",
        coverage: { reporting: 1, total: 1 },
        objectiveCount: 2,
        kpiCount: 1,
      },
      {
        key: "Internal_Process",
        name: "Internal Process",
        score: null,
        status: "No Data",
        coverage: { reporting: 0, total: 0 },
        objectiveCount: 0,
        kpiCount: 0,
      },
      {
        key: "Learning_Growth",
        name: "Learning & Growth",
        score: 85,
        status: "Near Target",
        coverage: { reporting: 1, total: 1 },
        objectiveCount: 1,
        kpiCount: 1,
      },
    ]);
    // ROLLUP-6: 3 of the level's 4 objectives reported ('Empty' has no KPIs).
    expect(body.coverage).toEqual({ reporting: 3, total: 4 });
    expect(objective("Grow")).toMatchObject({ status: "Near Target", coverage: { reporting: 2, total: 2 } });
    expect(body.counts).toEqual({ onTrack: 1, atRisk: 2, behind: 1, noData: 0 });
  });

  it("uses the organization's thresholds, cap and perspective names (SCORE-5, SCORE-2, SETTINGS-5)", async () => {
    const before = await scorecard(fnId, "frequency=quarterly&period=q1");
    expect(before.kpi("training").status).toBe("Near Target");
    expect(before.body.thresholds).toEqual({
      scoreCapPercentage: 150,
      exceedsTargetThreshold: 100,
      onTargetThreshold: 90,
      nearTargetThreshold: 70,
      atRiskThreshold: 50,
    });
    await rows.settings({
      onTargetThreshold: 80,
      atRiskThreshold: 30,
      scoreCapPercentage: 120,
      perspectiveFinancialName: "Money",
    });
    try {
      const after = await scorecard(fnId, "frequency=quarterly&period=q1");
      expect(after.kpi("training").status).toBe("On Target");
      expect(after.kpi("nps").status).toBe("At Risk");
      expect(after.body.counts).toEqual({ onTrack: 2, atRisk: 2, behind: 0, noData: 0 });
      expect(after.body.perspectives[0]).toMatchObject({ key: "Financial", name: "Money" });
      expect(after.body.thresholds).toMatchObject({ scoreCapPercentage: 120, onTargetThreshold: 80 });
    } finally {
      await rows.settings({
        onTargetThreshold: 90,
        atRiskThreshold: 50,
        scoreCapPercentage: 150,
        perspectiveFinancialName: null,
      });
    }
  });

  it("a lower cap caps the scores", async () => {
    const fn = await rows.fn({ name: "Cap" });
    const oa = await rows.objective(fn.id, { name: "Cap objective" });
    await rows.kpi(oa, {
      name: "doubled",
      years: { [YEAR]: { targets: { q1: 100 }, actuals: { q1: 200 } } },
    });
    await rows.settings({ scoreCapPercentage: 110 });
    try {
      const { kpi } = await scorecard(fn.id, "frequency=quarterly&period=q1");
      expect(kpi("doubled").score).toBe(110);
    } finally {
      await rows.settings({ scoreCapPercentage: 150 });
    }
  });
});

// ROLLUP-8: every roll-up averages unrounded scores and rounds once, for display.
describe("roll-ups from unrounded scores (ROLLUP-8, ROLLUP-7)", () => {
  let fnId: string;
  beforeAll(async () => {
    const fn = await rows.fn({ name: "Unrounded" });
    fnId = fn.id;
    const q1 = (actual: number) => ({ [YEAR]: { targets: { q1: 100 }, actuals: { q1: actual } } });
    // Each objective with its KPIs: name, weight and Q1 actual against a target of 100.
    const objectives = [
      [
        "Deliver on time, every time",
        60,
        "Financial",
        [
          ["on-time", 70, 98.12],
          ["accuracy", 30, 102.58],
        ],
      ],
      [
        "Retain and expand key accounts",
        40,
        "Customer",
        [
          ["renewals", 50, 85.6],
          ["expansion", 50, 95.26],
        ],
      ],
    ] as const;
    for (const [name, weight, perspective, kpis] of objectives) {
      const assignment = await rows.objective(fn.id, { name, weight, perspective });
      for (const [kpi, kpiWeight, actual] of kpis) {
        await rows.kpi(assignment, { name: kpi, weight: kpiWeight, years: q1(actual) });
      }
    }
  });

  it("objectives, perspectives and the level average the KPIs' scores before rounding", async () => {
    const { body, kpi, objective } = await scorecard(fnId, "frequency=quarterly&period=q1");
    expect(kpi("on-time")).toMatchObject({ score: 98, exactScore: 98.12 });
    expect(kpi("accuracy")).toMatchObject({ score: 103, exactScore: 102.58 });
    // 98.12 × 0.7 + 102.58 × 0.3 = 99.458: shown 99, not 100 (98 × 0.7 + 103 × 0.3 = 99.5).
    const deliver = objective("Deliver on time, every time") as Objective & { exactScore: number };
    expect(deliver.score).toBe(99);
    expect(deliver.exactScore).toBeCloseTo(99.458, 6);
    // (85.6 + 95.26) ÷ 2 = 90.43: shown 90, not 91 ((86 + 95) ÷ 2 = 90.5).
    expect(objective("Retain and expand key accounts").score).toBe(90);
    // ROLLUP-7: a perspective of one objective shows that objective's score.
    const perspective = (key: string) => body.perspectives.find((p: { key: string }) => p.key === key);
    expect(perspective("Financial")).toMatchObject({ score: 99, coverage: { reporting: 2, total: 2 } });
    expect(perspective("Customer")).toMatchObject({ score: 90 });
    // 99.458 × 0.6 + 90.43 × 0.4 = 59.6748 + 36.172 = 95.8468 → 96.
    expect(body.score).toBe(96);
  });

  it("with thresholds 110/100 the objective shows 99 and is Near Target: number and status agree", async () => {
    await rows.settings({ exceedsTargetThreshold: 110, onTargetThreshold: 100 });
    try {
      const { objective } = await scorecard(fnId, "frequency=quarterly&period=q1");
      expect(objective("Deliver on time, every time")).toMatchObject({ score: 99, status: "Near Target" });
    } finally {
      await rows.settings({ exceedsTargetThreshold: 100, onTargetThreshold: 90 });
    }
  });
});

describe("the response", () => {
  it("describes each objective and KPI as the screens need them", async () => {
    const fn = await rows.fn({ name: "Shape", level: "division" });
    const theme = await rows.theme({ name: "Growth", color: "#22C55E" });
    const oa = await rows.objective(fn.id, {
      name: "Shape objective",
      description: "Why it matters",
      themeId: theme.id,
      perspective: "Internal_Process",
      weight: 40,
    });
    const kpi = await rows.kpi(oa, {
      name: "Shape KPI",
      unit: "days",
      frequency: "monthly",
      polarity: "negative",
      isCumulative: true,
      weight: 70,
      ownerId: null,
      ownerName: "Former Owner",
    });
    const { body } = await scorecard(fn.id, "frequency=monthly&period=march&view=ytd");
    expect(body).toMatchObject({
      functionId: fn.id,
      functionName: "Shape",
      functionLevel: "division",
      year: YEAR,
      frequency: "monthly",
      period: "march",
      view: "ytd",
      score: null,
    });
    expect(body.objectives).toEqual([
      {
        objectiveAssignmentId: oa.id,
        objectiveId: oa.objectiveId,
        name: "Shape objective",
        description: "Why it matters",
        bscPerspective: "Internal_Process",
        themeId: theme.id,
        themeName: "Growth",
        themeColor: "#22C55E",
        organizationLevel: "division",
        weight: 40,
        score: null,
        exactScore: null,
        status: "No Data",
        coverage: { reporting: 0, total: 1 },
        kpis: [
          {
            kpiAssignmentId: kpi.id,
            kpiId: kpi.kpiId,
            name: "Shape KPI",
            unit: "days",
            polarity: "negative",
            frequency: "monthly",
            isCumulative: true,
            aggregation: "last",
            scoring: "ratio",
            baseline: null,
            weight: 70,
            target: null,
            actual: null,
            score: null,
            exactScore: null,
            status: "No Data",
            ownerId: null,
            ownerName: "Former Owner",
            // CALC-1, CALC-2, CALC-6: an entered KPI has no code, formula or calculation note.
            code: null,
            formula: null,
            calculationNote: null,
          },
        ],
      },
    ]);
  });

  it("names a KPI's owner from the users table (display name rule)", async () => {
    const fn = await rows.fn({ name: "Owner" });
    const oa = await rows.objective(fn.id);
    await rows.kpi(oa, { name: "owned", ownerName: "stale name" });
    const { kpi } = await scorecard(fn.id, "frequency=quarterly&period=q1");
    expect((kpi("owned") as unknown as { ownerName: string }).ownerName).toBe("Ada Lovelace");
  });

  it("defaults: the CEO function, quarterly, today's year and quarter, period view (UI-10, UI-17, PERIOD-3)", async () => {
    const noCeo = await get("/api/scorecard");
    expect(noCeo.statusCode).toBe(200);
    // No CEO function yet: an empty scorecard, not an error.
    expect(noCeo.json()).toMatchObject({ functionId: null, score: null, objectives: [] });
    expect(noCeo.json().perspectives).toHaveLength(4);

    const ceo = await rows.fn({ name: "Chief Executive", level: "ceo" });
    await rows.objective(ceo.id, { name: "CEO objective", level: "ceo" });
    const res = await get("/api/scorecard");
    expect(res.statusCode).toBe(200);
    const now = new Date();
    expect(res.json()).toMatchObject({
      functionId: ceo.id,
      functionLevel: "ceo",
      frequency: "quarterly",
      period: currentPeriod("quarterly", now).key,
      year: now.getFullYear(),
      view: "period",
    });
    expect(res.json().objectives.map((o: { name: string }) => o.name)).toEqual(["CEO objective"]);
    const monthly = await get("/api/scorecard?frequency=monthly&year=");
    expect(monthly.json().period).toBe(currentPeriod("monthly", now).key);
    const annual = await get("/api/scorecard?frequency=annually");
    expect(annual.json()).toMatchObject({ frequency: "annual", period: "annual", view: "ytd" });
  });
});

describe("bad input and tenancy", () => {
  it.each([
    ["functionId=abc", "Function must be a valid function id"],
    ["frequency=weekly", "Frequency must be monthly, quarterly or annual"],
    ["frequency=quarterly&period=march", "Period must be one of q1, q2, q3, q4 for quarterly frequency"],
    [
      "frequency=monthly&period=q1",
      "Period must be one of january, february, march, april, may, june, july, august, september, october, november, december for monthly frequency",
    ],
    ["period=q1", null],
    ["year=1899", "Year must be a whole number from 1900 to 2200"],
    ["year=2201", "Year must be a whole number from 1900 to 2200"],
    ["year=twenty", "Year must be a whole number from 1900 to 2200"],
    ["year=2025.5", "Year must be a whole number from 1900 to 2200"],
    ["view=weekly", "View type must be period or ytd"],
  ])("?%s → 400 with a clear message", async (query, message) => {
    const res = await get(`/api/scorecard?${query}`);
    if (message === null) {
      expect(res.statusCode).toBe(200);
      return;
    }
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(res.body).not.toMatch(/stack|at \w+ \(/);
  });

  it("another organization's function answers 404 exactly like a missing one (TENANT-2)", async () => {
    const foreign = await otherRows.fn({ name: "Foreign" });
    await otherRows.objective(foreign.id, { name: "Secret objective" });
    const theirs = await get(`/api/scorecard?functionId=${foreign.id}`);
    const missing = await get("/api/scorecard?functionId=00000000-0000-4000-8000-000000000000");
    expect(theirs.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(theirs.json()).toEqual(missing.json());
    expect(theirs.body).not.toContain("Secret");
    // The owner sees it.
    const own = await get(`/api/scorecard?functionId=${foreign.id}`, other.cookie);
    expect(own.statusCode).toBe(200);
    expect(own.json().objectives[0].name).toBe("Secret objective");
  });

  it("row-level security alone keeps another organization out (services' filters switched off)", async () => {
    const foreign = await otherRows.fn({ name: "Walled" });
    const oa = await otherRows.objective(foreign.id, { name: "Walled objective" });
    const kpi = await otherRows.kpi(oa, { years: { [YEAR]: { targets: { q1: 1 }, actuals: { q1: 1 } } } });
    setServiceFiltersForTesting(false);
    try {
      expect((await get(`/api/scorecard?functionId=${foreign.id}`)).statusCode).toBe(404);
      expect((await get(`/api/kpi-assignments/${kpi.id}/history`)).statusCode).toBe(404);
      // The default (CEO) scorecard lists only this organization's objectives.
      const own = await get("/api/scorecard");
      expect(own.statusCode).toBe(200);
      expect(own.body).not.toContain("Walled");
    } finally {
      setServiceFiltersForTesting(true);
    }
  });

  it("needs a session", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/scorecard", remoteAddress: clientAddress() });
    expect(res.statusCode).toBe(401);
  });
});

describe("GET /api/kpi-assignments/{id}/history", () => {
  it("answers target and actual for every period of the requested years, oldest first", async () => {
    const fn = await rows.fn({ name: "History" });
    const oa = await rows.objective(fn.id);
    const kpi = await rows.kpi(oa, {
      name: "history KPI",
      frequency: "quarterly",
      years: {
        [YEAR - 2]: { targets: { q1: 1 }, actuals: { q1: 1 } },
        [YEAR - 1]: { targets: { q4: 90 }, actuals: { q4: 95 } },
        [YEAR]: { targets: { q1: 100, q2: 110 }, actuals: { q1: 98 } },
      },
    });
    const res = await get(`/api/kpi-assignments/${kpi.id}/history?years=2&year=${YEAR}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      kpiAssignmentId: kpi.id,
      kpiId: kpi.kpiId,
      name: "history KPI",
      frequency: "quarterly",
      polarity: "positive",
      isCumulative: false,
    });
    expect(body.years).toEqual([
      {
        year: YEAR - 1,
        periods: [
          { periodKey: "q1", target: null, actual: null },
          { periodKey: "q2", target: null, actual: null },
          { periodKey: "q3", target: null, actual: null },
          { periodKey: "q4", target: 90, actual: 95 },
        ],
      },
      {
        year: YEAR,
        periods: [
          { periodKey: "q1", target: 100, actual: 98 },
          { periodKey: "q2", target: 110, actual: null },
          { periodKey: "q3", target: null, actual: null },
          { periodKey: "q4", target: null, actual: null },
        ],
      },
    ]);
    const one = await get(`/api/kpi-assignments/${kpi.id}/history?years=1&year=${YEAR}`);
    expect(one.json().years.map((y: { year: number }) => y.year)).toEqual([YEAR]);
    const defaults = await get(`/api/kpi-assignments/${kpi.id}/history`);
    const thisYear = new Date().getFullYear();
    expect(defaults.json().years.map((y: { year: number }) => y.year)).toEqual([thisYear - 1, thisYear]);
  });

  it.each([
    ["years=0", "Years must be a whole number from 1 to 10"],
    ["years=11", "Years must be a whole number from 1 to 10"],
    ["year=3000", "Year must be a whole number from 1900 to 2200"],
  ])("?%s → 400", async (query, message) => {
    const fn = await rows.fn();
    const oa = await rows.objective(fn.id);
    const kpi = await rows.kpi(oa);
    const res = await get(`/api/kpi-assignments/${kpi.id}/history?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it("a malformed id is 400; another organization's id is 404 like a missing one (TENANT-2)", async () => {
    expect((await get("/api/kpi-assignments/nope/history")).statusCode).toBe(400);
    const fn = await otherRows.fn();
    const oa = await otherRows.objective(fn.id);
    const foreign = await otherRows.kpi(oa, { years: { [YEAR]: { targets: { q1: 5 } } } });
    const theirs = await get(`/api/kpi-assignments/${foreign.id}/history`);
    const missing = await get("/api/kpi-assignments/00000000-0000-4000-8000-000000000000/history");
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(missing.json());
    expect((await get(`/api/kpi-assignments/${foreign.id}/history`, other.cookie)).statusCode).toBe(200);
  });
});

describe("through the other features' APIs", () => {
  it("an actual entered with PATCH /api/kpi-assignments/{id} is scored; a member reads the scorecard too (ROLE-2)", async () => {
    const fn = await rows.fn({ name: "Wired" });
    const oa = await rows.objective(fn.id, { name: "Wired objective" });
    const kpi = await rows.kpi(oa, { name: "wired", years: { [YEAR]: { targets: { q3: 80 } } } });
    const before = await scorecard(fn.id, "frequency=quarterly&period=q3");
    expect(before.kpi("wired")).toMatchObject({ target: 80, actual: null, score: null, status: "No Data" });

    const res = await t.app.inject({
      method: "PATCH",
      url: `/api/kpi-assignments/${kpi.id}`,
      headers: { ...JSON_HEADERS, cookie: admin.cookie },
      payload: { actualResult: "60", periodKey: "q3", period: String(YEAR) },
      remoteAddress: clientAddress(),
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await scorecard(fn.id, "frequency=quarterly&period=q3");
    // 60 / 80 = 75%: Near Target.
    expect(after.kpi("wired")).toMatchObject({ target: 80, actual: 60, score: 75, status: "Near Target" });
    expect(after.body.counts).toEqual({ onTrack: 0, atRisk: 1, behind: 0, noData: 0 });

    const email = uniqueEmail("member");
    const invited = await t.app.inject({
      method: "POST",
      url: "/api/users",
      headers: { ...JSON_HEADERS, cookie: admin.cookie },
      payload: { firstName: "Mia", lastName: "Member", email, role: "user", sendInvitation: true },
      remoteAddress: clientAddress(),
    });
    expect(invited.statusCode).toBe(201);
    const token = await mailedToken(t, email, /invited/i);
    const accepted = await t.app.inject({
      method: "POST",
      url: "/api/auth/accept-invite",
      headers: JSON_HEADERS,
      payload: { token, password: GOOD_PASSWORD },
      remoteAddress: clientAddress(),
    });
    expect(accepted.statusCode).toBe(200);
    const member = sessionCookie(accepted);
    const read = await get(
      `/api/scorecard?functionId=${fn.id}&year=${YEAR}&frequency=quarterly&period=q3`,
      member,
    );
    expect(read.statusCode).toBe(200);
    expect(read.json().score).toBe(75);
    expect((await get(`/api/kpi-assignments/${kpi.id}/history`, member)).statusCode).toBe(200);
  });
});
