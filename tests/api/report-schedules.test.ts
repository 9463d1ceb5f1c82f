// Report schedules (REPORT-11..REPORT-18, API-32, MAIL-13..MAIL-15): administrators list,
// create and delete them; bad input answers 400 naming the field; the job mails each recipient the briefing
// book of the period just ended, once per schedule and period, even when two runs race.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ReportSchedule } from "../../src/domain/schemas/reports";
import { mailAttachments, mailOutbox, reportDeliveries, reportSchedules } from "../../src/server/db/schema";
import { withPlatform } from "../../src/server/db/tenant";
import { runReportSchedules } from "../../src/server/features/reports";
import { signUpVerified } from "../support/accounts";
import { createFunction, expectStatus, injectSender, type Send } from "../support/cascade";
import { callApi, invitedMemberCookie } from "../support/library";
import { readPdf } from "../support/pdf";
import { serviceDeps } from "../support/reporting-cycle";
import { createTestApp, type TestApp } from "../support/test-app";

type Err = { message: string; code: string; fields?: Record<string, string> };

let t: TestApp;
let admin: Awaited<ReturnType<typeof signUpVerified>>;
let send: Send;
let sendMember: Send;
let sendOther: Send;
let fnId: string;
let member: { id: string; email: string };
let otherUserId: string;
let otherFunctionId: string;

const body = (overrides: Record<string, unknown> = {}) => ({
  name: "Monthly board pack",
  functionId: fnId,
  cadence: "monthly",
  daysAfterPeriodEnd: 3,
  recipientUserIds: [admin.user.id, member.id],
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpVerified(t, { companyName: "Schedulers Inc" });
  const other = await signUpVerified(t, { companyName: "Other Org" });
  send = injectSender(t, admin.cookie);
  sendOther = injectSender(t, other.cookie);
  otherUserId = other.user.id;
  const memberCookie = await invitedMemberCookie(t, admin.cookie);
  sendMember = injectSender(t, memberCookie);
  const me = (await callApi(t, "GET", "/api/auth/user", memberCookie)).json();
  member = { id: me.id, email: me.email };
  fnId = (await createFunction(send, "Chief Executive")).id;
  otherFunctionId = (await createFunction(sendOther, "Their CEO")).id;
}, 120_000);
afterAll(() => t.close());

