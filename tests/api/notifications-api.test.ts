// The notifications API (API-33..API-36, NOTIFY-16..NOTIFY-21) and the dispatcher it lists (NOTIFY-2,
// NOTIFY-4, NOTIFY-7, NOTIFY-10, NOTIFY-14): notifications are raised through notify() in a real write
// transaction, as the event sources raise them, and read back through the routes as a member.
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NOTIFICATION_TYPES, type NotificationAction } from "../../src/domain/notifications";
import { activities, mailOutbox, mailUnsubscribes, notifications } from "../../src/server/db/schema";
import { type Actor, withPlatform } from "../../src/server/db/tenant";
import { hashToken } from "../../src/server/features/auth/secrets";
import {
  clearCondition,
  type NotificationEvent,
  notify,
  unsubscribeLinks,
} from "../../src/server/features/notifications";
import { tenantWrite } from "../../src/server/kernel";
import type { ServiceDeps } from "../../src/server/services";
import { clientAddress, JSON_HEADERS, signUpVerified } from "../support/accounts";
import { assignKpi, assignObjective, createFunction, injectSender } from "../support/cascade";
import { callApi, createKpi, createObjective, invitedMemberCookie } from "../support/library";
import { createTestApp, type TestApp } from "../support/test-app";

type Person = { id: string; email: string; cookie: string; actor: Actor };
type Org = { admin: Person; kpiAssignmentId: string; objectiveAssignmentId: string };

let t: TestApp;
let deps: ServiceDeps;
let home: Org;
let other: Org;

async function buildOrg(companyName: string): Promise<Org> {
  const signedUp = await signUpVerified(t, { companyName });
  const admin: Person = {
    id: signedUp.user.id,
    email: signedUp.email,
    cookie: signedUp.cookie,
    actor: { orgId: signedUp.user.organizationId, userId: signedUp.user.id, role: "admin", userName: "Ada" },
  };
  const send = injectSender(t, admin.cookie);
  const ceo = await createFunction(send, `${companyName} CEO`);
  const objective = await createObjective(t, admin.cookie);
  const kpi = await createKpi(t, admin.cookie, { frequency: "quarterly" });
  const objectiveAssignment = await assignObjective(send, {
    objectiveId: objective.id,
    organizationFunctionId: ceo.id,
    weight: 100,
  });
  const kpiAssignment = await assignKpi(send, {
    kpiId: kpi.id,
    objectiveAssignmentId: objectiveAssignment.id,
    weight: 100,
  });
  return { admin, kpiAssignmentId: kpiAssignment.id, objectiveAssignmentId: objectiveAssignment.id };
}

/** A new member (role user) of the organization: their own notifications start empty. */
async function newMember(org: Org): Promise<Person> {
  const cookie = await invitedMemberCookie(t, org.admin.cookie, "user");
  const me = await callApi(t, "GET", "/api/auth/user", cookie);
  const user = me.json() as { id: string; email: string };
  return {
    id: user.id,
    email: user.email,
    cookie,
    actor: { orgId: org.admin.actor.orgId, userId: user.id, role: "user", userName: "Mia Member" },
  };
}

/** Raises an event as `actor` in a real write transaction, as an event source does. */
const raise = (actor: Actor, recipients: string[], event: NotificationEvent) =>
  tenantWrite(deps, actor, (w) => notify(w, deps, recipients, event));

const event = (overrides: Partial<NotificationEvent> = {}): NotificationEvent => ({
  type: "kpi_status",
  title: "Revenue entered Below Target",
  lines: ["Q1 2026: actual 80 against a target of 100.", "Score 80%: Below Target."],
  link: "/kpi-results?kpi=x&year=2026&period=q1",
  ...overrides,
});

const addCommentary: NotificationAction = {
  kind: "add_commentary",
  label: "Add commentary",
  href: "/kpi-results?kpi=x&year=2026&period=q1&commentary=1",
};

const get = (person: Person, url: string) => callApi(t, "GET", url, person.cookie);
const post = (person: Person, url: string, body?: object) => callApi(t, "POST", url, person.cookie, body);

/** The notification mail queued for this address, newest first (the invitation left out). */
async function outboxFor(email: string) {
  const rows = await withPlatform(t.database.db, (tx) =>
    tx.select().from(mailOutbox).where(eq(mailOutbox.recipient, email)).orderBy(desc(mailOutbox.createdAt)),
  );
  return rows.filter((row) => !/invited/i.test(row.subject));
}

