import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MONTH_KEYS, type PeriodValues, periodKeysFor, storedYearOf } from "../../src/domain/periods";
import { clientAddress, signUpVerified } from "../support/accounts";
import { expectStatus, injectSender, type Send } from "../support/cascade";
import { invitedMemberCookie } from "../support/library";
import { scorecardRows } from "../support/scorecard-rows";
import { createTestApp, type TestApp } from "../support/test-app";

// GET /api/strategy-map (STRAT-5..STRAT-12, API-16) and PUT /api/strategy-map/positions
// (STRAT-14).
const YEAR = 2026;

let t: TestApp;
let admin: Awaited<ReturnType<typeof signUpVerified>>;
let other: Awaited<ReturnType<typeof signUpVerified>>;
let send: Send;
let sendOther: Send;
let sendMember: Send;
let rows: ReturnType<typeof scorecardRows>;

type Node = {
  objectiveAssignmentId: string;
  objectiveId: string;
  name: string;
  perspective: string;
  themeId: string | null;
  themeName: string | null;
  score: number | null;
  status: string | null;
  coverage: { reporting: number; total: number };
  weight: number;
  position: { x: number; y: number } | null;
};
type Edge = {
  id: string;
  fromObjectiveAssignmentId: string;
  toObjectiveAssignmentId: string;
  direction: string;
  evidence: { periods: number; lag: number; correlation: number; supports: boolean } | null;
};
type StrategyMap = {
  functionId: string | null;
  functionName: string | null;
  year: number;
  frequency: string;
  period: string;
  view: string;
  perspectives: { key: string; name: string }[];
  themes: { id: string; name: string; color: string | null }[];
  nodes: Node[];
  edges: Edge[];
};

function get(url: string, cookie = admin.cookie) {
  return t.app.inject({ method: "GET", url, headers: { cookie }, remoteAddress: clientAddress() });
}

/** Monthly target 100 and the given actuals from a (calendar) month on: score = actual (SCORE-1 ratio). */
function monthly(startYear: number, startMonth: number, actuals: (number | null)[]) {
  const years: Record<number, { targets: PeriodValues; actuals: PeriodValues }> = {};
  actuals.forEach((actual, index) => {
    const month = startMonth - 1 + index;
    const year = startYear + Math.floor(month / 12);
    const key = MONTH_KEYS[month % 12]!;
    years[year] ??= { targets: {}, actuals: {} };
    years[year].targets[key] = 100;
    if (actual !== null) years[year].actuals[key] = actual;
  });
  return years;
}

// The evidence fixture: 14 months, November 2025 … December 2026, target 100, so each month's
// objective score is its actual.
//   driver  D = 60 90 70 100 65 95 75 85 55 100 80 70 95 60
//   outcome O = 80 60 90 70 130 65 95 75 85 55 70 80 70 95   (O[t] = D[t−1], +30 at t=4, −30 at t=10)
// Lag 1, 13 pairs (D[0..12], O[1..13]): mean x = 1040/13 = 80; mean y = 1040/13 = 80 (the ±30 cancel).
//   dx = −20 10 −10 20 −15 15 −5 5 −25 20 0 −10 15, Σdx² = 2850;
//   dy = dx + (0 0 0 30 0 0 0 0 0 −30 0 0 0), so Σdx·dy = 2850 + 30·20 − 30·20 = 2850,
//   Σdy² = 2850 + 2·(30·20) − 2·(30·20) + 2·900 = 4650.
//   r = 2850 / √(2850 · 4650) = √(2850/4650) = 0.7829 → 0.78.
// Lag 0 (14 pairs) r = −0.68, lag 2 r = −0.43, lag 3 r = 0.36: lag 1 is the strongest.
const D = [60, 90, 70, 100, 65, 95, 75, 85, 55, 100, 80, 70, 95, 60];
const O = [80, 60, 90, 70, 130, 65, 95, 75, 85, 55, 70, 80, 70, 95];

