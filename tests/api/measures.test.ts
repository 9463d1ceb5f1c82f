// KPI measures over the API: aggregation (AGG-6, AGG-7, AGG-9), scoring methods (SCORE-11..SCORE-13),
// negative and bounded values (VALUE-1, VALUE-4).
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { kpiMeasurements, kpis } from "../../src/server/db/schema";
import { withPlatform } from "../../src/server/db/tenant";
import { assignKpi, assignObjective, createFunction, expectStatus } from "../support/cascade";
import { callApi, createObjective } from "../support/library";
import { tenantFixture } from "../support/organizations";

const { t, admin, send, call, rowOf } = tenantFixture();
let functionId: string;
let objectiveAssignmentId: string;

beforeAll(async () => {
  const fn = await createFunction(send, "Chief Executive");
  functionId = fn.id;
  const objective = await createObjective(t, admin.cookie);
  const oa = await assignObjective(send, {
    objectiveId: objective.id,
    organizationFunctionId: fn.id,
    weight: 100,
  });
  objectiveAssignmentId = oa.id;
});

type KpiBody = Record<string, unknown>;
const post = (body: KpiBody) => call("POST", "/api/kpis", admin.cookie, { name: "Measure", ...body });
const put = (id: string, body: KpiBody) =>
  call("PUT", `/api/kpis/${id}`, admin.cookie, { name: "Measure", ...body });

describe("POST /api/kpis: aggregation (AGG-6, AGG-7, AGG-9)", () => {
  it.each([
    ["a % KPI averages by default", { unit: "%" }, "average", false],
    ["a ratio KPI averages by default", { unit: "ratio" }, "average", false],
    ["an index KPI averages by default", { unit: "index" }, "average", false],
    ["a score KPI averages by default", { unit: "score" }, "average", false],
    ["a € KPI sums by default", { unit: "€" }, "sum", false],
    ["a count KPI sums by default", { unit: "count" }, "sum", false],
    ["isCumulative true alone is last", { unit: "%", isCumulative: true }, "last", true],
    ["aggregation last sets isCumulative", { unit: "$", aggregation: "last" }, "last", true],
    ["an explicit aggregation wins over the unit", { unit: "%", aggregation: "max" }, "max", false],
    ["min is kept", { unit: "km", aggregation: "min" }, "min", false],
    ["a consistent pair is accepted", { unit: "$", aggregation: "sum", isCumulative: false }, "sum", false],
  ])("%s", async (_name, body, aggregation, isCumulative) => {
    const res = await post(body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ aggregation, isCumulative, scoring: "ratio", baseline: null });
    expect((await rowOf(kpis, res.json().id))?.aggregation).toBe(aggregation);
  });

  it.each([
    [
      "an unknown aggregation",
      { aggregation: "median" },
      "aggregation",
      "Aggregation must be sum, average, last, min or max",
    ],
    [
      "a contradictory pair (sum, cumulative)",
      { aggregation: "sum", isCumulative: true },
      "isCumulative",
      "isCumulative must match the aggregation",
    ],
    [
      "a contradictory pair (last, not cumulative)",
      { aggregation: "last", isCumulative: false },
      "isCumulative",
      "isCumulative must match the aggregation",
    ],
    ["an unknown scoring method", { scoring: "log" }, "scoring", "Scoring must be ratio or linear"],
    [
      "linear without a baseline",
      { scoring: "linear" },
      "baseline",
      "Baseline is required for linear scoring",
    ],
    [
      "linear with a null baseline",
      { scoring: "linear", baseline: null },
      "baseline",
      "Baseline is required for linear scoring",
    ],
    [
      "a baseline beyond 1e12",
      { scoring: "linear", baseline: 1e13 },
      "baseline",
      "Baseline must be a number between",
    ],
    [
      "a baseline as text",
      { scoring: "linear", baseline: "Infinity" },
      "baseline",
      "Baseline must be a number between",
    ],
    [
      "a baseline of NaN text",
      { scoring: "linear", baseline: "NaN" },
      "baseline",
      "Baseline must be a number between",
    ],
    ["an empty unit", { unit: " " }, "unit", "Unit is required"],
  ])("refuses %s with 400 naming the field, and writes nothing", async (_name, body, field, message) => {
    const before = (await callApi(t, "GET", "/api/kpis", admin.cookie)).json().length;
    const res = await post({ unit: "%", ...body });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toContain(message);
    expect((await callApi(t, "GET", "/api/kpis", admin.cookie)).json().length).toBe(before);
  });

  it("LIBRARY-8: takes free-text units such as €, £, km and minutes", async () => {
    for (const unit of ["€", "£", "km", "minutes", "pallets/hour"]) {
      const res = await post({ unit });
      expect(res.statusCode, unit).toBe(201);
      expect(res.json().unit).toBe(unit);
    }
  });
});

