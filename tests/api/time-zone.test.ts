// The organization's time zone (SETTINGS-16..SETTINGS-19, CYCLE-36, REPORT-28): the setting and its
// validation, the sign-up default from the browser, overdue flipping at local midnight, and the digest
// sent from 07:00 on the organization's clocks, once a day however often the job runs.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MONTH_KEYS } from "../../src/domain/periods";
import { TIME_ZONE_MESSAGE } from "../../src/domain/schemas/settings";
import { reminderDeliveries, reportSchedules } from "../../src/server/db/schema";
import { withPlatform } from "../../src/server/db/tenant";
import { runReminders } from "../../src/server/features/reminders";
import { listMyUpdates } from "../../src/server/features/reporting/my-updates";
import { reportingStatus } from "../../src/server/features/reporting/status";
import { runReportSchedules } from "../../src/server/features/reports";
import { signUp, signUpVerified } from "../support/accounts";
import { callApi } from "../support/library";
import { buildReportingOrg, enterActuals, serviceDeps } from "../support/reporting-cycle";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
let org: Awaited<ReturnType<typeof buildReportingOrg>>;

beforeAll(async () => {
  t = await createTestApp();
  org = await buildReportingOrg(t);
  // Everything up to September is in: October (due 10 November) is what is owed.
  const upToSeptember = Object.fromEntries(MONTH_KEYS.slice(0, 9).map((key, index) => [key, index + 1]));
  await enterActuals(t, org, org.assignments.tickets.id, 2026, upToSeptember);
  await enterActuals(t, org, org.assignments.visits.id, 2026, upToSeptember);
  await enterActuals(t, org, org.assignments.audits.id, 2026, { q1: 1, q2: 2, q3: 3 });
});
afterAll(() => t.close());

const settingsOf = async (cookie: string) =>
  (await callApi(t, "GET", "/api/organization-settings", cookie)).json();
const setZone = async (timeZone: string) => {
  const res = await callApi(t, "PUT", "/api/organization-settings", org.admin.cookie, { timeZone });
  expect(res.statusCode, res.body).toBe(200);
};

