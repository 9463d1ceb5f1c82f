// KPI status alerts and "below target with no initiative" over the API (NOTIFY-11..NOTIFY-14,
// NOTIFY-26..NOTIFY-31, SETTINGS-13): transitions only, told to the owner and followers but never the
// actor, with the score explained; approvals, imports; the periodic check, its claim and its clearing.
//
// Scores worked out by hand (ratio scoring, SCORE-1: actual ÷ target × 100; default thresholds
// 100 / 90 / 70 / 50, SCORE-5). Every KPI is quarterly with a target of 100 each quarter, so a quarter's
// score is its actual: 95 On Target, 75 Near Target, 60 At Risk, 40 / 45 / 30 / 20 Below Target.
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { NotificationType } from "../../src/domain/notifications";
import { follows, kpiAlertStates, notifications } from "../../src/server/db/schema";
import { withPlatform } from "../../src/server/db/tenant";
import { runRedWithoutInitiative } from "../../src/server/features/notifications";
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
import { serviceDeps } from "../support/reporting-cycle";
import { createTestApp, type TestApp } from "../support/test-app";

const YEAR = 2026;
const TARGETS = { q1: 100, q2: 100, q3: 100, q4: 100 };
/** The check's clock: mid-June of the fixture's year (the job looks at the fiscal year of `now`). */
const NOW = new Date("2026-06-15T08:00:00Z");
const DAY_MS = 86_400_000;

let t: TestApp;
let admin: Awaited<ReturnType<typeof signUpVerified>>;
let send: Send;
let orgId: string;
let owner: { cookie: string; id: string };
let kpiFollower: { cookie: string; id: string };
let objectiveFollower: { cookie: string; id: string };
let bystander: { cookie: string; id: string };
let salesId: string;
let growOa: string;
let redOa: string;
let red29Oa: string;
const k: Record<string, string> = {};

type Row = typeof notifications.$inferSelect;

async function member(): Promise<{ cookie: string; id: string }> {
  const cookie = await invitedMemberCookie(t, admin.cookie, "user");
  return { cookie, id: (await callApi(t, "GET", "/api/auth/user", cookie)).json().id };
}

const patch = (cookie: string, id: string, actualResults: Record<string, number | null>) =>
  callApi(t, "PATCH", `/api/kpi-assignments/${id}`, cookie, { year: YEAR, actualResults });

async function enter(id: string, actualResults: Record<string, number | null>, cookie = admin.cookie) {
  const res = await patch(cookie, id, actualResults);
  expect(res.statusCode, res.body).toBe(200);
}

/** The notifications of a type about a KPI assignment, oldest first, cleared ones included. */
const notes = (kpiAssignmentId: string, type: NotificationType = "kpi_status"): Promise<Row[]> =>
  withPlatform(t.database.db, async (tx) =>
    (
      await tx
        .select()
        .from(notifications)
        .where(and(eq(notifications.organizationId, orgId), eq(notifications.type, type)))
    )
      .filter((row) => row.subject.kpiAssignmentId === kpiAssignmentId)
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()),
  );

const stateOf = (kpiAssignmentId: string) =>
  withPlatform(t.database.db, async (tx) => {
    const [row] = await tx
      .select()
      .from(kpiAlertStates)
      .where(and(eq(kpiAlertStates.kpiAssignmentId, kpiAssignmentId), eq(kpiAlertStates.year, YEAR)));
    return row;
  });

const setSince = (kpiAssignmentId: string, since: Date) =>
  withPlatform(t.database.db, (tx) =>
    tx
      .update(kpiAlertStates)
      .set({ since })
      .where(and(eq(kpiAlertStates.kpiAssignmentId, kpiAssignmentId), eq(kpiAlertStates.year, YEAR))),
  );