describe("report schedules CRUD (REPORT-11..REPORT-13, REPORT-18, API-32)", () => {
  let created: ReportSchedule;

  it("creates a schedule (201) and lists it, with its function and recipients named", async () => {
    created = await expectStatus<ReportSchedule>(send, 201, "POST", "/api/report-schedules", body());
    expect(created).toMatchObject({
      name: "Monthly board pack",
      functionId: fnId,
      functionName: "Chief Executive",
      cadence: "monthly",
      daysAfterPeriodEnd: 3,
      lastDelivery: null,
    });
    expect(created.recipients.map((r) => r.id).sort()).toEqual([admin.user.id, member.id].sort());
    const list = await expectStatus<ReportSchedule[]>(send, 200, "GET", "/api/report-schedules");
    expect(list.map((s) => s.id)).toEqual([created.id]);
    // ACTIVITY-1: the log keeps it.
    const log = await expectStatus<{ entityName: string }[]>(send, 200, "GET", "/api/activities");
    expect(log.some((a) => a.entityName === "Report schedule Monthly board pack")).toBe(true);
  });

  it("is for administrators only: a member may neither read nor write (403)", async () => {
    expect((await sendMember("GET", "/api/report-schedules")).status).toBe(403);
    expect((await sendMember("POST", "/api/report-schedules", body())).status).toBe(403);
    expect((await sendMember("DELETE", `/api/report-schedules/${created.id}`)).status).toBe(403);
  });

  it("does not show another organization's schedules, nor delete them (404)", async () => {
    expect(await expectStatus(sendOther, 200, "GET", "/api/report-schedules")).toEqual([]);
    const res = await sendOther("DELETE", `/api/report-schedules/${created.id}`);
    expect(res.status).toBe(404);
    expect((res.body as Err).message).toBe("Report schedule not found");
  });

  it.each([
    ["name", { name: "   " }],
    ["name", { name: "x".repeat(121) }],
    ["functionId", { functionId: "nope" }],
    ["cadence", { cadence: "weekly" }],
    ["daysAfterPeriodEnd", { daysAfterPeriodEnd: 61 }],
    ["daysAfterPeriodEnd", { daysAfterPeriodEnd: -1 }],
    ["daysAfterPeriodEnd", { daysAfterPeriodEnd: 2.5 }],
    ["recipientUserIds", { recipientUserIds: [] }],
    ["recipientUserIds", { recipientUserIds: ["not-a-uuid"] }],
  ])("refuses a bad %s (400 naming it) and makes nothing", async (field, overrides) => {
    const res = await send("POST", "/api/report-schedules", body(overrides));
    expect(res.status).toBe(400);
    // A list's item is named with its index ('recipientUserIds.0').
    const named = Object.keys((res.body as Err).fields ?? {}).map((key) => key.split(".")[0]);
    expect(named).toContain(field);
  });

  it("says 'Choose a function' when no function is chosen (REPORT-26)", async () => {
    const res = await send("POST", "/api/report-schedules", body({ functionId: "" }));
    expect(res.status).toBe(400);
    expect((res.body as Err).fields).toEqual({ functionId: "Choose a function" });
  });

  it("refuses 51 recipients", async () => {
    const ids = Array.from(
      { length: 51 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
    );
    const res = await send("POST", "/api/report-schedules", body({ recipientUserIds: ids }));
    expect(res.status).toBe(400);
    expect((res.body as Err).fields).toHaveProperty("recipientUserIds");
  });

  it("refuses another organization's function or user (400 naming the field, TENANT-4)", async () => {
    const fn = await send("POST", "/api/report-schedules", body({ functionId: otherFunctionId }));
    expect(fn.status).toBe(400);
    expect((fn.body as Err).fields).toEqual({ functionId: "Function not found in your organization" });
    const user = await send("POST", "/api/report-schedules", body({ recipientUserIds: [otherUserId] }));
    expect(user.status).toBe(400);
    expect((user.body as Err).fields).toEqual({
      recipientUserIds: "Every recipient must be a user of your organization",
    });
    const list = await expectStatus<ReportSchedule[]>(send, 200, "GET", "/api/report-schedules");
    expect(list).toHaveLength(1);
  });

  it("deletes a schedule", async () => {
    const extra = await expectStatus<ReportSchedule>(
      send,
      201,
      "POST",
      "/api/report-schedules",
      body({ name: "Spare" }),
    );
    const res = await expectStatus<{ message: string }>(
      send,
      200,
      "DELETE",
      `/api/report-schedules/${extra.id}`,
    );
    expect(res.message).toBe("Report schedule Spare deleted");
    expect((await send("DELETE", `/api/report-schedules/${extra.id}`)).status).toBe(404);
  });
});

describe("the schedule job (REPORT-14..REPORT-17, MAIL-13..MAIL-15)", () => {
  let schedule: ReportSchedule;

  beforeAll(async () => {
    const list = await expectStatus<ReportSchedule[]>(send, 200, "GET", "/api/report-schedules");
    schedule = list[0]!;
    // A schedule made on 20 October 2026 (REPORT-15: periods whose send day came before are not mailed).
    await withPlatform(t.database.db, (tx) =>
      tx
        .update(reportSchedules)
        .set({ createdAt: new Date("2026-10-20T10:00:00Z") })
        .where(eq(reportSchedules.id, schedule.id)),
    );
  });

  /** Runs the job `concurrent` times at once on a day; answers the briefing mails that run sent. */
  async function runOn(day: string, concurrent = 1) {
    const before = t.mail.messages.length;
    await Promise.all(
      Array.from({ length: concurrent }, () =>
        runReportSchedules(serviceDeps(t), new Date(`${day}T07:00:00Z`)),
      ),
    );
    await t.mailWorker.drain();
    return t.mail.messages.slice(before).filter((m) => m.subject.startsWith("Meridian briefing book"));
  }

  it("lists a schedule not yet mailed with its first send, the day the job first mails (REPORT-26)", async () => {
    const [listed] = await expectStatus<ReportSchedule[]>(send, 200, "GET", "/api/report-schedules");
    // Made 20 October: September's send day (3 October) came before it, so October goes on 3 November.
    expect(listed!.lastDelivery).toBeNull();
    expect(listed!.firstSend).toEqual({
      year: 2026,
      period: "october",
      label: "October 2026",
      sendDay: "2026-11-03",
    });
  });

  it("sends nothing before the period's end plus its days (October + 3 days = 3 November)", async () => {
    expect(await runOn("2026-11-02")).toEqual([]);
  });

  it("mails each recipient once with the PDF attached, even when two runs race", async () => {
    const mails = await runOn("2026-11-03", 2);
    expect(mails).toHaveLength(2);
    expect(mails.flatMap((m) => m.to).sort()).toEqual(
      [admin.user.email, member.email].map((e) => e.toLowerCase()).sort(),
    );
    for (const mail of mails) {
      expect(mail.subject).toBe("Meridian briefing book: October 2026");
      expect(mail.text).toContain("report schedule 'Monthly board pack'");
      expect(mail.attachments).toHaveLength(1);
      const [file] = mail.attachments;
      expect(file!.filename).toBe("briefing-chief-executive-october-2026.pdf");
      expect(file!.contentType).toBe("application/pdf");
      expect(file!.content.subarray(0, 5).toString()).toBe("%PDF-");
      const pdf = await readPdf(file!.content);
      expect(pdf.text).toContain("Schedulers Inc");
      expect(pdf.text).toContain("Chief Executive");
      expect(pdf.text).toContain("October 2026");
    }
    const rows = await withPlatform(t.database.db, async (tx) => ({
      deliveries: await tx
        .select()
        .from(reportDeliveries)
        .where(eq(reportDeliveries.scheduleId, schedule.id)),
      files: await tx
        .select({ id: mailAttachments.id })
        .from(mailAttachments)
        .innerJoin(mailOutbox, eq(mailOutbox.id, mailAttachments.mailId))
        .where(eq(mailAttachments.organizationId, admin.user.organizationId)),
    }));
    expect(rows.deliveries).toMatchObject([{ year: 2026, period: "october", recipients: 2 }]);
    expect(rows.files).toHaveLength(2);
  });

  it("sends nothing more for that period, and shows the last delivery", async () => {
    expect(await runOn("2026-11-03")).toEqual([]);
    expect(await runOn("2026-11-30", 2)).toEqual([]);
    const [listed] = await expectStatus<ReportSchedule[]>(send, 200, "GET", "/api/report-schedules");
    expect(listed!.lastDelivery).toMatchObject({ year: 2026, period: "october", label: "October 2026" });
    expect(listed!.firstSend).toBeNull();
  });

  it("mails the next period when its day comes", async () => {
    const mails = await runOn("2026-12-05", 2);
    expect(mails.map((m) => m.subject)).toEqual([
      "Meridian briefing book: November 2026",
      "Meridian briefing book: November 2026",
    ]);
  });
});
