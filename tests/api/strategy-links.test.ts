import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activities, strategyLinks } from "../../src/server/db/schema";
import { withPlatform } from "../../src/server/db/tenant";
import { signUpVerified } from "../support/accounts";
import { expectStatus, injectSender, type Send } from "../support/cascade";
import { invitedMemberCookie } from "../support/library";
import { scorecardRows } from "../support/scorecard-rows";
import { createTestApp, type TestApp } from "../support/test-app";

// Strategy map links (STRAT-1..STRAT-4, STRAT-17, API-15).

let t: TestApp;
let admin: Awaited<ReturnType<typeof signUpVerified>>;
let other: Awaited<ReturnType<typeof signUpVerified>>;
let send: Send;
let sendOther: Send;
let sendMember: Send;
let rows: ReturnType<typeof scorecardRows>;
let fnA: { id: string };
let fnB: { id: string };
let a1: { id: string; objectiveId: string; name: string };
let a2: { id: string; objectiveId: string; name: string };
let a3: { id: string; objectiveId: string; name: string };
let b1: { id: string; objectiveId: string; name: string };
let foreign: { id: string; objectiveId: string; name: string };

type Link = {
  id: string;
  functionId: string;
  fromObjectiveAssignmentId: string;
  toObjectiveAssignmentId: string;
  direction: string;
  strength: string;
  hypothesis: string | null;
  version: string;
  createdAt: string;
  updatedAt: string;
};

const linkCount = async () =>
  (
    await withPlatform(t.database.db, (tx) =>
      tx.select().from(strategyLinks).where(eq(strategyLinks.organizationId, admin.user.organizationId)),
    )
  ).length;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpVerified(t);
  other = await signUpVerified(t, { companyName: "Other Org" });
  send = injectSender(t, admin.cookie);
  sendOther = injectSender(t, other.cookie);
  sendMember = injectSender(t, await invitedMemberCookie(t, admin.cookie, "user"));
  rows = scorecardRows(t.database.db, { orgId: admin.user.organizationId, userId: admin.user.id });
  const otherRows = scorecardRows(t.database.db, { orgId: other.user.organizationId, userId: other.user.id });
  fnA = await rows.fn({ name: "Links A" });
  fnB = await rows.fn({ name: "Links B" });
  a1 = await rows.objective(fnA.id, { name: "Engaged people", perspective: "Learning_Growth" });
  a2 = await rows.objective(fnA.id, { name: "Faster delivery", perspective: "Internal_Process" });
  a3 = await rows.objective(fnA.id, { name: "Loyal customers", perspective: "Customer" });
  b1 = await rows.objective(fnB.id, { name: "Elsewhere" });
  const otherFn = await otherRows.fn({ name: "Theirs" });
  foreign = await otherRows.objective(otherFn.id, { name: "Not yours" });
});
afterAll(() => t.close());

