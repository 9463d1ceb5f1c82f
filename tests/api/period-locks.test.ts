// Closed periods (LOCK-1..LOCK-4, LOCK-6, LOCK-7): administrators close periods; a target or actual written into a closed
// period answers 423 PERIOD_LOCKED with the message; reopening needs a reason, which the log keeps.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpVerified } from "../support/accounts";
import {
  assignKpi,
  assignObjective,
  createFunction,
  expectStatus,
  injectSender,
  type Send,
} from "../support/cascade";
import { callApi, createKpi, createObjective, invitedMemberCookie } from "../support/library";
import { createTestApp, type TestApp } from "../support/test-app";

type Lock = { id: string; year: number; frequency: string; period: string; label: string };
type Err = { message: string; code: string; fields?: Record<string, string> };

const YEAR = 2026;
const LOCKED_TAIL =
  "is closed. To change it, ask an administrator to reopen the period or submit a change request.";

let t: TestApp;
let admin: Awaited<ReturnType<typeof signUpVerified>>;
let send: Send;
let sendMember: Send;
let sendOther: Send;
let fnId: string;
let monthly: { id: string };
let quarterly: { id: string };
let annual: { id: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpVerified(t);
  const other = await signUpVerified(t, { companyName: "Other Org" });
  send = injectSender(t, admin.cookie);
  sendOther = injectSender(t, other.cookie);
  const memberCookie = await invitedMemberCookie(t, admin.cookie);
  const me = (await callApi(t, "GET", "/api/auth/user", memberCookie)).json();
  sendMember = injectSender(t, memberCookie);
  const ceo = await createFunction(send, "Chief Executive");
  fnId = ceo.id;
  const objective = await createObjective(t, admin.cookie);
  const oa = await assignObjective(send, { objectiveId: objective.id, organizationFunctionId: ceo.id });
  const kpiOf = (frequency: string, name: string) => createKpi(t, admin.cookie, { name, frequency });
  const assign = async (frequency: string, name: string) =>
    assignKpi(send, {
      kpiId: (await kpiOf(frequency, name)).id,
      objectiveAssignmentId: oa.id,
      weight: 30,
      period: String(YEAR),
      ownerId: me.id,
    });
  monthly = await assign("monthly", "Monthly sales");
  quarterly = await assign("quarterly", "Quarterly audits");
  annual = await assign("annual", "Annual survey");
});
afterAll(() => t.close());

type Values = {
  id: string;
  targets: Record<string, number | null>;
  actualResults: Record<string, number | null>;
};
const valuesOf = async (id: string, year: number) =>
  (await expectStatus<Values[]>(send, 200, "GET", `/api/kpi-assignments?year=${year}`)).find(
    (a) => a.id === id,
  )!;
const closePeriod = (frequency: string, period: string, year = YEAR) =>
  expectStatus<Lock>(send, 201, "POST", "/api/period-locks", { year, frequency, period });
const reopen = (id: string) =>
  expectStatus(send, 200, "DELETE", `/api/period-locks/${id}`, { reason: "Test clean-up" });
const ofFrequency = { monthly: () => monthly.id, quarterly: () => quarterly.id, annual: () => annual.id };
let value = 1;
const writeActual = (frequency: keyof typeof ofFrequency, key: string, who: Send = sendMember) =>
  who("PATCH", `/api/kpi-assignments/${ofFrequency[frequency]()}`, {
    year: YEAR,
    actualResults: { [key]: value++ },
  });

describe("LOCK-2: coverage, written through the API (423 when closed, 200 when open)", () => {
  const cases: [string, [string, string][], keyof typeof ofFrequency, string, number][] = [
    ["quarter lock: its first month", [["quarterly", "q1"]], "monthly", "january", 423],
    ["quarter lock: its third month", [["quarterly", "q1"]], "monthly", "march", 423],
    ["quarter lock: the next month stays open", [["quarterly", "q1"]], "monthly", "april", 200],
    ["quarter lock: the quarter", [["quarterly", "q1"]], "quarterly", "q1", 423],
    ["quarter lock: another quarter stays open", [["quarterly", "q1"]], "quarterly", "q2", 200],
    ["quarter lock: the annual period stays open", [["quarterly", "q1"]], "annual", "annual", 200],
    ["annual lock: a month", [["annual", "annual"]], "monthly", "november", 423],
    ["annual lock: a quarter", [["annual", "annual"]], "quarterly", "q4", 423],
    ["annual lock: the annual period", [["annual", "annual"]], "annual", "annual", 423],
    ["month lock: that month", [["monthly", "may"]], "monthly", "may", 423],
    ["month lock: the next month stays open", [["monthly", "may"]], "monthly", "june", 200],
    ["month lock: its quarter stays open", [["monthly", "may"]], "quarterly", "q2", 200],
    [
      "three month locks close their quarter",
      [
        ["monthly", "july"],
        ["monthly", "august"],
        ["monthly", "september"],
      ],
      "quarterly",
      "q3",
      423,
    ],
  ];
  it.each(cases)("%s", async (_label, locks, frequency, key, status) => {
    const made = [];
    for (const [f, p] of locks) made.push(await closePeriod(f, p));
    try {
      const reply = await writeActual(frequency, key);
      expect(reply.status).toBe(status);
      if (status === 423) {
        const body = reply.body as Err;
        expect(body.code).toBe("PERIOD_LOCKED");
        expect(body.message).toMatch(
          new RegExp(`^[A-Za-z0-9]+ ${YEAR} ${LOCKED_TAIL.replace(/\./g, "\\.")}$`),
        );
      }
    } finally {
      for (const lock of made) await reopen(lock.id);
    }
  });

  it("a lock of another year does not close this one", async () => {
    const lock = await closePeriod("annual", "annual", YEAR - 1);
    expect((await writeActual("monthly", "january")).status).toBe(200);
    await reopen(lock.id);
  });
});