describe("PUT /api/kpis/{id}: the mirror both ways (AGG-9) and linear scoring (SCORE-13)", () => {
  it("isCumulative false turns last back into the unit's default; aggregation last turns it on", async () => {
    const kpi = (await post({ unit: "%", isCumulative: true })).json();
    const off = await put(kpi.id, { isCumulative: false });
    expect(off.json()).toMatchObject({ aggregation: "average", isCumulative: false });
    const on = await put(kpi.id, { aggregation: "last" });
    expect(on.json()).toMatchObject({ aggregation: "last", isCumulative: true });
    const min = await put(kpi.id, { aggregation: "min" });
    expect(min.json()).toMatchObject({ aggregation: "min", isCumulative: false });
  });

  it("refuses a contradictory pair and keeps the KPI as it was", async () => {
    const kpi = (await post({ unit: "$" })).json();
    const res = await put(kpi.id, { aggregation: "average", isCumulative: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.isCumulative).toContain("isCumulative must match");
    expect((await rowOf(kpis, kpi.id))?.aggregation).toBe("sum");
  });

  it("switches to linear with a baseline, refuses linear without one, and keeps the baseline when left out", async () => {
    const kpi = (await post({ unit: "incidents" })).json();
    const refused = await put(kpi.id, { scoring: "linear" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields.baseline).toBe("Baseline is required for linear scoring");
    const linear = await put(kpi.id, { scoring: "linear", baseline: 12.5 });
    expect(linear.json()).toMatchObject({ scoring: "linear", baseline: 12.5 });
    const renamed = await put(kpi.id, { name: "Incidents" });
    expect(renamed.json()).toMatchObject({ scoring: "linear", baseline: 12.5 });
    const cleared = await put(kpi.id, { baseline: null });
    expect(cleared.statusCode).toBe(400);
    expect(cleared.json().fields.baseline).toBe("Baseline is required for linear scoring");
  });
});

type ScorecardKpi = {
  kpiId: string;
  target: number | null;
  actual: number | null;
  score: number | null;
  status: string;
  aggregation: string;
  scoring: string;
};
type Scorecard = { score: number | null; objectives: { kpis: ScorecardKpi[] }[] };

async function scorecard(query: string): Promise<Scorecard> {
  return expectStatus<Scorecard>(send, 200, "GET", `/api/scorecard?functionId=${functionId}&${query}`);
}
const kpiIn = (card: Scorecard, kpiId: string) =>
  card.objectives.flatMap((o) => o.kpis).find((k) => k.kpiId === kpiId)!;

describe("the scorecard combines and scores by the KPI's methods", () => {
  it("a monthly % KPI at a quarter shows the average of its months (AGG-6, AGG-7)", async () => {
    const kpi = (await post({ name: "On-time delivery", unit: "%", frequency: "monthly" })).json();
    const a = await assignKpi(send, {
      kpiId: kpi.id,
      objectiveAssignmentId,
      weight: 10,
      period: "2025",
      targets: { january: 95, february: 95, march: 98 },
      actualResults: { january: 90, february: 96, march: 99 },
    });
    expect(a.id).toEqual(expect.any(String));
    const card = await scorecard("year=2025&frequency=quarterly&period=q1&view=period");
    const row = kpiIn(card, kpi.id);
    expect(row.target).toBeCloseTo(96, 9);
    expect(row.actual).toBeCloseTo(95, 9);
    expect(row.aggregation).toBe("average");
    expect(row.score).toBe(99);
  });

  it("stores and scores negative values: a loss reduced, scored linearly from a baseline (VALUE-1, SCORE-11)", async () => {
    const kpi = (
      await post({ name: "Net result", unit: "€", frequency: "quarterly", scoring: "linear", baseline: -200 })
    ).json();
    const a = await assignKpi(send, {
      kpiId: kpi.id,
      objectiveAssignmentId,
      weight: 10,
      period: "2025",
      targets: { q1: -100 },
      actualResults: { q1: -150 },
    });
    const stored = await withPlatform(t.database.db, (tx) =>
      tx
        .select()
        .from(kpiMeasurements)
        .where(and(eq(kpiMeasurements.kpiAssignmentId, a.id), eq(kpiMeasurements.periodKey, "q1"))),
    );
    expect(stored[0]).toMatchObject({ target: -100, actual: -150 });
    const row = kpiIn(await scorecard("year=2025&frequency=quarterly&period=q1&view=period"), kpi.id);
    expect(row).toMatchObject({ target: -100, actual: -150, score: 50, scoring: "linear" });
  });

  it("a ratio KPI with a zero target answers no score, never 0 (SCORE-12)", async () => {
    const kpi = (await post({ name: "Zero target", unit: "count", frequency: "quarterly" })).json();
    await assignKpi(send, {
      kpiId: kpi.id,
      objectiveAssignmentId,
      weight: 10,
      period: "2025",
      targets: { q1: 0 },
      actualResults: { q1: 3 },
    });
    const row = kpiIn(await scorecard("year=2025&frequency=quarterly&period=q1&view=period"), kpi.id);
    expect(row).toMatchObject({ score: null, status: "No Data" });
  });

  it("a linear KPI whose target equals its baseline answers no score (SCORE-13)", async () => {
    const kpi = (
      await post({ name: "Flat", unit: "count", frequency: "quarterly", scoring: "linear", baseline: 5 })
    ).json();
    await assignKpi(send, {
      kpiId: kpi.id,
      objectiveAssignmentId,
      weight: 10,
      period: "2025",
      targets: { q1: 5 },
      actualResults: { q1: 3 },
    });
    const row = kpiIn(await scorecard("year=2025&frequency=quarterly&period=q1&view=period"), kpi.id);
    expect(row).toMatchObject({ score: null, status: "No Data" });
  });
});

describe("values are bounded and roll-ups survive what was stored before (VALUE-1, VALUE-4)", () => {
  it.each([
    ["an actual of 1.7e308", { actualResults: { q1: 1.7e308 } }, "actualResults"],
    ["a target beyond 1e12", { targets: { q1: 1e12 + 1 } }, "targets"],
    ["a target below -1e12", { targets: { q1: -2e12 } }, "targets"],
    ["an actual as Infinity text", { actualResults: '{"q1": "Infinity"}' }, "actualResults"],
  ])("refuses %s with 400 naming the field", async (_name, body, field) => {
    const kpi = (await post({ unit: "$", frequency: "quarterly" })).json();
    const res = await send("POST", "/api/kpi-assignments", {
      kpiId: kpi.id,
      objectiveAssignmentId,
      weight: 5,
      period: "2025",
      ...body,
    });
    expect(res.status).toBe(400);
    expect(Object.keys((res.body as { fields: Record<string, string> }).fields)).toContain(`${field}.q1`);
  });

  it.each([
    ["1.7e308", 1.7e308, "Actual result must be between"],
    ["Infinity text", "Infinity", "Please enter a valid number"],
    ["NaN text", "NaN", "Please enter a valid number"],
  ])("refuses a single actual of %s with 400 naming actualResult", async (_name, actualResult, message) => {
    const kpi = (await post({ unit: "$", frequency: "quarterly" })).json();
    const a = await assignKpi(send, { kpiId: kpi.id, objectiveAssignmentId, weight: 5, period: "2025" });
    const res = await send("PATCH", `/api/kpi-assignments/${a.id}`, {
      actualResult,
      periodKey: "q1",
      period: "2025",
    });
    expect(res.status).toBe(400);
    expect((res.body as { fields: Record<string, string> }).fields.actualResult).toContain(message);
  });

  it("answers the scorecard (no 500) when two stored actuals of 1.7e308 would sum to Infinity", async () => {
    const kpi = (await post({ name: "Huge", unit: "$", frequency: "monthly" })).json();
    const a = await assignKpi(send, {
      kpiId: kpi.id,
      objectiveAssignmentId,
      weight: 10,
      period: "2024",
      targets: { january: 10, february: 10 },
      actualResults: { january: 1, february: 1 },
    });
    // Values stored before the bounds existed (the API refuses them now).
    await withPlatform(t.database.db, (tx) =>
      tx.update(kpiMeasurements).set({ actual: 1.7e308 }).where(eq(kpiMeasurements.kpiAssignmentId, a.id)),
    );
    for (const query of [
      "year=2024&frequency=quarterly&period=q1&view=period",
      "year=2024&frequency=annual&period=annual&view=ytd",
    ]) {
      const res = await send("GET", `/api/scorecard?functionId=${functionId}&${query}`);
      expect(res.status, query).toBe(200);
      const row = kpiIn(res.body as Scorecard, kpi.id);
      expect(row.score).toBeNull();
      expect(row.actual === null || Number.isFinite(row.actual)).toBe(true);
    }
  });
});