describe("POST /api/strategy-links (STRAT-1, STRAT-2, STRAT-3)", () => {
  it("creates a link with the defaults direct and moderate, and records it (STRAT-17)", async () => {
    const link = await expectStatus<Link>(send, 201, "POST", "/api/strategy-links", {
      fromObjectiveAssignmentId: a1.id,
      toObjectiveAssignmentId: a2.id,
    });
    expect(link).toMatchObject({
      functionId: fnA.id,
      fromObjectiveAssignmentId: a1.id,
      toObjectiveAssignmentId: a2.id,
      direction: "direct",
      strength: "moderate",
      hypothesis: null,
    });
    expect(link.version).toBe(link.updatedAt);
    const logged = await withPlatform(t.database.db, (tx) =>
      tx
        .select()
        .from(activities)
        .where(and(eq(activities.entityId, link.id), eq(activities.entityType, "strategy_link"))),
    );
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      action: "created",
      category: "assignments",
      entityName: "Engaged people → Faster delivery",
    });
  });

  it("keeps direction, strength and a trimmed multi-line hypothesis", async () => {
    const link = await expectStatus<Link>(send, 201, "POST", "/api/strategy-links", {
      fromObjectiveAssignmentId: a2.id,
      toObjectiveAssignmentId: a3.id,
      direction: "inverse",
      strength: "strong",
      hypothesis: "  Faster delivery,\nfewer complaints.  ",
    });
    expect(link).toMatchObject({
      direction: "inverse",
      strength: "strong",
      hypothesis: "Faster delivery,\nfewer complaints.",
    });
  });

  it("lists the links of a function, and all of the organization's without functionId", async () => {
    const ofA = await expectStatus<Link[]>(send, 200, "GET", `/api/strategy-links?functionId=${fnA.id}`);
    expect(ofA.map((l) => l.fromObjectiveAssignmentId)).toEqual([a1.id, a2.id]);
    expect(await expectStatus<Link[]>(send, 200, "GET", `/api/strategy-links?functionId=${fnB.id}`)).toEqual(
      [],
    );
    expect(await expectStatus<Link[]>(send, 200, "GET", "/api/strategy-links")).toHaveLength(2);
    // TENANT-2: another organization sees none of them, and not the function.
    expect(await expectStatus<Link[]>(sendOther, 200, "GET", "/api/strategy-links")).toEqual([]);
    await expectStatus(sendOther, 404, "GET", `/api/strategy-links?functionId=${fnA.id}`);
    // A member reads.
    expect(await expectStatus<Link[]>(sendMember, 200, "GET", "/api/strategy-links")).toHaveLength(2);
  });

  it.each([
    [
      "another organization's driver → 404 naming it",
      () => ({ fromObjectiveAssignmentId: foreign.id, toObjectiveAssignmentId: a3.id }),
      404,
      "fromObjectiveAssignmentId",
    ],
    [
      "another organization's outcome → 404 naming it",
      () => ({ fromObjectiveAssignmentId: a3.id, toObjectiveAssignmentId: foreign.id }),
      404,
      "toObjectiveAssignmentId",
    ],
    [
      "an unknown driver → 404",
      () => ({ fromObjectiveAssignmentId: crypto.randomUUID(), toObjectiveAssignmentId: a3.id }),
      404,
      "fromObjectiveAssignmentId",
    ],
    [
      "ends in different functions → 400",
      () => ({ fromObjectiveAssignmentId: a1.id, toObjectiveAssignmentId: b1.id }),
      400,
      "toObjectiveAssignmentId",
    ],
    [
      "a self-link → 400",
      () => ({ fromObjectiveAssignmentId: a1.id, toObjectiveAssignmentId: a1.id }),
      400,
      "toObjectiveAssignmentId",
    ],
    [
      "the same ordered pair twice → 409",
      () => ({ fromObjectiveAssignmentId: a1.id, toObjectiveAssignmentId: a2.id, strength: "weak" }),
      409,
      null,
    ],
    [
      "a hypothesis of 501 characters → 400",
      () => ({
        fromObjectiveAssignmentId: a3.id,
        toObjectiveAssignmentId: a1.id,
        hypothesis: "x".repeat(501),
      }),
      400,
      "hypothesis",
    ],
    [
      "an unknown direction → 400",
      () => ({ fromObjectiveAssignmentId: a3.id, toObjectiveAssignmentId: a1.id, direction: "sideways" }),
      400,
      "direction",
    ],
    [
      "an unknown strength → 400",
      () => ({ fromObjectiveAssignmentId: a3.id, toObjectiveAssignmentId: a1.id, strength: "huge" }),
      400,
      "strength",
    ],
    [
      "a driver that is not a UUID → 400",
      () => ({ fromObjectiveAssignmentId: "nope", toObjectiveAssignmentId: a1.id }),
      400,
      "fromObjectiveAssignmentId",
    ],
    [
      "a hypothesis with a control character → 400",
      () => ({ fromObjectiveAssignmentId: a3.id, toObjectiveAssignmentId: a1.id, hypothesis: "bad\u0000" }),
      400,
      "hypothesis",
    ],
  ] as const)("%s, nothing written", async (_name, body, status, field) => {
    const before = await linkCount();
    const reply = await send("POST", "/api/strategy-links", body());
    expect(reply.status, JSON.stringify(reply.body)).toBe(status);
    const answer = reply.body as { message: string; code: string; fields?: Record<string, string> };
    expect(answer.message).toEqual(expect.any(String));
    if (field) expect(Object.keys(answer.fields ?? {})).toContain(field);
    expect(await linkCount()).toBe(before);
  });

  it("a hypothesis of exactly 500 characters is accepted; the reverse pair is another link", async () => {
    const link = await expectStatus<Link>(send, 201, "POST", "/api/strategy-links", {
      fromObjectiveAssignmentId: a2.id,
      toObjectiveAssignmentId: a1.id,
      hypothesis: "y".repeat(500),
    });
    expect(link.hypothesis).toHaveLength(500);
    await expectStatus(send, 200, "DELETE", `/api/strategy-links/${link.id}`);
  });

  it("a member (role user) may not write links", async () => {
    const before = await linkCount();
    await expectStatus(sendMember, 403, "POST", "/api/strategy-links", {
      fromObjectiveAssignmentId: a3.id,
      toObjectiveAssignmentId: a1.id,
    });
    const [link] = await expectStatus<Link[]>(send, 200, "GET", `/api/strategy-links?functionId=${fnA.id}`);
    await expectStatus(sendMember, 403, "PATCH", `/api/strategy-links/${link!.id}`, { strength: "weak" });
    await expectStatus(sendMember, 403, "DELETE", `/api/strategy-links/${link!.id}`);
    await expectStatus(sendMember, 403, "PUT", "/api/strategy-map/positions", {
      functionId: fnA.id,
      positions: [{ objectiveAssignmentId: a1.id, x: 1, y: 2 }],
    });
    expect(await linkCount()).toBe(before);
    const [after] = await expectStatus<Link[]>(send, 200, "GET", `/api/strategy-links?functionId=${fnA.id}`);
    expect(after).toEqual(link);
  });
});