let ceo: { id: string; name: string };
let driver: { id: string; objectiveId: string; name: string };
let outcome: { id: string; objectiveId: string; name: string };
let sparse: { id: string; objectiveId: string; name: string };
let quarterly: { id: string; objectiveId: string; name: string };
let themeId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpVerified(t);
  other = await signUpVerified(t, { companyName: "Other Org" });
  send = injectSender(t, admin.cookie);
  sendOther = injectSender(t, other.cookie);
  sendMember = injectSender(t, await invitedMemberCookie(t, admin.cookie, "user"));
  rows = scorecardRows(t.database.db, { orgId: admin.user.organizationId, userId: admin.user.id });
  await rows.settings({ perspectiveFinancialName: "Money" });
  ceo = await rows.fn({ name: "Chief Executive", level: "ceo" });
  const theme = await rows.theme({ name: "Growth", color: "#10B981" });
  themeId = theme.id;
  driver = await rows.objective(ceo.id, {
    name: "Engaged people",
    perspective: "Learning_Growth",
    level: "ceo",
    themeId,
    weight: 30,
  });
  outcome = await rows.objective(ceo.id, {
    name: "Faster delivery",
    perspective: "Internal_Process",
    level: "ceo",
  });
  sparse = await rows.objective(ceo.id, { name: "Sparse", perspective: "Customer", level: "ceo" });
  quarterly = await rows.objective(ceo.id, { name: "Revenue", perspective: "Financial", level: "ceo" });
  await rows.kpi(driver, { name: "Engagement", frequency: "monthly", years: monthly(YEAR - 1, 11, D) });
  await rows.kpi(outcome, { name: "Delivery", frequency: "monthly", years: monthly(YEAR - 1, 11, O) });
  // 7 months only: fewer than 8 pairs at every lag.
  await rows.kpi(sparse, {
    name: "Sparse KPI",
    frequency: "monthly",
    years: monthly(YEAR, 1, [50, 70, 60, 90, 80, 100, 75]),
  });
  await rows.kpi(quarterly, {
    name: "Revenue KPI",
    frequency: "quarterly",
    years: { [YEAR]: { targets: { q1: 100, q2: 100 }, actuals: { q1: 90, q2: 120 } } },
  });
  await rows.kpi(quarterly, { name: "Unreported", frequency: "quarterly", years: {} });
});
afterAll(() => t.close());