async function channels(person: Person): Promise<Record<string, string>> {
  const res = await get(person, "/api/notification-preferences");
  expect(res.statusCode).toBe(200);
  return Object.fromEntries(
    (res.json().preferences as { type: string; channel: string }[]).map((p) => [p.type, p.channel]),
  );
}

const putPreferences = (person: Person, preferences: unknown) =>
  callApi(t, "PUT", "/api/notification-preferences", person.cookie, { preferences });

beforeAll(async () => {
  t = await createTestApp();
  deps = { db: t.database.db, config: t.config, kickMail: () => t.mailWorker.kick() };
  home = await buildOrg("Home Notifications");
  other = await buildOrg("Other Notifications");
}, 120_000);
afterAll(() => t.close());

describe("GET /api/notifications (API-33)", () => {
  it("lists the caller's own, newest first, paged, with the unread count; lines split; cleared left out", async () => {
    const member = await newMember(home);
    for (const title of ["First", "Second", "Third"])
      await raise(home.admin.actor, [member.id], event({ title }));
    await raise(home.admin.actor, [member.id], event({ title: "Cleared", conditionKey: "test:cleared" }));
    await tenantWrite(deps, home.admin.actor, ({ tx }) =>
      clearCondition(tx, home.admin.actor.orgId, "test:cleared"),
    );

    const page1 = await get(member, "/api/notifications?page=1&pageSize=2");
    expect(page1.statusCode).toBe(200);
    const body = page1.json();
    expect(body).toMatchObject({ total: 3, unreadCount: 3, page: 1, pageSize: 2 });
    expect(body.items.map((i: { title: string }) => i.title)).toEqual(["Third", "Second"]);
    expect(body.items[0]).toMatchObject({
      type: "kpi_status",
      lines: ["Q1 2026: actual 80 against a target of 100.", "Score 80%: Below Target."],
      link: "/kpi-results?kpi=x&year=2026&period=q1",
      actions: [],
      subject: {},
      readAt: null,
    });
    expect(Date.parse(body.items[0].createdAt)).not.toBeNaN();
    const page2 = (await get(member, "/api/notifications?page=2&pageSize=2")).json();
    expect(page2.items.map((i: { title: string }) => i.title)).toEqual(["First"]);

    // The defaults: page 1 of 20.
    expect((await get(member, "/api/notifications")).json()).toMatchObject({
      total: 3,
      page: 1,
      pageSize: 20,
    });

    await post(member, `/api/notifications/${body.items[1].id}/read`);
    const unread = (await get(member, "/api/notifications?unread=true")).json();
    expect(unread.items.map((i: { title: string }) => i.title)).toEqual(["Third", "First"]);
    expect(unread).toMatchObject({ total: 2, unreadCount: 2 });
    const all = (await get(member, "/api/notifications?unread=false")).json();
    expect(all).toMatchObject({ total: 3, unreadCount: 2 });

    // Nobody else sees them.
    expect((await get(home.admin, "/api/notifications")).json().items).not.toContainEqual(
      expect.objectContaining({ title: "Third" }),
    );
  });

  it("refuses bad paging and filter values with 400", async () => {
    const member = await newMember(home);
    for (const query of ["pageSize=0", "pageSize=101", "pageSize=abc", "page=0", "page=1.5", "unread=yes"]) {
      const res = await get(member, `/api/notifications?${query}`);
      expect(res.statusCode, query).toBe(400);
    }
    expect((await get(member, "/api/notifications?pageSize=100")).statusCode).toBe(200);
  });
});