describe("PATCH and DELETE /api/strategy-links/{id} (API-15, VERSION-1)", () => {
  it("edits direction, strength and hypothesis; null clears the hypothesis; a stale version is 409", async () => {
    const link = await expectStatus<Link>(send, 201, "POST", "/api/strategy-links", {
      fromObjectiveAssignmentId: a3.id,
      toObjectiveAssignmentId: a1.id,
      hypothesis: "Loyal customers fund training",
    });
    const edited = await expectStatus<Link>(send, 200, "PATCH", `/api/strategy-links/${link.id}`, {
      direction: "inverse",
      strength: "weak",
      version: link.version,
    });
    expect(edited).toMatchObject({
      direction: "inverse",
      strength: "weak",
      hypothesis: "Loyal customers fund training",
    });
    const cleared = await expectStatus<Link>(send, 200, "PATCH", `/api/strategy-links/${link.id}`, {
      hypothesis: null,
    });
    expect(cleared.hypothesis).toBeNull();
    await expectStatus(send, 409, "PATCH", `/api/strategy-links/${link.id}`, {
      strength: "strong",
      version: link.version,
    });
    await expectStatus(send, 400, "PATCH", `/api/strategy-links/${link.id}`, { strength: "huge" });
    await expectStatus(send, 400, "PATCH", `/api/strategy-links/${link.id}`, { hypothesis: "z".repeat(501) });
    // TENANT-2: another organization's admin cannot see it to edit or delete it.
    await expectStatus(sendOther, 404, "PATCH", `/api/strategy-links/${link.id}`, { strength: "strong" });
    await expectStatus(sendOther, 404, "DELETE", `/api/strategy-links/${link.id}`);
    const [still] = (await expectStatus<Link[]>(send, 200, "GET", "/api/strategy-links")).filter(
      (l) => l.id === link.id,
    );
    expect(still).toMatchObject({ direction: "inverse", strength: "weak", hypothesis: null });

    const deleted = await expectStatus<{ message: string }>(
      send,
      200,
      "DELETE",
      `/api/strategy-links/${link.id}`,
    );
    expect(deleted.message).toMatch(/deleted/i);
    await expectStatus(send, 404, "DELETE", `/api/strategy-links/${link.id}`);
    const actions = await withPlatform(t.database.db, (tx) =>
      tx.select({ action: activities.action }).from(activities).where(eq(activities.entityId, link.id)),
    );
    expect(actions.map((a) => a.action).sort()).toEqual(["created", "deleted", "updated", "updated"]);
  });
});