describe("GET /api/strategy-map (STRAT-5, STRAT-6, STRAT-7)", () => {
  it("defaults to the CEO function and the scorecard's defaults", async () => {
    const [map, card] = await Promise.all([
      expectStatus<StrategyMap>(send, 200, "GET", "/api/strategy-map"),
      expectStatus<{ functionId: string; year: number; frequency: string; period: string; view: string }>(
        send,
        200,
        "GET",
        "/api/scorecard",
      ),
    ]);
    expect(map).toMatchObject({
      functionId: ceo.id,
      functionName: "Chief Executive",
      year: card.year,
      frequency: card.frequency,
      period: card.period,
      view: card.view,
    });
    expect(map.perspectives).toEqual([
      { key: "Financial", name: "Money" },
      { key: "Customer", name: expect.any(String) },
      { key: "Internal_Process", name: expect.any(String) },
      { key: "Learning_Growth", name: expect.any(String) },
    ]);
  });

  it.each([
    "frequency=quarterly&period=q2&view=period",
    "frequency=quarterly&period=q2&view=ytd",
    "frequency=monthly&period=march&view=period",
    "frequency=monthly&period=december&view=ytd",
    "frequency=annual",
  ])("node figures equal the scorecard's for %s", async (query) => {
    const url = `?functionId=${ceo.id}&year=${YEAR}&${query}`;
    const map = await expectStatus<StrategyMap>(send, 200, "GET", `/api/strategy-map${url}`);
    const card = await expectStatus<{
      objectives: {
        objectiveAssignmentId: string;
        score: number | null;
        status: string;
        coverage: unknown;
        weight: number;
        bscPerspective: string;
        name: string;
      }[];
    }>(send, 200, "GET", `/api/scorecard${url}`);
    expect(map.nodes.map((n) => n.objectiveAssignmentId)).toEqual(
      card.objectives.map((o) => o.objectiveAssignmentId),
    );
    for (const objective of card.objectives) {
      const node = map.nodes.find((n) => n.objectiveAssignmentId === objective.objectiveAssignmentId)!;
      expect(node).toMatchObject({
        name: objective.name,
        perspective: objective.bscPerspective,
        score: objective.score,
        status: objective.status,
        coverage: objective.coverage,
        weight: objective.weight,
      });
    }
    expect(map.nodes.some((n) => n.score !== null)).toBe(true);
  });

  it("names the themes of its objectives, and the node's theme", async () => {
    const map = await expectStatus<StrategyMap>(
      send,
      200,
      "GET",
      `/api/strategy-map?functionId=${ceo.id}&year=${YEAR}&frequency=quarterly&period=q2`,
    );
    expect(map.themes).toEqual([{ id: themeId, name: "Growth", color: "#10B981" }]);
    expect(map.nodes.find((n) => n.name === "Engaged people")).toMatchObject({
      themeId,
      themeName: "Growth",
    });
    expect(map.nodes.find((n) => n.name === "Revenue")).toMatchObject({
      themeId: null,
      themeName: null,
      coverage: { reporting: 1, total: 2 },
    });
  });

  it.each([
    ["a function id that is not a UUID", "functionId=nope", 400],
    ["an unknown function", `functionId=${crypto.randomUUID()}`, 404],
    ["a year out of range", "year=1800", 400],
    ["a period of another frequency", "frequency=monthly&period=q1", 400],
    ["an unknown view", "view=sideways", 400],
  ])("%s → %s", async (_name, query, status) => {
    const res = await get(`/api/strategy-map?${query}`);
    expect(res.statusCode, res.body).toBe(status);
  });

  it("an organization without a CEO function gets an empty map, not an error", async () => {
    const fresh = await signUpVerified(t, { companyName: "Fresh Org" });
    const map = await expectStatus<StrategyMap>(
      injectSender(t, fresh.cookie),
      200,
      "GET",
      "/api/strategy-map",
    );
    expect(map).toMatchObject({ functionId: null, functionName: null, themes: [], nodes: [], edges: [] });
    expect(map.perspectives).toHaveLength(4);
  });

  it("another organization's function is 404; a member reads the map", async () => {
    await expectStatus(sendOther, 404, "GET", `/api/strategy-map?functionId=${ceo.id}`);
    const map = await expectStatus<StrategyMap>(
      sendMember,
      200,
      "GET",
      `/api/strategy-map?functionId=${ceo.id}`,
    );
    expect(map.nodes).toHaveLength(4);
  });
});