const recipientsOf = (rows: readonly Row[]) => rows.map((row) => row.userId).sort();
const sorted = (...ids: string[]) => [...ids].sort();

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpVerified(t);
  orgId = admin.user.organizationId;
  send = injectSender(t, admin.cookie);
  owner = await member();
  kpiFollower = await member();
  objectiveFollower = await member();
  bystander = await member();
  const ceo = await createFunction(send, "Chief Executive");
  salesId = (await createFunction(send, "Sales", ceo.id)).id;
  const objective = async (name: string) =>
    (
      await assignObjective(send, {
        objectiveId: (await createObjective(t, admin.cookie, { name })).id,
        organizationFunctionId: salesId,
        weight: 30,
      })
    ).id;
  growOa = await objective("Grow revenue");
  redOa = await objective("Win back churned customers");
  red29Oa = await objective("Open new markets");
  const kpi = async (key: string, name: string, objectiveAssignmentId = growOa) => {
    k[key] = (
      await assignKpi(send, {
        kpiId: (await createKpi(t, admin.cookie, { name, frequency: "quarterly", unit: "$" })).id,
        objectiveAssignmentId,
        weight: 10,
        period: String(YEAR),
        targets: TARGETS,
        ownerId: owner.id,
      })
    ).id;
  };
  await kpi("growth", "Revenue growth");
  await kpi("margin", "Gross margin");
  await kpi("nps", "Net promoter score");
  await kpi("approved", "Cash collected");
  await kpi("importedA", "Imported bookings");
  await kpi("importedB", "Imported renewals");
  await kpi("red", "Customers won back", redOa);
  await kpi("red29", "Market entries", red29Oa);
  // NOTIFY-6: one member follows the KPI, another its objective assignment.
  await withPlatform(t.database.db, (tx) =>
    tx.insert(follows).values([
      { organizationId: orgId, userId: kpiFollower.id, kpiAssignmentId: k.growth },
      { organizationId: orgId, userId: objectiveFollower.id, objectiveAssignmentId: growOa },
    ]),
  );
}, 180_000);
afterAll(() => t.close());