describe("marking read (API-33, NOTIFY-18)", () => {
  it("marks one read (again: the same time), then all; writes no activity row (NOTIFY-16)", async () => {
    const member = await newMember(home);
    const told = await raise(home.admin.actor, [member.id], event({ title: "One" }));
    expect(told).toEqual([member.id]);
    await raise(home.admin.actor, [member.id], event({ title: "Two" }));
    await raise(home.admin.actor, [member.id], event({ title: "Three" }));
    const [newest] = (await get(member, "/api/notifications")).json().items;
    const activityBefore = await countActivities(home.admin.actor.orgId);

    const first = await post(member, `/api/notifications/${newest.id}/read`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ id: newest.id, readAt: expect.any(String) });
    const again = await post(member, `/api/notifications/${newest.id}/read`);
    expect(again.json()).toEqual(first.json());
    expect((await get(member, "/api/notifications")).json().unreadCount).toBe(2);

    const all = await post(member, "/api/notifications/read-all");
    expect(all.statusCode).toBe(200);
    expect(all.json()).toEqual({ updated: 2 });
    expect((await post(member, "/api/notifications/read-all")).json()).toEqual({ updated: 0 });
    const listed = (await get(member, "/api/notifications")).json();
    expect(listed.unreadCount).toBe(0);
    expect(listed.items.every((i: { readAt: string | null }) => i.readAt !== null)).toBe(true);
    expect(await countActivities(home.admin.actor.orgId)).toBe(activityBefore);
  });

  it("answers 404 for another person's or organization's notification, 400 for a bad id", async () => {
    const member = await newMember(home);
    // The member tells the admin: the admin's notification is not the member's to read.
    await raise(member.actor, [home.admin.id], event({ title: "For the admin" }));
    const adminsOwn = (await get(home.admin, "/api/notifications")).json().items[0];
    expect(adminsOwn.title).toBe("For the admin");
    const stranger = await post(member, `/api/notifications/${adminsOwn.id}/read`);
    expect(stranger.statusCode).toBe(404);
    expect((await post(other.admin, `/api/notifications/${adminsOwn.id}/read`)).statusCode).toBe(404);
    expect((await get(home.admin, "/api/notifications")).json().items[0].readAt).toBeNull();
    // Read-all of another person leaves it alone too.
    await post(member, "/api/notifications/read-all");
    expect((await get(home.admin, "/api/notifications")).json().items[0].readAt).toBeNull();
    expect((await post(member, "/api/notifications/not-a-uuid/read")).statusCode).toBe(400);
  });
});

async function countActivities(orgId: string): Promise<number> {
  const rows = await withPlatform(t.database.db, (tx) =>
    tx.select({ id: activities.id }).from(activities).where(eq(activities.organizationId, orgId)),
  );
  return rows.length;
}

describe("GET /api/notifications/attention (NOTIFY-17)", () => {
  it("lists the unread ones that ask for action, newest first, at most 10", async () => {
    const member = await newMember(home);
    const asked = (title: string, overrides: Partial<NotificationEvent>) =>
      raise(home.admin.actor, [member.id], event({ title, ...overrides }));
    await asked("Entered", { actions: [addCommentary] });
    await asked("Recovered", { title: "Recovered", actions: [] });
    await asked("Mention", { type: "mention" });
    await asked("Due", { type: "update_due" });
    await asked("Request", { type: "request_changed" });

    const first = await get(member, "/api/notifications/attention");
    expect(first.statusCode).toBe(200);
    expect(first.json().items.map((i: { title: string }) => i.title)).toEqual(["Due", "Entered"]);
    await post(member, `/api/notifications/${first.json().items[0].id}/read`);
    const after = (await get(member, "/api/notifications/attention")).json();
    expect(after.items.map((i: { title: string }) => i.title)).toEqual(["Entered"]);

    for (let n = 1; n <= 12; n++) await asked(`Approve ${n}`, { type: "approval_requested" });
    const full = (await get(member, "/api/notifications/attention")).json();
    expect(full.items).toHaveLength(10);
    expect(full.items[0].title).toBe("Approve 12");
    expect(full.items[9].title).toBe("Approve 3");
  });
});

describe("notification preferences (API-34, NOTIFY-19)", () => {
  it("answers every type in order with its default; a save changes only what it names", async () => {
    const member = await newMember(home);
    const res = await get(member, "/api/notification-preferences");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.channels).toEqual(["in_app", "email", "digest", "off"]);
    expect(body.preferences.map((p: { type: string }) => p.type)).toEqual([...NOTIFICATION_TYPES]);
    for (const p of body.preferences) expect(p.channel).toBe(p.defaultChannel);
    expect(body.preferences[0]).toEqual({
      type: "kpi_status",
      label: "KPI status changes",
      description: expect.any(String),
      channel: "digest",
      defaultChannel: "digest",
    });

    const saved = await putPreferences(member, [
      { type: "kpi_status", channel: "off" },
      { type: "mention", channel: "in_app" },
    ]);
    expect(saved.statusCode).toBe(200);
    const changed = Object.fromEntries(
      (saved.json().preferences as { type: string; channel: string }[]).map((p) => [p.type, p.channel]),
    );
    expect(changed).toMatchObject({ kpi_status: "off", mention: "in_app", update_due: "digest" });
    expect(await channels(member)).toEqual(changed);
    // Someone else's stay theirs.
    expect((await channels(home.admin)).kpi_status).toBe("digest");
  });

  it("refuses an unknown type or channel, an empty list or a type twice with 400, saving nothing", async () => {
    const member = await newMember(home);
    const before = await channels(member);
    for (const preferences of [
      [
        { type: "kpi_status", channel: "off" },
        { type: "weather", channel: "email" },
      ],
      [
        { type: "kpi_status", channel: "off" },
        { type: "mention", channel: "pigeon" },
      ],
      [],
      [
        { type: "kpi_status", channel: "off" },
        { type: "kpi_status", channel: "email" },
      ],
    ]) {
      const res = await putPreferences(member, preferences);
      expect(res.statusCode, JSON.stringify(preferences)).toBe(400);
    }
    expect((await callApi(t, "PUT", "/api/notification-preferences", member.cookie, {})).statusCode).toBe(
      400,
    );
    expect(await channels(member)).toEqual(before);
  });
});