describe("LOCK-3: every target and actual write is checked", () => {
  it("an actual into a closed quarter: 423 with the message, nothing written", async () => {
    const lock = await closePeriod("quarterly", "q2");
    const before = await valuesOf(quarterly.id, YEAR);
    const reply = await sendMember("PATCH", `/api/kpi-assignments/${quarterly.id}`, {
      year: YEAR,
      actualResults: { q2: 77 },
    });
    expect(reply.status).toBe(423);
    expect(reply.body).toEqual({
      message: `Q2 ${YEAR} ${LOCKED_TAIL}`,
      code: "PERIOD_LOCKED",
    });
    // The single-value form too.
    const single = await sendMember("PATCH", `/api/kpi-assignments/${quarterly.id}`, {
      year: YEAR,
      periodKey: "q2",
      actualResult: 78,
    });
    expect(single.status).toBe(423);
    const after = await valuesOf(quarterly.id, YEAR);
    expect(after.actualResults.q2).toBe(before.actualResults.q2);
    await reopen(lock.id);
  });

  it("a target into a closed month: 423; values sent unchanged are not writes", async () => {
    await expectStatus(send, 200, "PATCH", `/api/kpi-assignments/${monthly.id}`, {
      year: YEAR,
      targets: { october: 10, november: 20 },
    });
    const lock = await closePeriod("monthly", "october");
    const refused = await send("PATCH", `/api/kpi-assignments/${monthly.id}`, {
      year: YEAR,
      targets: { october: 11 },
    });
    expect(refused.status).toBe(423);
    expect((refused.body as Err).message).toBe(`October ${YEAR} ${LOCKED_TAIL}`);
    // The whole map sent back with only November changed passes: October is unchanged.
    await expectStatus(send, 200, "PATCH", `/api/kpi-assignments/${monthly.id}`, {
      year: YEAR,
      targets: { october: 10, november: 21 },
    });
    await reopen(lock.id);
  });

  it("creating an assignment with a value in a closed period: 423, no assignment made", async () => {
    const lock = await closePeriod("annual", "annual");
    const kpi = await createKpi(t, admin.cookie, { name: "New in a closed year", frequency: "quarterly" });
    const list = await expectStatus<{ id: string }[]>(send, 200, "GET", "/api/objective-assignments");
    const reply = await send("POST", "/api/kpi-assignments", {
      kpiId: kpi.id,
      objectiveAssignmentId: list[0]!.id,
      weight: 10,
      period: String(YEAR),
      targets: { q1: 5 },
    });
    expect(reply.status).toBe(423);
    const after = await expectStatus<{ kpiId: string }[]>(
      send,
      200,
      "GET",
      `/api/kpi-assignments?year=${YEAR}`,
    );
    expect(after.some((a) => a.kpiId === kpi.id)).toBe(false);
    await reopen(lock.id);
  });

  it("copy-year into a closed year: 423, nothing copied", async () => {
    await expectStatus(send, 200, "PATCH", `/api/kpi-assignments/${quarterly.id}`, {
      year: YEAR,
      targets: { q1: 40 },
    });
    const lock = await closePeriod("annual", "annual", YEAR + 1);
    const reply = await send("POST", `/api/functions/${fnId}/copy-year`, {
      fromYear: String(YEAR),
      toYear: String(YEAR + 1),
    });
    expect(reply.status).toBe(423);
    expect((reply.body as Err).code).toBe("PERIOD_LOCKED");
    const next = await valuesOf(quarterly.id, YEAR + 1);
    expect(next.targets.q1).toBeNull();
    await reopen(lock.id);
    await expectStatus(send, 200, "POST", `/api/functions/${fnId}/copy-year`, {
      fromYear: String(YEAR),
      toYear: String(YEAR + 1),
    });
  });
});