describe("evidence (STRAT-8..STRAT-12)", () => {
  let direct: Edge;
  let inverse: Edge;
  let tooFew: Edge;
  beforeAll(async () => {
    await expectStatus(send, 201, "POST", "/api/strategy-links", {
      fromObjectiveAssignmentId: driver.id,
      toObjectiveAssignmentId: outcome.id,
      strength: "strong",
    });
    await expectStatus(send, 201, "POST", "/api/strategy-links", {
      fromObjectiveAssignmentId: outcome.id,
      toObjectiveAssignmentId: driver.id,
      direction: "inverse",
    });
    await expectStatus(send, 201, "POST", "/api/strategy-links", {
      fromObjectiveAssignmentId: sparse.id,
      toObjectiveAssignmentId: outcome.id,
    });
    const map = await expectStatus<StrategyMap>(
      send,
      200,
      "GET",
      `/api/strategy-map?functionId=${ceo.id}&year=${YEAR}&frequency=quarterly&period=q1`,
    );
    expect(map.edges).toHaveLength(3);
    direct = map.edges.find((e) => e.fromObjectiveAssignmentId === driver.id)!;
    inverse = map.edges.find((e) => e.fromObjectiveAssignmentId === outcome.id)!;
    tooFew = map.edges.find((e) => e.fromObjectiveAssignmentId === sparse.id)!;
  });

  it("reports the hand-computed r = 0.78 at lag 1 over 13 month pairs", () => {
    expect(direct).toMatchObject({ direction: "direct", strength: "strong" });
    expect(direct.evidence).toEqual({ periods: 13, lag: 1, correlation: 0.78, supports: true });
  });

  it("an inverse claim is reported as computed and says whether it supports the claim", () => {
    // The reverse pair: the outcome leading the driver; its strongest |r| is negative (lag 0, −0.68).
    expect(inverse.evidence).toMatchObject({ lag: 0, periods: 14, correlation: -0.68, supports: true });
  });

  it("is null with fewer than 8 month pairs", () => {
    expect(tooFew.evidence).toBeNull();
  });

  it("does not depend on the view asked for: the months are always monthly", async () => {
    const map = await expectStatus<StrategyMap>(
      send,
      200,
      "GET",
      `/api/strategy-map?functionId=${ceo.id}&year=${YEAR}&frequency=annual`,
    );
    expect(map.edges.find((e) => e.id === direct.id)!.evidence).toEqual(direct.evidence);
  });

  it("a year later only 2026's 12 months are in range; two years later none", async () => {
    const map = await expectStatus<StrategyMap>(
      send,
      200,
      "GET",
      `/api/strategy-map?functionId=${ceo.id}&year=${YEAR + 1}`,
    );
    // 2026 is now the year before: its 12 months of both (D[2..13], O[2..13]); lag 1 → 11 pairs, r = 0.75.
    expect(map.edges.find((e) => e.id === direct.id)!.evidence).toEqual({
      periods: 11,
      lag: 1,
      correlation: 0.75,
      supports: true,
    });
    const twoYearsOn = await expectStatus<StrategyMap>(
      send,
      200,
      "GET",
      `/api/strategy-map?functionId=${ceo.id}&year=${YEAR + 2}`,
    );
    expect(twoYearsOn.edges.find((e) => e.id === direct.id)!.evidence).toBeNull();
  });
});

describe("evidence in a fiscal year (STRAT-8, FISCAL-3)", () => {
  it("orders the months from the fiscal start month: the same fixture gives the same r", async () => {
    const fiscalRows = scorecardRows(t.database.db, {
      orgId: other.user.organizationId,
      userId: other.user.id,
    });
    await fiscalRows.settings({ fiscalYearStartMonth: 4 });
    const fn = await fiscalRows.fn({ name: "Fiscal", level: "ceo" });
    const from = await fiscalRows.objective(fn.id, { name: "Fiscal driver", level: "ceo" });
    const to = await fiscalRows.objective(fn.id, { name: "Fiscal outcome", level: "ceo" });
    // Fiscal year 2026 runs April 2025 … March 2026, each month stored under its calendar year (FISCAL-8).
    // The 14 months: February and March of fiscal 2025, then April … March of fiscal 2026, in that order.
    const keys = periodKeysFor("monthly", 4);
    const slots = [
      ...keys.slice(10).map((key) => ({ year: storedYearOf(YEAR - 1, key, 4), key })),
      ...keys.map((key) => ({ year: storedYearOf(YEAR, key, 4), key })),
    ];
    const years = (series: number[]) => {
      const out: Record<number, { targets: PeriodValues; actuals: PeriodValues }> = {};
      slots.forEach(({ year, key }, i) => {
        out[year] ??= { targets: {}, actuals: {} };
        out[year].targets[key] = 100;
        out[year].actuals[key] = series[i]!;
      });
      return out;
    };
    await fiscalRows.kpi(from, { frequency: "monthly", years: years(D) });
    await fiscalRows.kpi(to, { frequency: "monthly", years: years(O) });
    await expectStatus(sendOther, 201, "POST", "/api/strategy-links", {
      fromObjectiveAssignmentId: from.id,
      toObjectiveAssignmentId: to.id,
    });
    const map = await expectStatus<StrategyMap>(
      sendOther,
      200,
      "GET",
      `/api/strategy-map?functionId=${fn.id}&year=${YEAR}&frequency=monthly&period=january`,
    );
    expect(map.edges[0]!.evidence).toEqual({ periods: 13, lag: 1, correlation: 0.78, supports: true });
    const card = await expectStatus<{ objectives: { score: number | null }[] }>(
      sendOther,
      200,
      "GET",
      `/api/scorecard?functionId=${fn.id}&year=${YEAR}&frequency=monthly&period=january`,
    );
    expect(map.nodes.map((n) => n.score)).toEqual(card.objectives.map((o) => o.score));
    // January of fiscal 2026 is the 12th month of the series: D[11] = 70, O[11] = 80.
    expect(map.nodes.map((n) => n.score)).toEqual([70, 80]);
  });
});