describe("notify() (NOTIFY-2, NOTIFY-4, NOTIFY-7, NOTIFY-10, NOTIFY-14)", () => {
  it("honours each person's channel: off raises nothing, e-mail mails with the unsubscribe link, digest and in_app do not mail", async () => {
    const member = await newMember(home);
    const listed = async () => (await get(member, "/api/notifications")).json().total as number;

    await putPreferences(member, [{ type: "kpi_status", channel: "off" }]);
    expect(await raise(home.admin.actor, [member.id], event())).toEqual([]);
    expect(await listed()).toBe(0);

    await putPreferences(member, [{ type: "kpi_status", channel: "digest" }]);
    expect(await raise(home.admin.actor, [member.id], event({ title: "Digest" }))).toEqual([member.id]);
    await putPreferences(member, [{ type: "kpi_status", channel: "in_app" }]);
    expect(await raise(home.admin.actor, [member.id], event({ title: "In app" }))).toEqual([member.id]);
    expect(await listed()).toBe(2);
    expect(await outboxFor(member.email)).toEqual([]);

    await putPreferences(member, [{ type: "kpi_status", channel: "email" }]);
    expect(await raise(home.admin.actor, [member.id], event({ title: "Mailed" }))).toEqual([member.id]);
    expect(await listed()).toBe(3);
    const [mail] = await outboxFor(member.email);
    expect(mail).toBeDefined();
    const oneClick = mail!.headers?.["List-Unsubscribe"];
    expect(oneClick).toMatch(/^<http:\/\/meridian\.test\/api\/notifications\/unsubscribe\?token=[\w-]+>$/);
    expect(mail!.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const page = /http:\/\/meridian\.test\/unsubscribe\?token=[\w-]+/;
    expect(mail!.textBody).toMatch(page);
    expect(mail!.htmlBody).toMatch(page);
    expect(mail!.textBody).toContain("Q1 2026: actual 80 against a target of 100.");
    const [row] = await withPlatform(t.database.db, (tx) =>
      tx
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, member.id), eq(notifications.title, "Mailed"))),
    );
    expect(row?.emailedAt).toBeInstanceOf(Date);
    // The worker sends it.
    await t.mailWorker.drain();
    const sent = await t.mail.waitFor(
      member.email,
      (m) => m.subject.includes("Mailed") || m.text.includes("Mailed"),
    );
    expect(sent.text).toMatch(page);
  });

  it("never tells the person who acted", async () => {
    const member = await newMember(home);
    const told = await raise(
      member.actor,
      [member.id, home.admin.id],
      event({ title: "Acted by the member" }),
    );
    expect(told).toEqual([home.admin.id]);
    expect((await get(member, "/api/notifications")).json().total).toBe(0);
    expect((await get(home.admin, "/api/notifications")).json().items[0].title).toBe("Acted by the member");
  });

  it("raises a condition once while it is open, and again after clearCondition", async () => {
    const member = await newMember(home);
    const condition = event({
      type: "red_without_initiative",
      title: "Red, no initiative",
      conditionKey: "red:k1",
    });
    expect(await raise(home.admin.actor, [member.id], condition)).toEqual([member.id]);
    expect(await raise(home.admin.actor, [member.id], condition)).toEqual([]);
    expect((await get(member, "/api/notifications")).json().total).toBe(1);

    await tenantWrite(deps, home.admin.actor, ({ tx }) =>
      clearCondition(tx, home.admin.actor.orgId, "red:k1"),
    );
    expect((await get(member, "/api/notifications")).json().total).toBe(0);
    expect((await get(member, "/api/notifications/attention")).json().items).toEqual([]);

    expect(await raise(home.admin.actor, [member.id], condition)).toEqual([member.id]);
    expect((await get(member, "/api/notifications")).json().total).toBe(1);
  });
});

