import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activities, idempotencyKeys, kpiMeasurements, themes } from "../../src/server/db/schema";
import { withPlatform } from "../../src/server/db/tenant";
import {
  ABANDONED_AFTER_SECONDS,
  IN_PROGRESS_MESSAGE,
  KEY_FORMAT_MESSAGE,
  REUSED_MESSAGE,
} from "../../src/server/plugins/idempotency";
import { clientAddress, JSON_HEADERS, signUpVerified } from "../support/accounts";
import {
  assignKpi,
  assignObjective,
  buildFunctionChain,
  expectStatus,
  injectSender,
  insertKpis,
  insertObjectives,
  type Send,
} from "../support/cascade";
import { createTestApp, type TestApp } from "../support/test-app";

// VERSION-1: concurrency. Parallel creates, concurrent PATCHes of different periods, a stale
// version (VERSION-1), and double-submitted creates carrying one Idempotency-Key.

let t: TestApp;
let admin: Awaited<ReturnType<typeof signUpVerified>>;
let other: Awaited<ReturnType<typeof signUpVerified>>;
let send: Send;
const THIS_YEAR = new Date().getFullYear();
let unique = 0;
const uniqueName = (prefix: string) => `${prefix} ${Date.now().toString(36)}-${++unique}`;

const platform = <T>(fn: Parameters<typeof withPlatform<T>>[1]) => withPlatform(t.database.db, fn);

function post(url: string, payload: object, headers: Record<string, string> = {}, cookie = admin.cookie) {
  return t.app.inject({
    method: "POST",
    url,
    headers: { ...JSON_HEADERS, cookie, ...headers },
    remoteAddress: clientAddress(),
    payload,
  });
}

const themesNamed = (prefix: string) =>
  platform((tx) =>
    tx
      .select()
      .from(themes)
      .where(and(eq(themes.organizationId, admin.user.organizationId), like(themes.name, `${prefix}%`))),
  );

const keyRows = (key: string) =>
  platform((tx) => tx.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key)));

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpVerified(t);
  other = await signUpVerified(t, { companyName: "Other Org" });
  send = injectSender(t, admin.cookie);
});
afterAll(() => t.close());

describe("parallel creates", () => {
  it("creates all 20 themes sent at once, each with its activity row", async () => {
    const prefix = uniqueName("Parallel");
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) => post("/api/themes", { name: `${prefix} #${i}` })),
    );
    expect(replies.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const ids = new Set(replies.map((r) => r.json().id));
    expect(ids.size).toBe(20);
    const rows = await themesNamed(prefix);
    expect(rows).toHaveLength(20);
    const logged = await platform((tx) =>
      tx
        .select()
        .from(activities)
        .where(and(eq(activities.entityType, "theme"), like(activities.entityName, `${prefix}%`))),
    );
    expect(logged).toHaveLength(20);
    expect(new Set(logged.map((a) => a.entityId))).toEqual(ids);
  });
});

