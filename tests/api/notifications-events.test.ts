// Workflow events as notifications (NOTIFY-33..NOTIFY-40) on a real app and database: each trigger and its
// non-trigger (submissions to approve and their decisions, change requests, mentions), the preferences
// honoured, and the daily mail that merges the reminders with the notifications waiting for the digest.
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { NotificationChannel, NotificationType } from "../../src/domain/notifications";
import { MONTH_KEYS } from "../../src/domain/periods";
import {
  mailOutbox,
  notificationPreferences,
  notifications,
  reminderDeliveries,
  users,
} from "../../src/server/db/schema";
import { withPlatform } from "../../src/server/db/tenant";
import { runReminders } from "../../src/server/features/reminders";
import { callApi } from "../support/library";
import { buildReportingOrg, enterActuals, serviceDeps } from "../support/reporting-cycle";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
let org: Awaited<ReturnType<typeof buildReportingOrg>>;

/** January 1, February 2, … September 9. */
const UP_TO_SEPTEMBER = Object.fromEntries(MONTH_KEYS.slice(0, 9).map((key, index) => [key, index + 1]));

const noticesOf = (userId: string, type?: NotificationType) =>
  withPlatform(t.database.db, (tx) =>
    tx
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), type ? eq(notifications.type, type) : undefined))
      .orderBy(asc(notifications.createdAt)),
  );

const outboxTo = (email: string) =>
  withPlatform(t.database.db, (tx) =>
    tx
      .select({ subject: mailOutbox.subject, text: mailOutbox.textBody, headers: mailOutbox.headers })
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, email.toLowerCase()))
      .orderBy(asc(mailOutbox.createdAt)),
  );

const prefer = (userId: string, type: NotificationType, channel: NotificationChannel) =>
  withPlatform(t.database.db, (tx) =>
    tx
      .insert(notificationPreferences)
      .values({ organizationId: org.orgId, userId, type, channel })
      .onConflictDoUpdate({
        target: [notificationPreferences.userId, notificationPreferences.type],
        set: { channel },
      }),
  );

const rename = (userId: string, firstName: string, lastName: string) =>
  withPlatform(t.database.db, (tx) =>
    tx.update(users).set({ firstName, lastName }).where(eq(users.id, userId)),
  );

const patch = (cookie: string, id: string, actualResults: Record<string, number>) =>
  callApi(t, "PATCH", `/api/kpi-assignments/${id}`, cookie, { year: 2026, actualResults });

beforeAll(async () => {
  t = await createTestApp();
  org = await buildReportingOrg(t);
  const { tickets, audits, visits } = org.assignments;
  await enterActuals(t, org, tickets.id, 2026, UP_TO_SEPTEMBER);
  await enterActuals(t, org, visits.id, 2026, UP_TO_SEPTEMBER);
  await enterActuals(t, org, audits.id, 2026, { q1: 1, q2: 2, q3: 3 });
  await rename(org.admin.id, "Ada", "Admin");
  await rename(org.owner.id, "Olivia", "Owner");
  await rename(org.other.id, "Oscar", "Other");
  await rename(org.departmentHead.id, "Dana", "Desk");
  await rename(org.divisionHead.id, "Dave", "Division");
}, 180_000);
afterAll(() => t.close());