describe("the time zone setting (SETTINGS-16)", () => {
  it("is UTC until set, and takes an IANA name, kept in its canonical case", async () => {
    expect((await settingsOf(org.admin.cookie)).timeZone).toBe("UTC");
    await setZone("Europe/Berlin");
    expect((await settingsOf(org.admin.cookie)).timeZone).toBe("Europe/Berlin");
    await setZone("america/new_york");
    expect((await settingsOf(org.admin.cookie)).timeZone).toBe("America/New_York");
    await setZone("Europe/Berlin");
  });

  it.each([["Mars/Base"], ["+01:00"], [""], ["Europe/Berlin; drop"]])(
    "refuses %j with 400 naming the field, and changes nothing",
    async (timeZone) => {
      const before = await settingsOf(org.admin.cookie);
      const res = await callApi(t, "PUT", "/api/organization-settings", org.admin.cookie, {
        timeZone,
        reportingDueDays: 20,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields?.timeZone).toBe(TIME_ZONE_MESSAGE);
      expect(await settingsOf(org.admin.cookie)).toEqual(before);
    },
  );

  it("is read by every member and set only by admins (ROLE-3)", async () => {
    expect((await settingsOf(org.owner.cookie)).timeZone).toBe("Europe/Berlin");
    const res = await callApi(t, "PUT", "/api/organization-settings", org.owner.cookie, {
      timeZone: "Asia/Tokyo",
    });
    expect(res.statusCode).toBe(403);
    expect((await settingsOf(org.admin.cookie)).timeZone).toBe("Europe/Berlin");
  });
});

describe("sign-up takes the browser's time zone (SETTINGS-16)", () => {
  it.each([
    ["America/Los_Angeles", "America/Los_Angeles"],
    ["Asia/Kolkata", "Asia/Kolkata"],
    ["Mars/Base", "UTC"],
    [undefined, "UTC"],
  ])("sent %j, stores %j", async (sent, stored) => {
    const admin = await signUpVerified(t, sent === undefined ? {} : { timeZone: sent });
    expect((await settingsOf(admin.cookie)).timeZone).toBe(stored);
  });

  it("still refuses a sign-up that is wrong otherwise", async () => {
    const { res } = await signUp(t, { timeZone: "Europe/Berlin", companyName: "" });
    expect(res.statusCode).toBe(400);
  });
});

// October 2026 is due on 10 November (reportingDueDays 10): overdue from 00:00 on 11 November, local.
describe("overdue flips at the organization's midnight (SETTINGS-17, CYCLE-21)", () => {
  const ownerCtx = () => ({ orgId: org.orgId, userId: org.owner.id, role: "user" as const });
  const adminCtx = () => ({ orgId: org.orgId, userId: org.admin.id, role: "admin" as const });
  const ticketsState = async (now: string) => {
    const answer = await listMyUpdates(serviceDeps(t), ownerCtx(), 2026, new Date(now));
    return answer.items.find(
      (item) => item.kpiAssignmentId === org.assignments.tickets.id && item.period === "october",
    )?.state;
  };
  const overdueInDepartment = async (now: string) => {
    const answer = await reportingStatus(
      serviceDeps(t),
      adminCtx(),
      { year: 2026, frequency: "monthly", period: "october" },
      new Date(now),
    );
    const row = answer.functions.find((f) => f.functionId === org.functions.department.id);
    return { today: answer.today, overdue: row?.overdue };
  };

  it.each([
    // [zone, instant, local day, state]
    ["Pacific/Auckland", "2026-11-10T10:59:59Z", "2026-11-10", "due"],
    ["Pacific/Auckland", "2026-11-10T11:00:00Z", "2026-11-11", "overdue"],
    ["America/Los_Angeles", "2026-11-11T07:59:59Z", "2026-11-10", "due"],
    ["America/Los_Angeles", "2026-11-11T08:00:00Z", "2026-11-11", "overdue"],
    ["UTC", "2026-11-10T23:59:59Z", "2026-11-10", "due"],
    ["UTC", "2026-11-11T00:00:00Z", "2026-11-11", "overdue"],
  ])("%s at %s (%s local) is %s", async (zone, now, today, state) => {
    await setZone(zone);
    expect(await ticketsState(now)).toBe(state);
    expect(await overdueInDepartment(now)).toEqual({ today, overdue: state === "overdue" ? 1 : 0 });
  });
});

// The reminder for October opens on 7 November (due 10 November less 3 lead days).
describe("the digest goes at 07:00 on the organization's clocks (CYCLE-36)", () => {
  const runAt = async (now: string, concurrent = 1) => {
    await t.mailWorker.drain();
    const before = t.mail.messages.length;
    await Promise.all(Array.from({ length: concurrent }, () => runReminders(serviceDeps(t), new Date(now))));
    await t.mailWorker.drain();
    return t.mail.messages.slice(before).filter((m) => m.to.includes(org.owner.email.toLowerCase()));
  };

  it("sends nothing before 07:00 in Berlin (06:00Z in November), then one digest, once", async () => {
    await setZone("Europe/Berlin");
    // 6 November 07:00 local: nothing is due to be told yet.
    expect(await runAt("2026-11-06T06:00:00Z")).toEqual([]);
    // 7 November, 06:59:59 in Berlin: before the digest's time.
    expect(await runAt("2026-11-07T05:59:59Z")).toEqual([]);
    const mails = await runAt("2026-11-07T06:00:00Z", 2);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("Tickets closed (Service Desk), October 2026: due 2026-11-10");
    // Run again the same local day, and once more late in it: nothing more.
    expect(await runAt("2026-11-07T06:00:00Z")).toEqual([]);
    expect(await runAt("2026-11-07T22:59:00Z")).toEqual([]);
    const rows = await withPlatform(t.database.db, (tx) =>
      tx.select().from(reminderDeliveries).where(eq(reminderDeliveries.userId, org.owner.id)),
    );
    expect(rows.map((row) => row.day)).toEqual(["2026-11-07"]);
  });

  it("counts the day by the organization's date: 23:30Z on 10 November is 11 November in Berlin", async () => {
    // 00:30 on 11 November in Berlin is before 07:00: nothing yet, though 10 November's run never came.
    expect(await runAt("2026-11-10T23:30:00Z")).toEqual([]);
    const mails = await runAt("2026-11-11T06:00:00Z");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("overdue since 2026-11-10");
    const rows = await withPlatform(t.database.db, (tx) =>
      tx.select().from(reminderDeliveries).where(eq(reminderDeliveries.userId, org.owner.id)),
    );
    expect(rows.map((row) => row.day).sort()).toEqual(["2026-11-07", "2026-11-11"]);
  });
});

// October's send day with 0 days after the period is 31 October; in New York (EDT) 07:00 is 11:00Z.
describe("report schedules send at 07:00 on the organization's clocks (REPORT-28)", () => {
  it("mails October's book at 11:00Z on 31 October in New York, not a second before, once", async () => {
    await setZone("America/New_York");
    const created = await callApi(t, "POST", "/api/report-schedules", org.admin.cookie, {
      name: "Monthly desk book",
      functionId: org.functions.department.id,
      cadence: "monthly",
      daysAfterPeriodEnd: 0,
      recipientUserIds: [org.admin.id],
    });
    expect(created.statusCode, created.body).toBe(201);
    // Made at 01:00Z on 20 October: still 19 October in New York, a local day REPORT-15 counts from.
    await withPlatform(t.database.db, (tx) =>
      tx
        .update(reportSchedules)
        .set({ createdAt: new Date("2026-10-20T01:00:00Z") })
        .where(eq(reportSchedules.id, created.json().id)),
    );
    const books = async (now: string) => {
      await t.mailWorker.drain();
      const before = t.mail.messages.length;
      await runReportSchedules(serviceDeps(t), new Date(now));
      await t.mailWorker.drain();
      return t.mail.messages.slice(before).filter((m) => m.subject.startsWith("Meridian briefing book"));
    };
    expect(await books("2026-10-31T10:59:59Z")).toEqual([]);
    expect(await books("2026-10-31T11:00:00Z")).toHaveLength(1);
    expect(await books("2026-10-31T23:00:00Z")).toEqual([]);
  });
});

describe("the API description (SETTINGS-16)", () => {
  it("documents timeZone on the settings and on sign-up", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths;
    const schemaOf = (path: string, method: string, part: "body" | "answer") => {
      const op = paths[path][method];
      const content = part === "body" ? op.requestBody.content : op.responses["200"].content;
      return content["application/json"].schema;
    };
    for (const schema of [
      schemaOf("/api/organization-settings", "put", "body"),
      schemaOf("/api/organization-settings", "get", "answer"),
      paths["/api/auth/signup"].post.requestBody.content["application/json"].schema,
    ]) {
      expect(schema.properties.timeZone).toMatchObject({ type: "string" });
      expect(schema.properties.timeZone.description).toMatch(/IANA|time zone/i);
    }
  });
});