describe("KPI assignment writes at once", () => {
  let url: string;
  let assignmentId: string;

  beforeAll(async () => {
    const chain = await buildFunctionChain(send);
    const ctx = { orgId: admin.user.organizationId, userId: admin.user.id };
    const [objective] = await insertObjectives(t.database.db, ctx, [{ name: "Grow revenue" }]);
    const [kpi] = await insertKpis(t.database.db, ctx, [{ name: "Orders shipped", frequency: "monthly" }]);
    const assigned = await assignObjective(send, {
      objectiveId: objective!.id,
      organizationFunctionId: chain.ceo.id,
      weight: 100,
    });
    const created = await assignKpi(send, {
      kpiId: kpi!.id,
      objectiveAssignmentId: assigned.id,
      weight: 50,
      targets: { january: 10, february: 10 },
      period: String(THIS_YEAR),
    });
    assignmentId = created.id;
    url = `/api/kpi-assignments/${assignmentId}`;
  });

  it("keeps both values when January and February are PATCHed at the same moment", async () => {
    const [january, february] = await Promise.all([
      send("PATCH", url, { actualResults: { january: 5 }, period: String(THIS_YEAR) }),
      send("PATCH", url, { actualResults: { february: 7 }, period: String(THIS_YEAR) }),
    ]);
    expect([january.status, february.status]).toEqual([200, 200]);
    const list = (await send("GET", `/api/kpi-assignments?year=${THIS_YEAR}`)).body as {
      id: string;
      actualResults: Record<string, number | null>;
      targets: Record<string, number | null>;
    }[];
    const now = list.find((a) => a.id === assignmentId)!;
    expect(now.actualResults).toMatchObject({ january: 5, february: 7 });
    expect(now.targets).toMatchObject({ january: 10, february: 10 });
    const actuals = await platform((tx) =>
      tx
        .select()
        .from(kpiMeasurements)
        .where(and(eq(kpiMeasurements.kpiAssignmentId, assignmentId), eq(kpiMeasurements.year, THIS_YEAR))),
    );
    expect(Object.fromEntries(actuals.map((m) => [m.periodKey, Number(m.actual)]))).toMatchObject({
      january: 5,
      february: 7,
    });
  });

  it("refuses a weight edit based on a stale version with 409 and changes nothing", async () => {
    const before = (await send("GET", `/api/kpi-assignments?year=${THIS_YEAR}`)).body as {
      id: string;
      version: string;
      weight: number;
    }[];
    const seen = before.find((a) => a.id === assignmentId)!;
    // Two editors start from the same version; the first one saves.
    await expectStatus(send, 200, "PATCH", url, { weight: 60, version: seen.version });
    const stale = await send("PATCH", url, { weight: 20, version: seen.version });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      message: "This item was changed by someone else. Reload it and try again.",
    });
    const after = (await send("GET", `/api/kpi-assignments?year=${THIS_YEAR}`)).body as typeof before;
    expect(after.find((a) => a.id === assignmentId)).toMatchObject({ weight: 60 });
  });

  it("lets exactly one of two edits from the same version win", async () => {
    const theme = await expectStatus(send, 201, "POST", "/api/themes", { name: uniqueName("Race") });
    const version = (theme as unknown as { updatedAt: string }).updatedAt;
    const replies = await Promise.all([
      send("PATCH", `/api/themes/${theme.id}`, { name: "Winner A", version }),
      send("PATCH", `/api/themes/${theme.id}`, { name: "Winner B", version }),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = replies.find((r) => r.status === 200)!.body as { name: string };
    const [row] = await platform((tx) => tx.select().from(themes).where(eq(themes.id, theme.id)));
    expect(row!.name).toBe(winner.name);
  });
});

