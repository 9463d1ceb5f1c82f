// A KPI assignment's statistics over the API (SIGNAL-1..SIGNAL-7). The expected figures were computed
// independently (Python) from the values written below:
//   2025: 10 12 11 13 12 14 10 12 11 13 12 14; 2026 January–June: 11 12 13 12 30 12 (nothing in 2024)
//   18 points: mean 13, average moving range 62/17 = 3.6470588, limits 13 ± 2.66 × 3.6470588 = 3.2988 … 22.7012;
//   May 2026 (30) is above the upper limit. Through March 2026 (15 points): mean 12, mR̄ 1.7857, limits 7.25 … 16.75.
//   Forecast of 2026 (sum; last year complete → seasonal naive): reported 90, July–December of 2025 sum 72,
//   year-on-year changes 1 0 2 −1 18 −2, so every simulated year is 162 + six changes: at least 150, at most 270;
//   the annual target 12 × 12 = 144 is reached in every one.
//   Target help for 2027 from those 18 values: 20th/50th/80th percentiles 11, 12, 13; 12 was met 13 times in 18.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MONTH_KEYS } from "../../src/domain/periods";
import type { ForecastAnswer, SignalsAnswer, TargetHelpAnswer } from "../../src/domain/schemas/signals";
import { signUpVerified } from "../support/accounts";
import {
  assignKpi,
  assignObjective,
  createFunction,
  expectStatus,
  injectSender,
  type Send,
} from "../support/cascade";
import { createKpi, createObjective, invitedMemberCookie } from "../support/library";
import { createTestApp, type TestApp } from "../support/test-app";

const mapOf = (values: number[]) => Object.fromEntries(values.map((value, i) => [MONTH_KEYS[i], value]));

let t: TestApp;
let send: Send;
let sendOther: Send;
let id: string;
let sendMember: Send;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await signUpVerified(t);
  const other = await signUpVerified(t, { companyName: "Other Org" });
  send = injectSender(t, admin.cookie);
  sendOther = injectSender(t, other.cookie);
  sendMember = injectSender(t, await invitedMemberCookie(t, admin.cookie));
  const ceo = await createFunction(send, "Chief Executive");
  const objective = await createObjective(t, admin.cookie);
  const oa = await assignObjective(send, { objectiveId: objective.id, organizationFunctionId: ceo.id });
  const kpi = await createKpi(t, admin.cookie, {
    name: "Orders shipped",
    frequency: "monthly",
    aggregation: "sum",
  });
  ({ id } = await assignKpi(send, {
    kpiId: kpi.id,
    objectiveAssignmentId: oa.id,
    weight: 100,
    period: "2026",
  }));
  await expectStatus(send, 200, "PATCH", `/api/kpi-assignments/${id}`, {
    year: 2025,
    actualResults: mapOf([10, 12, 11, 13, 12, 14, 10, 12, 11, 13, 12, 14]),
  });
  await expectStatus(send, 200, "PATCH", `/api/kpi-assignments/${id}`, {
    year: 2026,
    actualResults: mapOf([11, 12, 13, 12, 30, 12]),
    targets: mapOf(Array(12).fill(12)),
  });
});
afterAll(() => t.close());

describe("GET /api/kpi-assignments/{id}/signals (SIGNAL-1..SIGNAL-3)", () => {
  it("the limits of 18 points and May's signal, explained", async () => {
    const answer = await expectStatus<SignalsAnswer>(
      send,
      200,
      "GET",
      `/api/kpi-assignments/${id}/signals?year=2026`,
    );
    expect(answer.points).toHaveLength(18);
    expect(answer.points[0]).toEqual({
      period: "2025:january",
      year: 2025,
      label: "January 2025",
      value: 10,
    });
    expect(answer.mean).toBeCloseTo(13, 9);
    expect(answer.averageMovingRange).toBeCloseTo(3.6470588235, 9);
    expect(answer.lowerLimit).toBeCloseTo(3.2988235294, 9);
    expect(answer.upperLimit).toBeCloseTo(22.7011764706, 9);
    expect(answer.signals).toEqual([
      {
        rule: "beyond-limit",
        periods: ["2026:may"],
        explanation: "May 2026 is above the upper limit (22.7): a real change, not noise.",
      },
    ]);
    expect(answer).toMatchObject({ enoughData: true, wellFounded: true });
  });

  it("through March: 15 points, no signal", async () => {
    const answer = await expectStatus<SignalsAnswer>(
      send,
      200,
      "GET",
      `/api/kpi-assignments/${id}/signals?year=2026&through=march`,
    );
    expect(answer.points).toHaveLength(15);
    expect([answer.mean, answer.lowerLimit, answer.upperLimit].map((v) => Number(v!.toFixed(4)))).toEqual([
      12, 7.25, 16.75,
    ]);
    expect(answer.signals).toEqual([]);
  });

  it.each([
    ["a quarter of a monthly KPI", "?through=q1", 400],
    ["an unknown key", "?through=someday", 400],
    ["a year out of range", "?year=1800", 400],
  ])("refuses %s", async (_name, query, status) => {
    expect((await send("GET", `/api/kpi-assignments/${id}/signals${query}`)).status).toBe(status);
  });

  it.each(["signals", "forecast", "target-help"])(
    "another organization's assignment: %s is 404",
    async (read) => {
      expect((await sendOther("GET", `/api/kpi-assignments/${id}/${read}?year=2026`)).status).toBe(404);
      expect(
        (await send("GET", `/api/kpi-assignments/00000000-0000-4000-8000-000000000000/${read}`)).status,
      ).toBe(404);
    },
  );
});