describe("PUT /api/strategy-map/positions (STRAT-14)", () => {
  it("saves positions per function and the map shows them", async () => {
    const saved = await expectStatus<{ functionId: string; positions: unknown[] }>(
      send,
      200,
      "PUT",
      "/api/strategy-map/positions",
      {
        functionId: ceo.id,
        positions: [
          { objectiveAssignmentId: driver.id, x: 120.5, y: -40 },
          { objectiveAssignmentId: outcome.id, x: 0, y: 99999 },
        ],
      },
    );
    expect(saved.functionId).toBe(ceo.id);
    expect(saved.positions).toHaveLength(2);
    await expectStatus(send, 200, "PUT", "/api/strategy-map/positions", {
      functionId: ceo.id,
      positions: [{ objectiveAssignmentId: driver.id, x: 10, y: 20 }],
    });
    const map = await expectStatus<StrategyMap>(send, 200, "GET", `/api/strategy-map?functionId=${ceo.id}`);
    expect(map.nodes.find((n) => n.objectiveAssignmentId === driver.id)!.position).toEqual({ x: 10, y: 20 });
    expect(map.nodes.find((n) => n.objectiveAssignmentId === outcome.id)!.position).toEqual({
      x: 0,
      y: 99999,
    });
    expect(map.nodes.find((n) => n.objectiveAssignmentId === sparse.id)!.position).toBeNull();
  });

  it.each([
    [
      "x not finite",
      () => ({ functionId: ceo.id, positions: [{ objectiveAssignmentId: driver.id, x: "1e999", y: 0 }] }),
    ],
    [
      "x out of bounds",
      () => ({ functionId: ceo.id, positions: [{ objectiveAssignmentId: driver.id, x: 100001, y: 0 }] }),
    ],
    [
      "y a string",
      () => ({ functionId: ceo.id, positions: [{ objectiveAssignmentId: driver.id, x: 0, y: "1" }] }),
    ],
    [
      "an id outside the function",
      () => ({ functionId: ceo.id, positions: [{ objectiveAssignmentId: crypto.randomUUID(), x: 0, y: 0 }] }),
    ],
    ["no function", () => ({ positions: [] })],
  ])("%s → 400, nothing written", async (_name, body) => {
    const before = await expectStatus<StrategyMap>(
      send,
      200,
      "GET",
      `/api/strategy-map?functionId=${ceo.id}`,
    );
    await expectStatus(send, 400, "PUT", "/api/strategy-map/positions", body());
    const after = await expectStatus<StrategyMap>(send, 200, "GET", `/api/strategy-map?functionId=${ceo.id}`);
    expect(after.nodes.map((n) => n.position)).toEqual(before.nodes.map((n) => n.position));
  });

  it("a coordinate the database cannot hold (5e-324) is kept to a hundredth: 0, not an error (STRAT-14)", async () => {
    await expectStatus(send, 200, "PUT", "/api/strategy-map/positions", {
      functionId: ceo.id,
      positions: [{ objectiveAssignmentId: sparse.id, x: 5e-324, y: -5e-324 }],
    });
    const map = await expectStatus<StrategyMap>(send, 200, "GET", `/api/strategy-map?functionId=${ceo.id}`);
    expect(map.nodes.find((n) => n.objectiveAssignmentId === sparse.id)!.position).toEqual({ x: 0, y: 0 });
    await expectStatus(send, 200, "PUT", "/api/strategy-map/positions", {
      functionId: ceo.id,
      positions: [{ objectiveAssignmentId: sparse.id, x: 12.345, y: 0 }],
    });
  });

  it("another organization's function is 404", async () => {
    await expectStatus(sendOther, 404, "PUT", "/api/strategy-map/positions", {
      functionId: ceo.id,
      positions: [{ objectiveAssignmentId: driver.id, x: 1, y: 1 }],
    });
  });
});