describe("Idempotency-Key on POST", () => {
  it("makes one row from two identical creates sent at once with one key", async () => {
    const name = uniqueName("Twice");
    const key = `twice-${Date.now()}`;
    const replies = await Promise.all([
      post("/api/themes", { name }, { "idempotency-key": key }),
      post("/api/themes", { name }, { "idempotency-key": key }),
    ]);
    const statuses = replies.map((r) => r.statusCode);
    expect(statuses).toContain(201);
    // The second is either told the first is still running, or given the first one's answer.
    for (const reply of replies.filter((r) => r.statusCode !== 201)) {
      expect(reply.statusCode).toBe(409);
      expect(reply.json()).toMatchObject({ message: IN_PROGRESS_MESSAGE, code: "IDEMPOTENCY_IN_PROGRESS" });
    }
    expect(new Set(replies.filter((r) => r.statusCode === 201).map((r) => r.json().id)).size).toBe(1);
    expect(await themesNamed(name)).toHaveLength(1);
  });

  it("replays the first answer to a repeat sent after it, with the same id and a replay header", async () => {
    const name = uniqueName("Repeat");
    const key = `repeat-${Date.now()}`;
    const first = await post("/api/themes", { name }, { "idempotency-key": key });
    expect(first.statusCode).toBe(201);
    expect(first.headers["idempotent-replayed"]).toBeUndefined();
    const again = await post("/api/themes", { name }, { "idempotency-key": key });
    expect(again.statusCode).toBe(201);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.json()).toEqual(first.json());
    expect(await themesNamed(name)).toHaveLength(1);
    const logged = await platform((tx) =>
      tx.select().from(activities).where(eq(activities.entityId, first.json().id)),
    );
    expect(logged).toHaveLength(1);
  });

  it("answers 422 when a key is reused for another path, and writes nothing", async () => {
    const key = `reused-${Date.now()}`;
    expect(
      (await post("/api/themes", { name: uniqueName("Reused") }, { "idempotency-key": key })).statusCode,
    ).toBe(201);
    const kpiName = uniqueName("Reused KPI");
    const res = await post("/api/kpis", { name: kpiName, unit: "%" }, { "idempotency-key": key });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message: REUSED_MESSAGE, code: "IDEMPOTENCY_KEY_REUSED" });
    const kpis = (await send("GET", "/api/kpis")).body as { name: string }[];
    expect(kpis.some((k) => k.name === kpiName)).toBe(false);
  });

  it("answers 422, not 409, when a key still in progress is sent to another path", async () => {
    const key = `in-progress-elsewhere-${Date.now()}`;
    await platform((tx) =>
      tx.insert(idempotencyKeys).values({
        userId: admin.user.id,
        key,
        organizationId: admin.user.organizationId,
        method: "POST",
        path: "/api/kpis",
      }),
    );
    const res = await post("/api/themes", { name: uniqueName("Elsewhere") }, { "idempotency-key": key });
    expect(res.statusCode).toBe(422);
  });

  it("releases the key after a refused request, so the corrected retry succeeds", async () => {
    const key = `retry-${Date.now()}`;
    // The other organization has no functions yet: a parent that does not exist is refused by the
    // service, after the key was reserved.
    const refused = await post(
      "/api/functions",
      { name: "Chief Executive", description: "", parentId: "00000000-0000-4000-8000-000000000000" },
      { "idempotency-key": key },
      other.cookie,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: "Parent function not found" });
    expect(await keyRows(key)).toHaveLength(0);
    const ok = await post(
      "/api/functions",
      { name: "Chief Executive", description: "", parentId: null },
      { "idempotency-key": key },
      other.cookie,
    );
    expect(ok.statusCode).toBe(201);
    expect(ok.headers["idempotent-replayed"]).toBeUndefined();
    expect(ok.json()).toMatchObject({ level: "ceo" });
  });

  it("keeps keys per user: the same key from two users makes two rows", async () => {
    const key = `shared-${Date.now()}`;
    const name = uniqueName("Per user");
    const mine = await post("/api/themes", { name }, { "idempotency-key": key });
    const theirs = await post("/api/themes", { name }, { "idempotency-key": key }, other.cookie);
    expect([mine.statusCode, theirs.statusCode]).toEqual([201, 201]);
    expect(theirs.headers["idempotent-replayed"]).toBeUndefined();
    expect(mine.json().id).not.toBe(theirs.json().id);
    expect(await keyRows(key)).toHaveLength(2);
  });

  it.each([
    ["empty", ""],
    ["too long", "k".repeat(201)],
    ["with spaces", "two words"],
  ])("refuses a key that is %s with 400 and creates nothing", async (_label, key) => {
    const name = uniqueName("Bad key");
    const res = await post("/api/themes", { name }, { "idempotency-key": key });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: KEY_FORMAT_MESSAGE });
    expect(await themesNamed(name)).toHaveLength(0);
  });

  it("accepts a key of 200 characters", async () => {
    const res = await post(
      "/api/themes",
      { name: uniqueName("Long key") },
      { "idempotency-key": "k".repeat(200) },
    );
    expect(res.statusCode).toBe(201);
  });

  it("ignores the key on a request by nobody signed in and on GET", async () => {
    const anonymous = await t.app.inject({
      method: "POST",
      url: "/api/themes",
      headers: { ...JSON_HEADERS, "idempotency-key": "anonymous" },
      payload: { name: "x" },
    });
    expect(anonymous.statusCode).toBe(401);
    const read = await t.app.inject({
      method: "GET",
      url: "/api/themes",
      headers: { cookie: admin.cookie, "idempotency-key": "" },
    });
    expect(read.statusCode).toBe(200);
  });

  it("takes over a reservation abandoned by a process that died mid-request", async () => {
    const key = `abandoned-${Date.now()}`;
    const name = uniqueName("Abandoned");
    await platform((tx) =>
      tx.insert(idempotencyKeys).values({
        userId: admin.user.id,
        key,
        organizationId: admin.user.organizationId,
        method: "POST",
        path: "/api/themes",
      }),
    );
    const waiting = await post("/api/themes", { name }, { "idempotency-key": key });
    expect(waiting.statusCode).toBe(409);
    await platform((tx) =>
      tx
        .update(idempotencyKeys)
        .set({ createdAt: new Date(Date.now() - (ABANDONED_AFTER_SECONDS + 5) * 1000) })
        .where(eq(idempotencyKeys.key, key)),
    );
    const retried = await post("/api/themes", { name }, { "idempotency-key": key });
    expect(retried.statusCode).toBe(201);
    expect(await themesNamed(name)).toHaveLength(1);
  });

  it("treats a key older than 24 hours as new", async () => {
    const key = `old-${Date.now()}`;
    const first = await post("/api/themes", { name: uniqueName("Old") }, { "idempotency-key": key });
    await platform((tx) =>
      tx
        .update(idempotencyKeys)
        .set({ createdAt: new Date(Date.now() - 25 * 3600 * 1000) })
        .where(eq(idempotencyKeys.key, key)),
    );
    const second = await post("/api/themes", { name: uniqueName("Old") }, { "idempotency-key": key });
    expect(second.statusCode).toBe(201);
    expect(second.headers["idempotent-replayed"]).toBeUndefined();
    expect(second.json().id).not.toBe(first.json().id);
  });
});
