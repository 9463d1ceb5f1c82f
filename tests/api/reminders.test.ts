// The reminder job (CYCLE-23..CYCLE-28) with a controlled clock: nothing before the lead days, one digest
// per person per day with only their items, escalation up the function tree one grace period at a time,
// and no second mail when runs repeat or race. Mail is read from the test SMTP catcher.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MONTH_KEYS } from "../../src/domain/periods";
import { kpiAssignments, reminderDeliveries } from "../../src/server/db/schema";
import { withPlatform } from "../../src/server/db/tenant";
import { runReminders } from "../../src/server/features/reminders";
import { listMyUpdates } from "../../src/server/features/reporting/my-updates";
import { assignKpi } from "../support/cascade";
import { buildReportingOrg, enterActuals, serviceDeps } from "../support/reporting-cycle";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
let org: Awaited<ReturnType<typeof buildReportingOrg>>;

/** January 1, February 2, … September 9. */
const UP_TO_SEPTEMBER = Object.fromEntries(MONTH_KEYS.slice(0, 9).map((key, index) => [key, index + 1]));

beforeAll(async () => {
  t = await createTestApp();
  org = await buildReportingOrg(t);
  const { tickets, audits, visits } = org.assignments;
  await enterActuals(t, org, tickets.id, 2026, UP_TO_SEPTEMBER);
  await enterActuals(t, org, visits.id, 2026, UP_TO_SEPTEMBER);
  await enterActuals(t, org, audits.id, 2026, { q1: 1, q2: 2, q3: 3 });
  // The Service Desk's head owns a KPI of their own there too ("Response time").
  const kpi = await org.send("POST", "/api/kpis", {
    name: "Response time",
    unit: "count",
    frequency: "monthly",
  });
  const deskObjective = (org.assignments.tickets as unknown as { objectiveAssignmentId: string })
    .objectiveAssignmentId;
  const responses = await assignKpi(org.send, {
    kpiId: (kpi.body as { id: string }).id,
    objectiveAssignmentId: deskObjective,
    weight: 25,
    ownerId: org.departmentHead.id,
  });
  await withPlatform(t.database.db, async (tx) => {
    await tx
      .update(kpiAssignments)
      .set({ createdAt: new Date("2026-01-15T00:00:00Z") })
      .where(eq(kpiAssignments.id, responses.id));
  });
  await enterActuals(t, org, responses.id, 2026, UP_TO_SEPTEMBER);
});
afterAll(() => t.close());

/** Runs the job on a day and answers the mails each person got from that run. */
async function runOn(day: string, concurrent = 1) {
  const before = t.mail.messages.length;
  await Promise.all(
    Array.from({ length: concurrent }, () => runReminders(serviceDeps(t), new Date(`${day}T07:00:00Z`))),
  );
  await t.mailWorker.drain();
  return t.mail.messages.slice(before).filter((m) => /result.* to report/.test(m.subject));
}
const to = (mails: Awaited<ReturnType<typeof runOn>>, email: string) =>
  mails.filter((m) => m.to.includes(email.toLowerCase()));