describe("status transitions (NOTIFY-11, NOTIFY-12, NOTIFY-26..NOTIFY-28)", () => {
  it("a first good result tells nobody; entering Below Target tells the owner and followers, not the actor", async () => {
    await enter(k.growth!, { q1: 95 });
    expect(await notes(k.growth!)).toEqual([]);
    expect(await stateOf(k.growth!)).toMatchObject({ status: "On Target", period: "q1" });

    await enter(k.growth!, { q2: 40 });
    const told = await notes(k.growth!);
    expect(recipientsOf(told)).toEqual(sorted(owner.id, kpiFollower.id, objectiveFollower.id));
    expect(told.map((row) => row.userId)).not.toContain(admin.user.id);
    expect(told.map((row) => row.userId)).not.toContain(bystander.id);
    const note = told[0]!;
    expect(note.title).toBe("Revenue growth entered Below Target");
    const lines = note.body.split("\n");
    expect(lines[0]).toBe("Q2 2026 moved from On Target to Below Target.");
    // UI-113: the mail and the notification write the values as the screens do, in the KPI's unit.
    expect(note.body).toContain("actual $40 / target $100 × 100 = 40%");
    expect(note.body).toContain("Status: Below Target.");
    expect(note.body).toContain("under the At Risk threshold of 50%");
    const link = `/kpi-results?kpi=${k.growth}&year=${YEAR}&period=q2`;
    expect(note.link).toBe(link);
    expect(note.actions).toEqual([
      { kind: "add_commentary", label: "Add commentary", href: `${link}&commentary=1` },
      {
        kind: "create_initiative",
        label: "Create an initiative",
        href: `/initiatives?new=1&objectiveAssignmentId=${growOa}&kpiAssignmentId=${k.growth}`,
      },
      { kind: "open_kpi", label: "Open the KPI", href: link },
    ]);
    expect(note.subject).toEqual({
      kpiAssignmentId: k.growth,
      objectiveAssignmentId: growOa,
      year: YEAR,
      period: "q2",
    });
    expect(await stateOf(k.growth!)).toMatchObject({ status: "Below Target", period: "q2" });
  });

  it("a save that keeps the status raises nothing and keeps the time it began", async () => {
    const since = (await stateOf(k.growth!))!.since;
    await enter(k.growth!, { q2: 45 });
    expect(await notes(k.growth!)).toHaveLength(3);
    expect((await stateOf(k.growth!))!.since).toEqual(since);
  });

  it("No Data to At Risk is told, and At Risk to Below Target again", async () => {
    await enter(k.margin!, { q1: 60 });
    const first = await notes(k.margin!);
    // The objective's follower and the owner; the KPI follower follows another KPI.
    expect(recipientsOf(first)).toEqual(sorted(owner.id, objectiveFollower.id));
    expect(first[0]!.title).toBe("Gross margin entered At Risk");
    expect(first[0]!.body.split("\n")[0]).toBe("Q1 2026 moved from No Data to At Risk.");
    await enter(k.margin!, { q1: 30 });
    const second = (await notes(k.margin!)).slice(2);
    expect(recipientsOf(second)).toEqual(sorted(owner.id, objectiveFollower.id));
    expect(second[0]!.title).toBe("Gross margin entered Below Target");
    expect(second[0]!.body.split("\n")[0]).toBe("Q1 2026 moved from At Risk to Below Target.");
  });

  it("a recovery is told with only Open the KPI", async () => {
    await enter(k.growth!, { q2: 95 });
    const recovered = (await notes(k.growth!)).slice(3);
    expect(recipientsOf(recovered)).toEqual(sorted(owner.id, kpiFollower.id, objectiveFollower.id));
    expect(recovered[0]!.title).toBe("Revenue growth recovered to On Target");
    expect(recovered[0]!.body.split("\n")[0]).toBe("Q2 2026 moved from Below Target to On Target.");
    expect(recovered[0]!.actions).toEqual([
      {
        kind: "open_kpi",
        label: "Open the KPI",
        href: `/kpi-results?kpi=${k.growth}&year=${YEAR}&period=q2`,
      },
    ]);
  });

  it("No Data to Near Target, and a change between good statuses, raise nothing", async () => {
    await enter(k.nps!, { q1: 75 });
    await enter(k.nps!, { q2: 120 });
    expect(await notes(k.nps!)).toEqual([]);
    expect(await stateOf(k.nps!)).toMatchObject({ status: "Exceeds Target", period: "q2" });
  });

  it("a value removed (No Data) says nothing", async () => {
    await enter(k.margin!, { q1: null });
    expect(await notes(k.margin!)).toHaveLength(4);
    expect(await stateOf(k.margin!)).toMatchObject({ status: "No Data", period: null });
  });

  it("the owner's own save is not told to the owner, only to the followers", async () => {
    await enter(k.growth!, { q3: 20 }, owner.cookie);
    const latest = (await notes(k.growth!)).slice(6);
    expect(recipientsOf(latest)).toEqual(sorted(kpiFollower.id, objectiveFollower.id));
    expect(latest[0]!.title).toBe("Revenue growth entered Below Target");
    await enter(k.growth!, { q3: 95 });
  });
});