describe("follows (API-35, NOTIFY-20)", () => {
  it("follows a KPI assignment once, lists it, unfollows idempotently", async () => {
    const member = await newMember(home);
    const created = await post(member, "/api/follows", { kpiAssignmentId: home.kpiAssignmentId });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      id: expect.any(String),
      kpiAssignmentId: home.kpiAssignmentId,
      objectiveAssignmentId: null,
      createdAt: expect.any(String),
    });
    const again = await post(member, "/api/follows", { kpiAssignmentId: home.kpiAssignmentId });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(created.json());
    const objective = await post(member, "/api/follows", {
      objectiveAssignmentId: home.objectiveAssignmentId,
    });
    expect(objective.statusCode).toBe(201);

    const list = await get(member, "/api/follows");
    expect(list.statusCode).toBe(200);
    expect(list.json().items).toEqual([created.json(), objective.json()]);
    expect((await get(home.admin, "/api/follows")).json().items).toEqual([]);

    const removed = await callApi(
      t,
      "DELETE",
      `/api/follows?kpiAssignmentId=${home.kpiAssignmentId}`,
      member.cookie,
    );
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe("");
    const twice = await callApi(
      t,
      "DELETE",
      `/api/follows?kpiAssignmentId=${home.kpiAssignmentId}`,
      member.cookie,
    );
    expect(twice.statusCode).toBe(204);
    expect((await get(member, "/api/follows")).json().items).toEqual([objective.json()]);
    const objectiveGone = await callApi(
      t,
      "DELETE",
      `/api/follows?objectiveAssignmentId=${home.objectiveAssignmentId}`,
      member.cookie,
    );
    expect(objectiveGone.statusCode).toBe(204);
    expect((await get(member, "/api/follows")).json().items).toEqual([]);
  });

  it("answers 404 for another organization's or an unknown assignment, 400 for both or neither", async () => {
    const member = await newMember(home);
    expect((await post(member, "/api/follows", { kpiAssignmentId: other.kpiAssignmentId })).statusCode).toBe(
      404,
    );
    expect(
      (await post(member, "/api/follows", { objectiveAssignmentId: other.objectiveAssignmentId })).statusCode,
    ).toBe(404);
    expect(
      (await post(member, "/api/follows", { kpiAssignmentId: "00000000-0000-4000-8000-00000000abcd" }))
        .statusCode,
    ).toBe(404);
    const both = await post(member, "/api/follows", {
      kpiAssignmentId: home.kpiAssignmentId,
      objectiveAssignmentId: home.objectiveAssignmentId,
    });
    expect(both.statusCode).toBe(400);
    expect((await post(member, "/api/follows", {})).statusCode).toBe(400);
    expect((await post(member, "/api/follows", { kpiAssignmentId: "nope" })).statusCode).toBe(400);
    expect((await callApi(t, "DELETE", "/api/follows", member.cookie)).statusCode).toBe(400);
    expect((await get(member, "/api/follows")).json().items).toEqual([]);
  });
});

