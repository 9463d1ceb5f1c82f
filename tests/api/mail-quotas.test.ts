// MAIL-20: the organization's own mail within daily quotas (lower on trial); MAIL-21: a briefing book
// carries List-Unsubscribe and its one-click POST takes the person off the schedule; REPORT-27: schedules
// capped by plan, their names without web addresses; AUTH-44: e-mail change confirmations rationed.
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { mailQuotas } from "../../src/domain/plans";
import { SCHEDULE_NAME_WEB_ADDRESS_MESSAGE } from "../../src/domain/schemas/reports";
import { EMAIL_CHANGE_COOLDOWN_MESSAGE } from "../../src/server/accounts/lifecycle";
import { mailOutbox, organizations, reportSchedules } from "../../src/server/db/schema";
import { type Actor, withPlatform } from "../../src/server/db/tenant";
import { runReportSchedules } from "../../src/server/features/reports";
import { scheduleCapMessage } from "../../src/server/features/reports/service";
import { tenantWrite } from "../../src/server/kernel";
import { notificationMail } from "../../src/server/mail/templates";
import { signUpVerified, uniqueEmail } from "../support/accounts";
import { appFixture } from "../support/api";
import { createFunction, injectSender } from "../support/cascade";
import { invitedMember } from "../support/library";
import { serviceDeps } from "../support/reporting-cycle";

const { t, call } = appFixture();
let admin: Awaited<ReturnType<typeof signUpVerified>>;
let actor: Actor;

const platform = <R>(run: Parameters<typeof withPlatform<R>>[1]) => withPlatform(t.database.db, run);

const outboxTo = (email: string) =>
  platform((tx) =>
    tx
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.organizationId, admin.user.organizationId),
          sql`lower(${mailOutbox.recipient}) = ${email.toLowerCase()}`,
        ),
      ),
  );

beforeAll(async () => {
  admin = await signUpVerified(t, { companyName: "Quota Co" });
  actor = { orgId: admin.user.organizationId, userId: admin.user.id, role: "admin", userName: "Ada" };
});

describe("MAIL-20: daily quotas on the organization's own mail", () => {
  it("queues a burst of 20 alerts to one person up to the trial's hourly quota, and the write still succeeds", async () => {
    const member = await invitedMember(t, admin.cookie);
    const quota = mailQuotas("professional", true).recipientPerHour;
    const started = Date.now();
    for (let i = 0; i < 20; i += 1) {
      await tenantWrite(serviceDeps(t), actor, (w) =>
        w.mail(
          member.email,
          notificationMail(
            { firstName: null, title: `You were mentioned ${i}`, lines: [], link: "http://x" },
            "en",
          ),
        ),
      );
    }
    const elapsed = Date.now() - started;
    // Every mail of the organization to the person counts, their invitation included.
    const all = await outboxTo(member.email);
    const queued = all.filter((row) => row.subject.includes("mentioned"));
    console.info(`MAIL-20: 20 alerts to one person in ${elapsed} ms → ${queued.length} queued`);
    expect(all).toHaveLength(quota);
    expect(queued).toHaveLength(quota - 1);
  });

  it("allows more on a paid plan after the trial", async () => {
    const paid = await signUpVerified(t, { companyName: "Paid Co" });
    await platform((tx) =>
      tx
        .update(organizations)
        .set({ trialEndsAt: null })
        .where(eq(organizations.id, paid.user.organizationId)),
    );
    const paidActor: Actor = { ...actor, orgId: paid.user.organizationId, userId: paid.user.id };
    for (let i = 0; i < 20; i += 1) {
      await tenantWrite(serviceDeps(t), paidActor, (w) =>
        w.mail(
          paid.email,
          notificationMail({ firstName: null, title: `Paid ${i}`, lines: [], link: "http://x" }, "en"),
        ),
      );
    }
    const rows = await platform((tx) =>
      tx.select().from(mailOutbox).where(eq(mailOutbox.organizationId, paid.user.organizationId)),
    );
    expect(rows.filter((row) => row.subject.startsWith("Meridian: Paid"))).toHaveLength(20);
  });
});

describe("REPORT-27, MAIL-21: report schedules", () => {
  let fnId: string;
  beforeAll(async () => {
    fnId = (await createFunction(injectSender(t, admin.cookie), "Chief Executive")).id;
  });
  const schedule = (overrides: object = {}) => ({
    name: "Board pack",
    functionId: fnId,
    cadence: "monthly",
    daysAfterPeriodEnd: 3,
    recipientUserIds: [admin.user.id],
    ...overrides,
  });

  it.each(["Visit https://evil.example now", "www.evil.test", "see evil.com"])(
    "refuses the name %j (400 on name)",
    async (name) => {
      const res = await call("POST", "/api/report-schedules", admin.cookie, schedule({ name }));
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.name).toBe(SCHEDULE_NAME_WEB_ADDRESS_MESSAGE);
    },
  );

  it("mails the book with List-Unsubscribe, whose one-click POST takes the person off the schedule", async () => {
    const created = await call("POST", "/api/report-schedules", admin.cookie, schedule());
    expect(created.statusCode, created.body).toBe(201);
    await platform((tx) =>
      tx
        .update(reportSchedules)
        .set({ createdAt: new Date("2026-10-20T10:00:00Z") })
        .where(eq(reportSchedules.id, created.json().id)),
    );
    await runReportSchedules(serviceDeps(t), new Date("2026-11-03T07:00:00Z"));
    const [mail] = (await outboxTo(admin.email)).filter((row) => row.subject.startsWith("Meridian briefing"));
    expect(mail?.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const oneClick = mail!.headers!["List-Unsubscribe"]!.replace(/^<|>$/g, "");
    const url = new URL(oneClick);
    const res = await t.app.inject({
      method: "POST",
      url: `${url.pathname}${url.search}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().schedule).toBe("Board pack");
    const [row] = await platform((tx) =>
      tx.select().from(reportSchedules).where(eq(reportSchedules.id, created.json().id)),
    );
    expect(row!.recipientUserIds).toEqual([]);
  });

  it("caps the schedules of a trial organization at 3 (422 PLAN_LIMIT)", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push(
        (await call("POST", "/api/report-schedules", admin.cookie, schedule({ name: `S${i}` }))).statusCode,
      );
    }
    expect(statuses.filter((status) => status === 201).length).toBeLessThanOrEqual(3);
    const refused = await call("POST", "/api/report-schedules", admin.cookie, schedule({ name: "One more" }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(scheduleCapMessage(3));
  });
});

describe("AUTH-44: e-mail change confirmations are rationed like invitations", () => {
  it("refuses a third change of one person's address within a minute (429), and mails only two", async () => {
    const member = await invitedMember(t, admin.cookie);
    const targets = [uniqueEmail("a"), uniqueEmail("b"), uniqueEmail("c")];
    const statuses: number[] = [];
    let last = "";
    for (const email of targets) {
      const res = await call("PUT", `/api/users/${member.id}`, admin.cookie, {
        firstName: "Mia",
        lastName: "Member",
        email,
        role: "user",
        assignedFunctionId: "",
      });
      statuses.push(res.statusCode);
      last = res.body;
    }
    expect(statuses).toEqual([200, 200, 429]);
    expect(JSON.parse(last).message).toBe(EMAIL_CHANGE_COOLDOWN_MESSAGE);
    expect(await outboxTo(targets[2]!)).toHaveLength(0);
  });
});