describe("approval and import (NOTIFY-27)", () => {
  it("a submission raises nothing; its approval raises the change", async () => {
    const on = (requiresApproval: boolean) =>
      callApi(t, "PUT", "/api/organization-settings", admin.cookie, {
        dataCollectionWorkflow: { requiresApproval, autoAssign: true },
      }).then((res) => expect(res.statusCode).toBe(200));
    await on(true);
    try {
      const submitted = await patch(owner.cookie, k.approved!, { q1: 30 });
      expect(submitted.statusCode).toBe(202);
      expect(await notes(k.approved!)).toEqual([]);
      const approved = await callApi(
        t,
        "POST",
        `/api/submissions/${submitted.json().submissionId}/approve`,
        admin.cookie,
      );
      expect(approved.statusCode, approved.body).toBe(200);
      const told = await notes(k.approved!);
      expect(recipientsOf(told)).toEqual(sorted(owner.id, objectiveFollower.id));
      expect(told[0]!.title).toBe("Cash collected entered Below Target");
    } finally {
      await on(false);
    }
  });

  it("one import for many KPIs tells each change", async () => {
    const res = await callApi(t, "POST", "/api/imports/measurements?dryRun=false", admin.cookie, {
      mode: "valid-only",
      rows: [
        { function: salesId, kpi: k.importedA, year: YEAR, period: "q1", actual: 20 },
        { function: salesId, kpi: k.importedB, year: YEAR, period: "q1", actual: 60 },
        { function: salesId, kpi: k.nps, year: YEAR, period: "q2", actual: 110 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().committed).toBe(true);
    const a = await notes(k.importedA!);
    const b = await notes(k.importedB!);
    expect(recipientsOf(a)).toEqual(sorted(owner.id, objectiveFollower.id));
    expect(a[0]!.title).toBe("Imported bookings entered Below Target");
    expect(b[0]!.title).toBe("Imported renewals entered At Risk");
    // Exceeds Target kept: nothing.
    expect(await notes(k.nps!)).toEqual([]);
  });

  it("an applied actual correction tells the change", async () => {
    const workflow = (requiresApproval: boolean) =>
      callApi(t, "PUT", "/api/organization-settings", admin.cookie, {
        changeRequestWorkflow: { requiresApproval, requiresImpactAnalysis: false, multiLevelApproval: false },
      }).then((res) => expect(res.statusCode, res.body).toBe(200));
    await workflow(false);
    try {
      const asked = await callApi(t, "POST", "/api/requests", owner.cookie, {
        type: "actual_correction",
        title: "Q2 promoters were miscounted",
        changes: { kpiAssignmentId: k.nps, year: YEAR, actualResults: { q2: 30 } },
      });
      expect(asked.statusCode, asked.body).toBe(201);
      expect(await notes(k.nps!)).toEqual([]);
      const applied = await callApi(t, "PATCH", `/api/requests/${asked.json().id}`, admin.cookie, {
        status: "Completed",
      });
      expect(applied.json()).toMatchObject({ state: "applied" });
      const told = await notes(k.nps!);
      expect(recipientsOf(told)).toEqual(sorted(owner.id, objectiveFollower.id));
      expect(told[0]!.body.split("\n")[0]).toBe("Q2 2026 moved from Exceeds Target to Below Target.");
    } finally {
      await workflow(true);
    }
  });
});

describe("below target with no initiative (NOTIFY-13, NOTIFY-14, NOTIFY-29..NOTIFY-31)", () => {
  it("raises once after more than the setting's days, and not again while it lasts", async () => {
    await enter(k.red!, { q1: 30 });
    await enter(k.red29!, { q1: 30 });
    await setSince(k.red!, new Date(NOW.getTime() - 31 * DAY_MS));
    await setSince(k.red29!, new Date(NOW.getTime() - 29 * DAY_MS));

    const raised = await runRedWithoutInitiative(serviceDeps(t), orgId, NOW);
    expect(raised).toBe(1);
    const told = await notes(k.red!, "red_without_initiative");
    expect(recipientsOf(told)).toEqual([owner.id]);
    const note = told[0]!;
    expect(note.title).toBe("Customers won back has been Below Target for 31 days with no initiative");
    expect(note.body).toBe(
      "Below Target since 2026-05-15 (31 days) and no initiative is linked to Win back churned customers.",
    );
    expect(note.conditionKey).toBe(`red_without_initiative:${k.red}:${YEAR}`);
    expect(note.actions.map((action) => action.kind)).toEqual(["create_initiative", "open_kpi"]);
    expect(note.actions[0]!.href).toBe(
      `/initiatives?new=1&objectiveAssignmentId=${redOa}&kpiAssignmentId=${k.red}`,
    );
    // 29 days is not more than 30.
    expect(await notes(k.red29!, "red_without_initiative")).toEqual([]);

    expect(await runRedWithoutInitiative(serviceDeps(t), orgId, NOW)).toBe(0);
    expect(await notes(k.red!, "red_without_initiative")).toHaveLength(1);
  });

  it("several nodes checking at once raise it once", async () => {
    await setSince(k.red29!, new Date(NOW.getTime() - 40 * DAY_MS));
    const runs = await Promise.allSettled(
      [1, 2, 3].map(() => runRedWithoutInitiative(serviceDeps(t), orgId, NOW)),
    );
    expect(runs.some((run) => run.status === "fulfilled")).toBe(true);
    expect(await notes(k.red29!, "red_without_initiative")).toHaveLength(1);
  });

  it("linking an initiative to the objective clears it, and the check stays quiet", async () => {
    const initiative = await expectStatus(send, 201, "POST", "/api/initiatives", {
      name: "Win-back campaign",
      objectiveAssignmentIds: [redOa],
      startDate: "2026-06-01",
      endDate: "2026-12-31",
    });
    expect(initiative.id).toBeTruthy();
    const [note] = await notes(k.red!, "red_without_initiative");
    expect(note!.clearedAt).not.toBeNull();
    expect(await runRedWithoutInitiative(serviceDeps(t), orgId, NOW)).toBe(0);
    expect(await notes(k.red!, "red_without_initiative")).toHaveLength(1);
  });

  it("leaving Below Target clears it", async () => {
    await enter(k.red29!, { q1: 95 });
    const [note] = await notes(k.red29!, "red_without_initiative");
    expect(note!.clearedAt).not.toBeNull();
  });

  it("a KPI whose status was never kept is seeded by the check without telling anyone", async () => {
    // As before alerts existed: values stored, no kept status.
    await enter(k.red29!, { q2: 10 });
    await withPlatform(t.database.db, (tx) =>
      tx.delete(kpiAlertStates).where(inArray(kpiAlertStates.kpiAssignmentId, [k.red29!])),
    );
    const before = (await notes(k.red29!)).length;
    expect(await runRedWithoutInitiative(serviceDeps(t), orgId, NOW)).toBe(0);
    expect(await stateOf(k.red29!)).toMatchObject({ status: "Below Target", period: "q2" });
    expect((await stateOf(k.red29!))!.since).toEqual(NOW);
    expect(await notes(k.red29!)).toHaveLength(before);
  });
});

describe("the setting (SETTINGS-13)", () => {
  it("is 30 by default, takes 1 to 365 and refuses 0 and 366", async () => {
    const read = await callApi(t, "GET", "/api/organization-settings", admin.cookie);
    expect(read.json().redWithoutInitiativeDays).toBe(30);
    for (const bad of [0, 366, 2.5]) {
      const res = await callApi(t, "PUT", "/api/organization-settings", admin.cookie, {
        redWithoutInitiativeDays: bad,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toHaveProperty(
        "redWithoutInitiativeDays",
        "Below target alert days must be a whole number from 1 to 365",
      );
    }
    expect((await callApi(t, "GET", "/api/organization-settings", admin.cookie)).json()).toMatchObject({
      redWithoutInitiativeDays: 30,
    });
    const saved = await callApi(t, "PUT", "/api/organization-settings", admin.cookie, {
      redWithoutInitiativeDays: 45,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().redWithoutInitiativeDays).toBe(45);
  });

  it("the check counts from the setting", async () => {
    // Margin has No Data since q1 was removed; a new red margin, 40 days back: 40 is not more than 45.
    await enter(k.margin!, { q2: 10 });
    await setSince(k.margin!, new Date(NOW.getTime() - 40 * DAY_MS));
    expect(await runRedWithoutInitiative(serviceDeps(t), orgId, NOW)).toBe(0);
    await setSince(k.margin!, new Date(NOW.getTime() - 46 * DAY_MS));
    // Margin's objective already has no initiative: owner and the objective's follower are told.
    expect(await runRedWithoutInitiative(serviceDeps(t), orgId, NOW)).toBe(2);
  });
});