describe("runReminders (CYCLE-23..CYCLE-28)", () => {
  it("sends nothing before reminderLeadDays before the due date (October is due 10 November)", async () => {
    expect(await runOn("2026-11-06")).toEqual([]);
  });

  it("sends each owner one digest with only their items, once, even when two runs race", async () => {
    const mails = await runOn("2026-11-07", 2);
    expect(to(mails, org.owner.email)).toHaveLength(1);
    expect(to(mails, org.other.email)).toHaveLength(1);
    expect(to(mails, org.departmentHead.email)).toHaveLength(1);
    expect(mails).toHaveLength(3);
    const owners = to(mails, org.owner.email)[0]!;
    expect(owners.subject).toBe("Meridian: 1 result to report");
    expect(owners.text).toContain("Tickets closed (Service Desk), October 2026: due 2026-11-10");
    expect(owners.text).not.toContain("Visits");
    expect(owners.text).not.toContain("Response time");
    expect(owners.text).toContain("http://meridian.test/my-updates");
    expect(to(mails, org.other.email)[0]!.text).toContain("Visits (Operations Division), October 2026");
  });

  it("sends nothing more the same day, nor the next days while nothing changes", async () => {
    expect(await runOn("2026-11-07")).toEqual([]);
    expect(await runOn("2026-11-08")).toEqual([]);
    const rows = await withPlatform(t.database.db, (tx) =>
      tx.select().from(reminderDeliveries).where(eq(reminderDeliveries.organizationId, org.orgId)),
    );
    expect(rows).toHaveLength(3);
  });

  it("tells the function's head after the grace period, merged with their own items in one mail", async () => {
    const mails = await runOn("2026-11-12");
    // Owners: overdue now (told once more).
    expect(to(mails, org.owner.email)[0]!.text).toContain(
      "Tickets closed (Service Desk), October 2026: overdue since 2026-11-10",
    );
    // The Service Desk's head: their own overdue value and the owner's, in one mail.
    const head = to(mails, org.departmentHead.email);
    expect(head).toHaveLength(1);
    expect(head[0]!.subject).toBe("Meridian: 2 results to report");
    expect(head[0]!.text).toContain("Response time (Service Desk), October 2026: overdue since 2026-11-10");
    expect(head[0]!.text).toContain("Overdue in functions you head (1)");
    expect(head[0]!.text).toContain(
      "Tickets closed (Service Desk), October 2026: due 2026-11-10, owner Mia Member",
    );
    // The division's head: Visits (their own function) and Response time (its owner heads the desk, so
    // the chain starts one level up).
    const division = to(mails, org.divisionHead.email);
    expect(division).toHaveLength(1);
    expect(division[0]!.text).toContain("Visits (Operations Division)");
    expect(division[0]!.text).toContain("Response time (Service Desk)");
    expect(division[0]!.text).not.toContain("Tickets closed");
    expect(to(mails, org.admin.email)).toEqual([]);
  });

  it("tells the parent function's head after another grace period, and so on to the root", async () => {
    expect(await runOn("2026-11-13")).toEqual([]);
    const mails = await runOn("2026-11-14");
    expect(to(mails, org.divisionHead.email)[0]!.text).toContain("Tickets closed (Service Desk)");
    const ceo = to(mails, org.admin.email);
    expect(ceo).toHaveLength(1);
    expect(ceo[0]!.text).toContain("Visits (Operations Division)");
    expect(ceo[0]!.text).toContain("Response time (Service Desk)");
    expect(ceo[0]!.text).not.toContain("Tickets closed");
    const last = await runOn("2026-11-16");
    expect(to(last, org.admin.email)[0]!.text).toContain("Tickets closed (Service Desk)");
    expect(await runOn("2026-11-18")).toEqual([]);
  });

  it("does not remind of a value entered since", async () => {
    await enterActuals(t, org, org.assignments.tickets.id, 2026, { october: 10, november: 11 });
    // November is due 10 December: reminders from 7 December, for the others' KPIs only.
    const mails = await runOn("2026-12-07");
    expect(to(mails, org.owner.email)).toEqual([]);
    expect(to(mails, org.other.email)[0]!.text).toContain("Visits (Operations Division), November 2026");
  });

  it("shows the owner what was sent in My Updates (CYCLE-29)", async () => {
    const body = await listMyUpdates(
      serviceDeps(t),
      { orgId: org.orgId, userId: org.owner.id, role: "user" },
      2026,
      new Date("2026-11-20T12:00:00Z"),
    );
    expect(body.reminders.map((r) => [r.day, r.items.map((i) => [i.period, i.stage])])).toEqual([
      ["2026-11-12", [["october", "overdue"]]],
      ["2026-11-07", [["october", "reminder"]]],
    ]);
    const rows = await withPlatform(t.database.db, (tx) =>
      tx
        .select()
        .from(reminderDeliveries)
        .where(and(eq(reminderDeliveries.userId, org.owner.id), eq(reminderDeliveries.day, "2026-11-07"))),
    );
    expect(rows).toHaveLength(1);
  });
});