describe("GET /api/kpi-assignments/{id}/forecast (SIGNAL-4, SIGNAL-5)", () => {
  it("seasonal naive from the complete 2025: every simulated year between 150 and 270, the target 144 reached", async () => {
    const answer = await expectStatus<ForecastAnswer>(
      send,
      200,
      "GET",
      `/api/kpi-assignments/${id}/forecast?year=2026`,
    );
    expect(answer).toMatchObject({ method: "seasonal-naive", annualTarget: 144, probabilityOfTarget: 1 });
    expect(answer.low!).toBeGreaterThanOrEqual(150);
    expect(answer.high!).toBeLessThanOrEqual(270);
    expect(answer.low!).toBeLessThanOrEqual(answer.median!);
    expect(answer.median!).toBeLessThanOrEqual(answer.high!);
    expect(answer.explanation).toMatch(
      /^Forecast from the same periods of last year, with 6 periods to come/,
    );
  });
});

describe("GET /api/kpi-assignments/{id}/target-help (SIGNAL-6, SIGNAL-7)", () => {
  it("2027 from 18 values: 11, 12, 13; a proposed 12 was met 13 times in 18, inside the noise", async () => {
    const answer = await expectStatus<TargetHelpAnswer>(
      send,
      200,
      "GET",
      `/api/kpi-assignments/${id}/target-help?year=2027&proposed=12`,
    );
    expect([answer.threshold, answer.target, answer.stretch]).toEqual([11, 12, 13]);
    expect(answer.likelihood).toBeCloseTo(13 / 18, 12);
    expect(answer.warning).toBe(
      "A target of 12 sits inside the routine variation (3.3 to 22.7): it would have been met by chance about 72 % of the time.",
    );
  });

  it("2026 has only 2025's 12 values before it: enough; 2025 has none", async () => {
    const enough = await expectStatus<TargetHelpAnswer>(
      send,
      200,
      "GET",
      `/api/kpi-assignments/${id}/target-help?year=2026`,
    );
    expect(enough.enoughData).toBe(true);
    const none = await expectStatus<TargetHelpAnswer>(
      send,
      200,
      "GET",
      `/api/kpi-assignments/${id}/target-help?year=2025`,
    );
    expect(none).toMatchObject({ enoughData: false, threshold: null });
  });
});

describe("GET /api/scorecard-health (SIGNAL-8, SIGNAL-9)", () => {
  type Finding = {
    rule: string;
    severity: string;
    subject: { id: string; name: string };
    explanation: string;
  };

  it("the CEO scorecard: a target of 12 inside the noise, three perspectives without a KPI", async () => {
    const findings = await expectStatus<Finding[]>(send, 200, "GET", "/api/scorecard-health?year=2026");
    expect(findings.map((f) => [f.rule, f.severity]).sort()).toEqual(
      [
        ["empty-perspective", "warning"],
        ["empty-perspective", "warning"],
        ["empty-perspective", "warning"],
        ["target-inside-noise", "warning"],
      ].sort(),
    );
    expect(findings.find((f) => f.rule === "target-inside-noise")!.explanation).toBe(
      "Orders shipped: A target of 12 sits inside the routine variation (3.3 to 22.7): it would have been met by chance about 72 % of the time. A status against it says more about chance than about performance.",
    );
  });

  it("a member who heads nothing: no findings of their own, 403 on the CEO's; another organization's function: 404", async () => {
    expect(await expectStatus<Finding[]>(sendMember, 200, "GET", "/api/scorecard-health")).toEqual([]);
    const [fn] = await expectStatus<{ id: string }[]>(send, 200, "GET", "/api/functions");
    expect((await sendMember("GET", `/api/scorecard-health?functionId=${fn!.id}`)).status).toBe(403);
    expect((await sendOther("GET", `/api/scorecard-health?functionId=${fn!.id}`)).status).toBe(404);
    expect((await send("GET", "/api/scorecard-health?functionId=nope")).status).toBe(400);
  });
});