describe("LOCK-6, LOCK-7: a closed period freezes its year's weights and the history of its assignments", () => {
  const weightOf = async (id: string) =>
    (
      await expectStatus<{ id: string; weight: number }[]>(
        send,
        200,
        "GET",
        `/api/kpi-assignments?year=${YEAR}`,
      )
    ).find((a) => a.id === id)!.weight;
  const FROZEN = `${YEAR} has closed periods, so its weights are frozen. To change a weight, ask an administrator to reopen the periods or submit a change request.`;

  it("a changed weight or an end from that year: 423, nothing changed; an unchanged weight is not a change", async () => {
    const list = await expectStatus<{ id: string; weight: number }[]>(
      send,
      200,
      "GET",
      "/api/objective-assignments",
    );
    const oa = list[0]!;
    const before = await weightOf(monthly.id);
    const lock = await closePeriod("monthly", "january");
    const cases: [string, Promise<{ status: number; body: unknown }>][] = [
      ["KPI weight", send("PATCH", `/api/kpi-assignments/${monthly.id}`, { year: YEAR, weight: before + 5 })],
      ["objective weight", send("PUT", `/api/objective-assignments/${oa.id}`, { year: YEAR, weight: 40 })],
      ["KPI ended from the year", send("DELETE", `/api/kpi-assignments/${monthly.id}?endFromYear=${YEAR}`)],
      [
        "objective ended from the year",
        send("DELETE", `/api/objective-assignments/${oa.id}?endFromYear=${YEAR}`),
      ],
    ];
    for (const [what, pending] of cases) {
      const reply = await pending;
      expect([what, reply.status, (reply.body as Err).message]).toEqual([what, 423, FROZEN]);
    }
    expect(await weightOf(monthly.id)).toBe(before);
    await expectStatus(send, 200, "PATCH", `/api/kpi-assignments/${monthly.id}`, {
      year: YEAR,
      weight: before,
    });
    await reopen(lock.id);
    await expectStatus(send, 200, "PATCH", `/api/kpi-assignments/${monthly.id}`, {
      year: YEAR,
      weight: before + 5,
    });
    await expectStatus(send, 200, "PATCH", `/api/kpi-assignments/${monthly.id}`, {
      year: YEAR,
      weight: before,
    });
  });

  it("deleting an assignment with a value in a closed period: 423; ending it from a later year keeps the history", async () => {
    const objective = await createObjective(t, admin.cookie, { name: "Objective with history" });
    const oa = await assignObjective(send, { objectiveId: objective.id, organizationFunctionId: fnId });
    const kpi = await createKpi(t, admin.cookie, { name: "KPI with history", frequency: "monthly" });
    const held = await assignKpi(send, {
      kpiId: kpi.id,
      objectiveAssignmentId: oa.id,
      weight: 100,
      period: String(YEAR),
    });
    await expectStatus(send, 200, "PATCH", `/api/kpi-assignments/${held.id}`, {
      year: YEAR,
      actualResults: { february: 12 },
    });
    const lock = await closePeriod("quarterly", "q1");
    const message = `This assignment has values in February ${YEAR}, which is closed. End it from a later year instead, or ask an administrator to reopen the period.`;
    for (const url of [`/api/kpi-assignments/${held.id}`, `/api/objective-assignments/${oa.id}`]) {
      const reply = await send("DELETE", url);
      expect([url, reply.status, (reply.body as Err).message]).toEqual([url, 423, message]);
    }
    expect((await valuesOf(held.id, YEAR)).actualResults.february).toBe(12);
    await expectStatus(send, 200, "DELETE", `/api/kpi-assignments/${held.id}?endFromYear=${YEAR + 1}`);
    await reopen(lock.id);
    await expectStatus(send, 200, "DELETE", `/api/objective-assignments/${oa.id}`);
  });
});