describe("unsubscribe (API-36, NOTIFY-10, NOTIFY-21)", () => {
  /** A token for the person's mail of these types, as notify() and the digest make them. */
  async function tokenFor(person: Person, org: Org, types: NotificationEvent["type"][]): Promise<string> {
    const links = await tenantWrite(deps, org.admin.actor, (w) =>
      unsubscribeLinks(w, deps, person.id, types),
    );
    return new URL(links.oneClick).searchParams.get("token")!;
  }
  const anonymous = (method: "GET" | "POST", token: string, init: { payload?: string; type?: string } = {}) =>
    t.app.inject({
      method,
      url: `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`,
      headers: init.type ? { "content-type": init.type } : {},
      remoteAddress: clientAddress(),
      ...(init.payload === undefined ? {} : { payload: init.payload }),
    });

  it("describes the link without changing anything; the one-click POST moves mailed types to in the app", async () => {
    const member = await newMember(home);
    const outsider = await newMember(other);
    await putPreferences(member, [{ type: "kpi_status", channel: "off" }]);
    const token = await tokenFor(member, home, ["mention", "update_due", "kpi_status"]);
    const before = await channels(member);
    expect(before).toMatchObject({ mention: "email", update_due: "digest", kpi_status: "off" });

    const described = await anonymous("GET", token);
    expect(described.statusCode).toBe(200);
    expect(described.json()).toEqual({
      types: [
        { type: "mention", label: "Mentions" },
        { type: "update_due", label: "Updates due" },
        { type: "kpi_status", label: "KPI status changes" },
      ],
      schedule: null,
      used: false,
    });
    expect(await channels(member)).toEqual(before);

    const used = await anonymous("POST", token, {
      payload: "List-Unsubscribe=One-Click",
      type: "application/x-www-form-urlencoded",
    });
    expect(used.statusCode).toBe(200);
    expect(used.json()).toEqual({ types: described.json().types, schedule: null, used: true });
    expect(await channels(member)).toEqual({
      ...before,
      mention: "in_app",
      update_due: "in_app",
      kpi_status: "off",
    });
    expect((await anonymous("GET", token)).json().used).toBe(true);
    // Another organization's member, with the same defaults, is untouched.
    expect(await channels(outsider)).toMatchObject({ mention: "email", update_due: "digest" });
    expect((await channels(home.admin)).mention).toBe("email");
  });

  it("takes a JSON or an empty body too, and again does the same", async () => {
    const member = await newMember(home);
    const token = await tokenFor(member, home, ["submission_decided"]);
    const json = await anonymous("POST", token, { payload: "{}", type: "application/json" });
    expect(json.statusCode).toBe(200);
    expect((await channels(member)).submission_decided).toBe("in_app");
    await putPreferences(member, [{ type: "submission_decided", channel: "email" }]);
    const empty = await anonymous("POST", token);
    expect(empty.statusCode).toBe(200);
    expect((await channels(member)).submission_decided).toBe("in_app");
  });

  it("a link older than 180 days answers 404 and changes nothing (API-36)", async () => {
    const member = await newMember(home);
    const token = await tokenFor(member, home, ["mention"]);
    await withPlatform(t.database.db, (tx) =>
      tx
        .update(mailUnsubscribes)
        .set({ createdAt: new Date(Date.now() - 181 * 24 * 60 * 60 * 1000) })
        .where(eq(mailUnsubscribes.tokenHash, hashToken(token))),
    );
    const used = await anonymous("POST", token);
    expect(used.statusCode).toBe(404);
    expect(used.json().message).toMatch(/has expired/);
    expect((await channels(member)).mention).toBe("email");
  });

  it("answers 404 for an unknown token and 400 without one; the form is refused elsewhere", async () => {
    expect((await anonymous("GET", "not-a-real-token")).statusCode).toBe(404);
    const unknown = await anonymous("POST", "not-a-real-token", {
      payload: "List-Unsubscribe=One-Click",
      type: "application/x-www-form-urlencoded",
    });
    expect(unknown.statusCode).toBe(404);
    const missing = await t.app.inject({
      method: "GET",
      url: "/api/notifications/unsubscribe",
      remoteAddress: clientAddress(),
    });
    expect(missing.statusCode).toBe(400);
    const member = await newMember(home);
    const form = await t.app.inject({
      method: "POST",
      url: "/api/notifications/read-all",
      headers: { cookie: member.cookie, "content-type": "application/x-www-form-urlencoded" },
      payload: "a=b",
      remoteAddress: clientAddress(),
    });
    expect(form.statusCode).toBe(415);
    // JSON_HEADERS stay the rule for every other write.
    expect(
      (await callApi(t, "POST", "/api/notifications/read-all", member.cookie, {}, JSON_HEADERS)).statusCode,
    ).toBe(200);
  });
});

describe("the API description (API-33..API-36)", () => {
  it("documents every notifications route", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<string, Record<string, unknown>>;
    expect(Object.keys(paths["/api/notifications"] ?? {})).toContain("get");
    expect(Object.keys(paths["/api/notifications/{id}/read"] ?? {})).toContain("post");
    expect(Object.keys(paths["/api/notification-preferences"] ?? {})).toEqual(
      expect.arrayContaining(["get", "put"]),
    );
    expect(Object.keys(paths["/api/follows"] ?? {})).toEqual(
      expect.arrayContaining(["get", "post", "delete"]),
    );
    expect(Object.keys(paths["/api/notifications/unsubscribe"] ?? {})).toEqual(
      expect.arrayContaining(["get", "post"]),
    );
    expect(paths["/api/notifications/attention"]).toBeDefined();
    expect(paths["/api/notifications/read-all"]).toBeDefined();
  });
});