describe("submissions (NOTIFY-33, NOTIFY-34)", () => {
  let submissionId: string;

  it("tells those who may approve a waiting submission, never its submitter, once per submission", async () => {
    const on = await callApi(t, "PUT", "/api/organization-settings", org.admin.cookie, {
      dataCollectionWorkflow: { requiresApproval: true, autoAssign: true },
    });
    expect(on.statusCode).toBe(200);
    const res = await patch(org.owner.cookie, org.assignments.tickets.id, { december: 12 });
    expect(res.statusCode).toBe(202);
    submissionId = res.json().submissionId;
    for (const head of [org.departmentHead, org.divisionHead, org.admin]) {
      const [notice, ...more] = await noticesOf(head.id, "approval_requested");
      expect(more).toEqual([]);
      expect(notice).toMatchObject({
        link: "/approvals",
        title: "Value to approve: Tickets closed",
        subject: { submissionId, kpiAssignmentId: org.assignments.tickets.id, year: 2026 },
        emailedAt: null,
      });
      expect(notice!.body).toContain(
        "Olivia Owner submitted a value for Tickets closed (Service Desk), December 2026",
      );
    }
    expect(await noticesOf(org.owner.id)).toEqual([]);
    // Someone outside the chain (the owner of another function's KPI) is not told.
    expect(await noticesOf(org.other.id, "approval_requested")).toEqual([]);
    // A merge into the same submission raises nothing new (APPROVAL-3).
    expect((await patch(org.owner.cookie, org.assignments.tickets.id, { december: 13 })).statusCode).toBe(
      202,
    );
    expect(await noticesOf(org.departmentHead.id, "approval_requested")).toHaveLength(1);
  });

  it("tells the submitter the approval at once by mail with List-Unsubscribe, and clears the requests", async () => {
    const res = await callApi(
      t,
      "POST",
      `/api/submissions/${submissionId}/approve`,
      org.departmentHead.cookie,
    );
    expect(res.statusCode).toBe(200);
    const [decided, ...more] = await noticesOf(org.owner.id, "submission_decided");
    expect(more).toEqual([]);
    expect(decided).toMatchObject({
      title: "Approved: Tickets closed",
      link: `/kpi-results?kpi=${org.assignments.tickets.id}&year=2026&period=december`,
    });
    expect(decided!.emailedAt).not.toBeNull();
    const mail = (await outboxTo(org.owner.email)).filter(
      (m) => m.subject === "Your value was approved: Tickets closed",
    );
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toContain("Dana Desk approved the value you submitted for Tickets closed");
    expect(mail[0]!.headers?.["List-Unsubscribe"]).toMatch(
      /^<http:\/\/meridian\.test\/api\/notifications\/unsubscribe\?token=/,
    );
    expect(mail[0]!.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    // The decider is not told of their own decision; the "to approve" notifications are cleared.
    expect(await noticesOf(org.departmentHead.id, "submission_decided")).toEqual([]);
    for (const head of [org.departmentHead, org.divisionHead, org.admin]) {
      const [request] = await noticesOf(head.id, "approval_requested");
      expect(request!.clearedAt).not.toBeNull();
    }
  });

  it("tells the submitter a rejection with its reason", async () => {
    const res = await patch(org.owner.cookie, org.assignments.tickets.id, { november: 4 });
    expect(res.statusCode).toBe(202);
    const rejected = await callApi(
      t,
      "POST",
      `/api/submissions/${res.json().submissionId}/reject`,
      org.divisionHead.cookie,
      {
        reason: "Looks too low",
      },
    );
    expect(rejected.statusCode).toBe(200);
    const decided = (await noticesOf(org.owner.id, "submission_decided")).at(-1)!;
    expect(decided.title).toBe("Rejected: Tickets closed");
    expect(decided.body).toContain("Reason: Looks too low");
    expect((await outboxTo(org.owner.email)).some((m) => /rejected: Tickets closed/i.test(m.subject))).toBe(
      true,
    );
    await callApi(t, "PUT", "/api/organization-settings", org.admin.cookie, {
      dataCollectionWorkflow: { requiresApproval: false, autoAssign: true },
    });
  });
});

describe("change requests (NOTIFY-35)", () => {
  let requestId: string;
  // NOTIFY-41: the request's "to approve" items in a person's Needs your attention.
  const turnsWaiting = async (cookie: string) =>
    (
      (await callApi(t, "GET", "/api/notifications/attention", cookie)).json().items as {
        type: string;
        subject: { requestId?: string };
      }[]
    ).filter((item) => item.type === "request_turn" && item.subject.requestId === requestId);

  it("tells the head whose turn it is, not the requester", async () => {
    const res = await callApi(t, "POST", "/api/requests", org.owner.cookie, {
      type: "target_change",
      title: "Lower the October target",
      changes: { kpiAssignmentId: org.assignments.tickets.id, year: 2026, targets: { october: 5 } },
    });
    expect(res.statusCode).toBe(201);
    requestId = res.json().id;
    const [turn, ...more] = await noticesOf(org.departmentHead.id, "request_turn");
    expect(more).toEqual([]);
    expect(turn).toMatchObject({ link: `/requests/${requestId}`, subject: { requestId } });
    expect(turn!.emailedAt).not.toBeNull();
    expect(await noticesOf(org.divisionHead.id, "request_turn")).toEqual([]);
    expect(await noticesOf(org.owner.id, "request_turn")).toEqual([]);
    const mail = (await outboxTo(org.departmentHead.email)).find((m) =>
      m.subject.startsWith("Change request to approve"),
    );
    expect(mail?.text).toContain(`http://meridian.test/requests/${requestId}`);
    expect(mail?.headers?.["List-Unsubscribe"]).toBeTruthy();
  });

  it("tells the requester an approval at one level, and the next head their turn", async () => {
    const res = await callApi(t, "PATCH", `/api/requests/${requestId}`, org.departmentHead.cookie, {
      status: "Completed",
    });
    expect(res.statusCode).toBe(200);
    const [changed] = await noticesOf(org.owner.id, "request_changed");
    expect(changed!.title).toBe("Your change request was approved at one level: Lower the October target");
    expect(changed!.link).toBe(`/requests/${requestId}`);
    expect(await noticesOf(org.divisionHead.id, "request_turn")).toHaveLength(1);
    expect(await noticesOf(org.departmentHead.id, "request_changed")).toEqual([]);
  });

  it("a level's approval takes that head's request out of Needs your attention at once (NOTIFY-41)", async () => {
    expect(await turnsWaiting(org.departmentHead.cookie)).toEqual([]);
    expect(await turnsWaiting(org.divisionHead.cookie)).toHaveLength(1);
  });

  it("tells the requester a move", async () => {
    const res = await callApi(t, "PATCH", `/api/requests/${requestId}`, org.admin.cookie, { status: "New" });
    expect(res.statusCode).toBe(200);
    const changed = await noticesOf(org.owner.id, "request_changed");
    expect(changed).toHaveLength(2);
    expect(changed[1]!.body).toContain(
      'Ada Admin moved your change request "Lower the October target" to New.',
    );
  });

  it("an applied request leaves every head's Needs your attention at once (NOTIFY-41)", async () => {
    // A move decides nothing: the division head is still asked.
    expect(await turnsWaiting(org.divisionHead.cookie)).toHaveLength(1);
    // The administrator approves the division's level, then the CEO's (their own), which applies it.
    const approve = () =>
      callApi(t, "PATCH", `/api/requests/${requestId}`, org.admin.cookie, { status: "Completed" });
    expect((await approve()).json().state).toBe("in_review");
    const applied = await approve();
    expect(applied.statusCode).toBe(200);
    expect(applied.json().state).toBe("applied");
    expect(await turnsWaiting(org.divisionHead.cookie)).toEqual([]);
    expect(await turnsWaiting(org.departmentHead.cookie)).toEqual([]);
    const [turn] = await noticesOf(org.divisionHead.id, "request_turn");
    expect(turn!.clearedAt).not.toBeNull();
  });
});

describe("mentions (NOTIFY-15, NOTIFY-36)", () => {
  const save = (analysis: string) =>
    callApi(t, "PUT", `/api/kpi-assignments/${org.assignments.tickets.id}/commentary`, org.owner.cookie, {
      year: 2026,
      period: "september",
      analysis,
      recommendations: "",
    });

  it("tells the person named once, not the author and not an unknown name", async () => {
    const res = await save("Volumes fell, see @dana desk and @Olivia Owner; @Nobody Here knows.");
    expect(res.statusCode).toBe(200);
    const [mention, ...more] = await noticesOf(org.departmentHead.id, "mention");
    expect(more).toEqual([]);
    expect(mention).toMatchObject({
      title: "Olivia Owner mentioned you: Tickets closed",
      link: `/kpi-results?kpi=${org.assignments.tickets.id}&year=2026&period=september&commentary=1`,
    });
    expect(mention!.body.split("\n")).toEqual([
      "Olivia Owner mentioned you in the commentary of Tickets closed, September 2026.",
      "Volumes fell, see @dana desk and @Olivia Owner; @Nobody Here knows.",
    ]);
    expect(await noticesOf(org.owner.id, "mention")).toEqual([]);
    expect((await outboxTo(org.departmentHead.email)).some((m) => m.subject.includes("mentioned you"))).toBe(
      true,
    );
  });

  it("an edit keeping a mention tells no one again; a new mention is told", async () => {
    expect((await save("Volumes fell, see @Dana Desk. Also @Dave Division.")).statusCode).toBe(200);
    expect(await noticesOf(org.departmentHead.id, "mention")).toHaveLength(1);
    expect(await noticesOf(org.divisionHead.id, "mention")).toHaveLength(1);
  });

  it("honours the preferences: off tells nothing, in the app mails nothing", async () => {
    await prefer(org.departmentHead.id, "mention", "off");
    await prefer(org.other.id, "mention", "in_app");
    const mailsBefore = (await outboxTo(org.other.email)).length;
    expect((await save("Next steps with @Oscar Other")).statusCode).toBe(200);
    expect((await save("Next steps with @Oscar Other; thanks @Dana Desk")).statusCode).toBe(200);
    expect(await noticesOf(org.departmentHead.id, "mention")).toHaveLength(1);
    const [told] = await noticesOf(org.other.id, "mention");
    expect(told!.emailedAt).toBeNull();
    expect(await outboxTo(org.other.email)).toHaveLength(mailsBefore);
  });

  it("shortens a long commentary to about 300 characters", async () => {
    const long = `@Dave Division ${"word ".repeat(200)}`;
    expect((await save(long)).statusCode).toBe(200);
    const last = (await noticesOf(org.divisionHead.id, "mention")).at(-1)!;
    const line = last.body.split("\n")[1]!;
    expect(line.length).toBeLessThanOrEqual(301);
    expect(line.endsWith("…")).toBe(true);
  });
});

describe("the daily mail (NOTIFY-37..NOTIFY-40, CYCLE-27)", () => {
  const insertNotice = (userId: string, title: string, read = false) =>
    withPlatform(t.database.db, (tx) =>
      tx
        .insert(notifications)
        .values({
          organizationId: org.orgId,
          userId,
          type: "kpi_status",
          title,
          body: `${title} explained.\nSecond line.`,
          link: "/kpi-results",
          readAt: read ? new Date() : null,
        })
        .returning({ id: notifications.id }),
    );

  async function runOn(day: string) {
    // The mail of the tests above is sent first, so that only this run's mail is looked at.
    await t.mailWorker.drain();
    const before = t.mail.messages.length;
    await runReminders(serviceDeps(t), new Date(`${day}T07:00:00Z`));
    await t.mailWorker.drain();
    return t.mail.messages.slice(before);
  }
  const to = (mails: Awaited<ReturnType<typeof runOn>>, email: string) =>
    mails.filter((m) => m.to.includes(email.toLowerCase()));

  it("sends ONE mail holding the due reminder and the digest notification, not the read one", async () => {
    const [waiting] = await insertNotice(org.owner.id, "Tickets closed is Below Target");
    const [read] = await insertNotice(org.owner.id, "Audit findings is At Risk", true);
    await prefer(org.other.id, "update_due", "in_app");
    const mails = await runOn("2026-11-07");
    const owners = to(mails, org.owner.email);
    expect(owners).toHaveLength(1);
    expect(owners[0]!.subject).toBe("Meridian: 1 result to report");
    expect(owners[0]!.text).toContain("Tickets closed (Service Desk), October 2026: due 2026-11-10");
    expect(owners[0]!.text).toContain("Also for you (1):");
    expect(owners[0]!.text).toContain(
      "• Tickets closed is Below Target — Tickets closed is Below Target explained.",
    );
    expect(owners[0]!.text).not.toContain("Second line");
    expect(owners[0]!.text).not.toContain("Audit findings is At Risk");
    expect(owners[0]!.text).toContain("Unsubscribe: http://meridian.test/unsubscribe?token=");
    const [outbox] = (await outboxTo(org.owner.email)).filter(
      (m) => m.subject === "Meridian: 1 result to report",
    );
    expect(outbox!.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const notices = await noticesOf(org.owner.id);
    expect(notices.find((n) => n.id === waiting!.id)!.digestedAt).not.toBeNull();
    expect(notices.find((n) => n.id === read!.id)!.digestedAt).toBeNull();
    const [due, ...moreDue] = notices.filter((n) => n.type === "update_due");
    expect(moreDue).toEqual([]);
    expect(due).toMatchObject({ title: "Update due: Tickets closed", link: "/my-updates" });
    expect(due!.digestedAt).not.toBeNull();
    // In the app only: the reminder is a notification, and no mail line.
    expect(to(mails, org.other.email)).toEqual([]);
    expect(await noticesOf(org.other.id, "update_due")).toHaveLength(1);
  });

  it("sends nothing more the same day, and raises no second reminder notification", async () => {
    await insertNotice(org.owner.id, "Later the same day");
    expect(to(await runOn("2026-11-07"), org.owner.email)).toEqual([]);
    expect(await noticesOf(org.owner.id, "update_due")).toHaveLength(1);
    expect(await noticesOf(org.other.id, "update_due")).toHaveLength(1);
  });

  it("the next day mails only what is new; a person with only notifications gets the mail too", async () => {
    await insertNotice(org.divisionHead.id, "Visits is Below Target");
    // A type mailed at once by default, moved to the digest, waits for the day's mail.
    await prefer(org.divisionHead.id, "mention", "digest");
    const commentary = (analysis: string) =>
      callApi(t, "PUT", `/api/kpi-assignments/${org.assignments.tickets.id}/commentary`, org.owner.cookie, {
        year: 2026,
        period: "august",
        analysis,
        recommendations: "",
      });
    expect((await commentary("Ask @Dave Division")).statusCode).toBe(200);
    expect((await noticesOf(org.divisionHead.id, "mention")).at(-1)!.emailedAt).toBeNull();
    const mails = await runOn("2026-11-08");
    const owners = to(mails, org.owner.email);
    expect(owners).toHaveLength(1);
    expect(owners[0]!.subject).toBe("Meridian: 1 notification for you");
    expect(owners[0]!.text).toContain("• Later the same day");
    expect(owners[0]!.text).not.toContain("Tickets closed (Service Desk), October 2026");
    expect(owners[0]!.text).not.toContain("Tickets closed is Below Target");
    expect(owners[0]!.text).toContain("http://meridian.test/notifications");
    const division = to(mails, org.divisionHead.email);
    expect(division).toHaveLength(1);
    expect(division[0]!.text).toContain("Visits is Below Target");
    expect(division[0]!.text).toContain("Olivia Owner mentioned you: Tickets closed");
    expect(division[0]!.subject).toBe("Meridian: 2 notifications for you");
    expect(await runOn("2026-11-09")).toEqual([]);
  });

  it("off: neither a notification nor a mail line", async () => {
    await prefer(org.owner.id, "update_overdue", "off");
    const mails = await runOn("2026-11-11");
    expect(to(mails, org.owner.email)).toEqual([]);
    expect(await noticesOf(org.owner.id, "update_overdue")).toEqual([]);
    // Oscar takes updates due in the app, but overdue ones by the default digest.
    expect(to(mails, org.other.email)[0]!.text).toContain(
      "Visits (Operations Division), October 2026: overdue since 2026-11-10",
    );
    const rows = await withPlatform(t.database.db, (tx) =>
      tx.select().from(reminderDeliveries).where(eq(reminderDeliveries.userId, org.owner.id)),
    );
    expect(rows.map((r) => [r.day, r.items.length])).toEqual([
      ["2026-11-07", 1],
      ["2026-11-08", 0],
    ]);
  });

  it("a reminder clears itself once its stage has passed or, at once, when its value is entered (NOTIFY-41)", async () => {
    // Overdue since 11 November: the owner's "update due" is no longer asked for.
    const [due] = await noticesOf(org.owner.id, "update_due");
    expect(due!.clearedAt).not.toBeNull();
    const [overdue] = await noticesOf(org.other.id, "update_overdue");
    expect(overdue!.clearedAt).toBeNull();
    const attention = async () =>
      (await callApi(t, "GET", "/api/notifications/attention", org.other.cookie)).json().items as {
        type: string;
      }[];
    expect((await attention()).some((item) => item.type === "update_overdue")).toBe(true);
    await enterActuals(t, org, org.assignments.visits.id, 2026, { october: 10 });
    // Done leaves at once, before the reminder job runs again.
    expect((await noticesOf(org.other.id, "update_overdue"))[0]!.clearedAt).not.toBeNull();
    expect((await attention()).some((item) => item.type === "update_overdue")).toBe(false);
    await runOn("2026-11-12");
    const [entered] = await noticesOf(org.other.id, "update_overdue");
    expect(entered!.clearedAt).not.toBeNull();
    expect(await noticesOf(org.other.id, "update_overdue")).toHaveLength(1);
  });
});