describe("LOCK-1: closing periods", () => {
  it("answers the lock, lists it to members by year, and 409 for a lock that exists", async () => {
    const lock = await closePeriod("quarterly", "q3");
    expect(lock).toMatchObject({ year: YEAR, frequency: "quarterly", period: "q3", label: `Q3 ${YEAR}` });
    const dup = await send("POST", "/api/period-locks", { year: YEAR, frequency: "quarterly", period: "q3" });
    expect(dup.status).toBe(409);
    const listed = await expectStatus<Lock[]>(sendMember, 200, "GET", `/api/period-locks?year=${YEAR}`);
    expect(listed.map((l) => l.id)).toContain(lock.id);
    const otherYear = await expectStatus<Lock[]>(
      sendMember,
      200,
      "GET",
      `/api/period-locks?year=${YEAR - 5}`,
    );
    expect(otherYear).toEqual([]);
    expect(await expectStatus<Lock[]>(sendOther, 200, "GET", "/api/period-locks")).toEqual([]);
    await reopen(lock.id);
  });

  it.each([
    ["an unknown key", { year: YEAR, frequency: "quarterly", period: "q5" }, "period"],
    ["a key of another frequency", { year: YEAR, frequency: "quarterly", period: "may" }, "period"],
    ["an unknown frequency", { year: YEAR, frequency: "weekly", period: "q1" }, "frequency"],
    ["a year out of range", { year: 1800, frequency: "annual", period: "annual" }, "year"],
    ["a year that is not whole", { year: 2026.5, frequency: "annual", period: "annual" }, "year"],
    ["a year as text", { year: "next", frequency: "annual", period: "annual" }, "year"],
  ])("refuses %s with 400, nothing written", async (_label, body, field) => {
    const reply = await send("POST", "/api/period-locks", body);
    expect(reply.status).toBe(400);
    expect((reply.body as Err).fields).toHaveProperty(field);
    expect(await expectStatus<Lock[]>(send, 200, "GET", "/api/period-locks")).toEqual([]);
  });

  it("members cannot close or reopen (403)", async () => {
    const refused = await sendMember("POST", "/api/period-locks", {
      year: YEAR,
      frequency: "annual",
      period: "annual",
    });
    expect(refused.status).toBe(403);
    const lock = await closePeriod("annual", "annual");
    const reopenRefused = await sendMember("DELETE", `/api/period-locks/${lock.id}`, { reason: "Mine" });
    expect(reopenRefused.status).toBe(403);
    await reopen(lock.id);
  });
});

describe("LOCK-4: reopening needs a reason, kept in the log", () => {
  it.each([
    ["no body and no query", undefined, ""],
    ["an empty reason", { reason: "" }, ""],
    ["a blank reason", { reason: "   " }, ""],
    ["a reason of 501 characters", { reason: "x".repeat(501) }, ""],
    ["an empty reason in the query", undefined, "?reason="],
  ])("refuses %s with 400; the period stays closed", async (_label, body, query) => {
    const lock = await closePeriod("monthly", "december");
    try {
      const reply = await send("DELETE", `/api/period-locks/${lock.id}${query}`, body);
      expect(reply.body).toMatchObject({ code: "VALIDATION", fields: { reason: expect.any(String) } });
      expect(reply.status).toBe(400);
      const listed = await expectStatus<Lock[]>(send, 200, "GET", `/api/period-locks?year=${YEAR}`);
      expect(listed.map((l) => l.id)).toContain(lock.id);
    } finally {
      await reopen(lock.id);
    }
  });

  it("reopens with a reason in the body or the query; the activity log keeps who and why", async () => {
    const lock = await closePeriod("monthly", "december");
    expect((await writeActual("monthly", "december")).status).toBe(423);
    await expectStatus(send, 200, "DELETE", `/api/period-locks/${lock.id}`, {
      reason: "Auditor corrected the December figure",
    });
    expect((await writeActual("monthly", "december")).status).toBe(200);
    const again = await closePeriod("monthly", "december");
    await expectStatus(
      send,
      200,
      "DELETE",
      `/api/period-locks/${again.id}?reason=${encodeURIComponent("Late invoice")}`,
    );
    const log = await expectStatus<
      { action: string; entityName: string; details: Record<string, unknown> }[]
    >(send, 200, "GET", "/api/activities?category=organization");
    const reopened = log.filter(
      (a) => a.action === "deleted" && a.entityName === `Closed period December ${YEAR}`,
    );
    expect(reopened.map((a) => (a.details.newValue as { reason: string }).reason)).toEqual(
      expect.arrayContaining(["Auditor corrected the December figure", "Late invoice"]),
    );
    expect(log.some((a) => a.action === "created" && a.entityName === `Closed period December ${YEAR}`)).toBe(
      true,
    );
  });

  it("another organization's lock is a 404, and an unknown one too", async () => {
    const lock = await closePeriod("monthly", "december");
    expect((await sendOther("DELETE", `/api/period-locks/${lock.id}`, { reason: "No" })).status).toBe(404);
    expect(
      (await send("DELETE", "/api/period-locks/00000000-0000-4000-8000-000000000000", { reason: "No" }))
        .status,
    ).toBe(404);
    await reopen(lock.id);
  });
});