describe("removing an objective assignment (STRAT-4)", () => {
  it("ending it from a year keeps its links; that year's map no longer draws them", async () => {
    const fn = await rows.fn({ name: "Ending" });
    const p = await rows.objective(fn.id, { name: "P" });
    const q = await rows.objective(fn.id, { name: "Q" });
    const link = await expectStatus<Link>(send, 201, "POST", "/api/strategy-links", {
      fromObjectiveAssignmentId: p.id,
      toObjectiveAssignmentId: q.id,
    });
    await expectStatus(send, 200, "DELETE", `/api/objective-assignments/${q.id}?endFromYear=2026`);
    const kept = await expectStatus<Link[]>(send, 200, "GET", `/api/strategy-links?functionId=${fn.id}`);
    expect(kept.map((l) => l.id)).toEqual([link.id]);
    const mapOf = (year: number) =>
      expectStatus<{ nodes: unknown[]; edges: { id: string }[] }>(
        send,
        200,
        "GET",
        `/api/strategy-map?functionId=${fn.id}&year=${year}`,
      );
    const ended = await mapOf(2026);
    expect([ended.nodes.length, ended.edges]).toEqual([1, []]);
    const before = await mapOf(2025);
    expect(before.edges.map((e) => e.id)).toEqual([link.id]);
  });

  it("the removal preview counts its links, and deleting it removes them", async () => {
    const fn = await rows.fn({ name: "Cascade" });
    const x = await rows.objective(fn.id, { name: "X" });
    const y = await rows.objective(fn.id, { name: "Y" });
    const z = await rows.objective(fn.id, { name: "Z" });
    await expectStatus(send, 201, "POST", "/api/strategy-links", {
      fromObjectiveAssignmentId: x.id,
      toObjectiveAssignmentId: y.id,
    });
    await expectStatus(send, 201, "POST", "/api/strategy-links", {
      fromObjectiveAssignmentId: z.id,
      toObjectiveAssignmentId: x.id,
    });
    await expectStatus(send, 201, "POST", "/api/strategy-links", {
      fromObjectiveAssignmentId: y.id,
      toObjectiveAssignmentId: z.id,
    });
    await expectStatus(send, 200, "PUT", "/api/strategy-map/positions", {
      functionId: fn.id,
      positions: [{ objectiveAssignmentId: x.id, x: 10, y: 20 }],
    });
    const preview = await expectStatus<{ strategyLinks: number }>(
      send,
      200,
      "GET",
      `/api/objective-assignments/${x.id}/removal`,
    );
    expect(preview.strategyLinks).toBe(2);
    await expectStatus(send, 200, "DELETE", `/api/objective-assignments/${x.id}`);
    const left = await expectStatus<Link[]>(send, 200, "GET", `/api/strategy-links?functionId=${fn.id}`);
    expect(left.map((l) => [l.fromObjectiveAssignmentId, l.toObjectiveAssignmentId])).toEqual([[y.id, z.id]]);
    const map = await expectStatus<{ nodes: { objectiveAssignmentId: string }[] }>(
      send,
      200,
      "GET",
      `/api/strategy-map?functionId=${fn.id}&year=2026`,
    );
    expect(map.nodes.map((n) => n.objectiveAssignmentId)).toEqual([y.id, z.id]);
  });
});
