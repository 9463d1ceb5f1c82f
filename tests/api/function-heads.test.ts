// Heads of functions (CYCLE-1, CYCLE-2): headUserId on POST/PUT /api/functions, headName in answers, a
// head from outside the organization refused, a deleted head cleared; headsUpTheTree and
// subtreeFunctionIds walk the tree.

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../src/server/db/schema";
import { withPlatform, withTenant } from "../../src/server/db/tenant";
import { headsUpTheTree, subtreeFunctionIds } from "../../src/server/features/functions";
import { signUpVerified } from "../support/accounts";
import { createFunction, expectStatus, injectSender, type Send } from "../support/cascade";
import { callApi, invitedMemberCookie } from "../support/library";
import { createTestApp, type TestApp } from "../support/test-app";

type Fn = { id: string; headUserId: string | null; headName: string | null; version: string };

let t: TestApp;
let admin: Awaited<ReturnType<typeof signUpVerified>>;
let other: Awaited<ReturnType<typeof signUpVerified>>;
let send: Send;
let member: { id: string; cookie: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpVerified(t);
  other = await signUpVerified(t, { companyName: "Other Org" });
  send = injectSender(t, admin.cookie);
  const cookie = await invitedMemberCookie(t, admin.cookie);
  const me = (await callApi(t, "GET", "/api/auth/user", cookie)).json();
  member = { id: me.id, cookie };
});
afterAll(() => t.close());

const ctx = () => ({ orgId: admin.user.organizationId, userId: admin.user.id, role: "admin" as const });

describe("CYCLE-1: a function's head", () => {
  it("POST takes headUserId and answers headName; GET lists both", async () => {
    const ceo = await expectStatus<Fn>(send, 201, "POST", "/api/functions", {
      name: "Head Office",
      parentId: null,
      headUserId: member.id,
    });
    expect(ceo).toMatchObject({ headUserId: member.id, headName: "Mia Member" });
    const list = await expectStatus<Fn[]>(send, 200, "GET", "/api/functions");
    expect(list.find((f) => f.id === ceo.id)).toMatchObject({
      headUserId: member.id,
      headName: "Mia Member",
    });
  });

  it("PUT sets, keeps (absent) and clears (null) the head", async () => {
    const list = await expectStatus<Fn[]>(send, 200, "GET", "/api/functions");
    const ceo = list.find((f) => f.headUserId === member.id)!;
    const division = await createFunction(send, "Sales Division", ceo.id);
    const set = await expectStatus<Fn>(send, 200, "PUT", `/api/functions/${division.id}`, {
      name: "Sales Division",
      headUserId: admin.user.id,
    });
    expect(set.headUserId).toBe(admin.user.id);
    expect(set.headName).toBeTruthy();
    const kept = await expectStatus<Fn>(send, 200, "PUT", `/api/functions/${division.id}`, {
      name: "Sales Division Renamed",
    });
    expect(kept.headUserId).toBe(admin.user.id);
    const cleared = await expectStatus<Fn>(send, 200, "PUT", `/api/functions/${division.id}`, {
      name: "Sales Division Renamed",
      headUserId: null,
    });
    expect(cleared).toMatchObject({ headUserId: null, headName: null });
  });

  it.each([
    ["another organization's user", () => other.user.id],
    ["an unknown user", () => "00000000-0000-4000-8000-000000000000"],
    ["a malformed id", () => "not-a-uuid"],
  ])("refuses %s as head with 400 naming headUserId", async (_label, headUserId) => {
    const before = await expectStatus<Fn[]>(send, 200, "GET", "/api/functions");
    const reply = await send("POST", "/api/functions", {
      name: "Refused",
      parentId: before[0]!.id,
      headUserId: headUserId(),
    });
    expect(reply.status).toBe(400);
    expect((reply.body as { fields?: Record<string, string> }).fields).toHaveProperty("headUserId");
    const after = await expectStatus<Fn[]>(send, 200, "GET", "/api/functions");
    expect(after).toHaveLength(before.length);
  });

  it("deleting the head's user clears the head (ON DELETE SET NULL)", async () => {
    const cookie = await invitedMemberCookie(t, admin.cookie);
    const leaver = (await callApi(t, "GET", "/api/auth/user", cookie)).json();
    const list = await expectStatus<Fn[]>(send, 200, "GET", "/api/functions");
    const fn = await expectStatus<Fn>(send, 201, "POST", "/api/functions", {
      name: "Short-lived head",
      parentId: list[0]!.id,
      headUserId: leaver.id,
    });
    await withPlatform(t.database.db, (tx) => tx.delete(users).where(eq(users.id, leaver.id)));
    const after = await expectStatus<Fn[]>(send, 200, "GET", "/api/functions");
    expect(after.find((f) => f.id === fn.id)).toMatchObject({ headUserId: null, headName: null });
  });

  it("a member cannot set a head (403)", async () => {
    const list = await expectStatus<Fn[]>(send, 200, "GET", "/api/functions");
    const reply = await injectSender(t, member.cookie)("PUT", `/api/functions/${list[0]!.id}`, {
      name: "Mine now",
      headUserId: member.id,
    });
    expect(reply.status).toBe(403);
  });
});

describe("CYCLE-2: heads up the tree and a head's subtree", () => {
  it("walks from a function to the root, and from a head down", async () => {
    const org = await signUpVerified(t, { companyName: "Tree Org" });
    const s = injectSender(t, org.cookie);
    const ceo = await expectStatus<Fn>(s, 201, "POST", "/api/functions", {
      name: "CEO",
      parentId: null,
      headUserId: org.user.id,
    });
    const division = await createFunction(s, "Division", ceo.id);
    const general = await expectStatus<Fn>(s, 201, "POST", "/api/functions", {
      name: "General",
      parentId: division.id,
      headUserId: org.user.id,
    });
    const department = await createFunction(s, "Department", general.id);
    const sibling = await createFunction(s, "Other Division", ceo.id);
    const actor = { orgId: org.user.organizationId, userId: org.user.id, role: "admin" as const };
    const up = await withTenant(t.database.db, actor, (tx) => headsUpTheTree(tx, actor, department.id));
    expect(up).toEqual([
      { functionId: department.id, functionName: "Department", headUserId: null },
      { functionId: general.id, functionName: "General", headUserId: org.user.id },
      { functionId: division.id, functionName: "Division", headUserId: null },
      { functionId: ceo.id, functionName: "CEO", headUserId: org.user.id },
    ]);
    const down = await withTenant(t.database.db, actor, (tx) => subtreeFunctionIds(tx, actor, org.user.id));
    expect(new Set(down)).toEqual(new Set([ceo.id, division.id, general.id, department.id, sibling.id]));
    expect(down).toHaveLength(5);
    // Another organization sees nothing of this tree (TENANT-2).
    const mine = await withTenant(t.database.db, ctx(), (tx) => headsUpTheTree(tx, ctx(), department.id));
    expect(mine).toEqual([]);
    const none = await withTenant(t.database.db, ctx(), (tx) => subtreeFunctionIds(tx, ctx(), org.user.id));
    expect(none).toEqual([]);
  });
});
