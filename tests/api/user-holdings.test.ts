import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  activities,
  kpiAssignments,
  objectiveAssignments,
  objectives,
  users,
} from "../../src/server/db/schema";
import { withPlatform } from "../../src/server/db/tenant";
import { signInSuperAdmin, signUpVerified, uniqueEmail } from "../support/accounts";
import { assignKpi, assignObjective, createFunction, expectStatus, injectSender } from "../support/cascade";
import { callApi, createKpi, createObjective, invitedMemberCookie } from "../support/library";
import { createTestApp, type TestApp } from "../support/test-app";

// USER-8..USER-10: deleting a user who owns things asks for a new owner; MYKPI-1..MYKPI-3: My KPIs.

let t: TestApp;
let admin: Awaited<ReturnType<typeof signUpVerified>>;
let other: Awaited<ReturnType<typeof signUpVerified>>;
let superCookie: string;

type Member = { id: string; cookie: string; name: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpVerified(t);
  other = await signUpVerified(t, { companyName: "Other Org" });
  superCookie = (await signInSuperAdmin(t)).cookie;
}, 120_000);
afterAll(() => t.close());

async function member(adminCookie: string, role: "user" | "admin" = "user"): Promise<Member> {
  const cookie = await invitedMemberCookie(t, adminCookie, role);
  const me = await t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } });
  const user = me.json().user ?? me.json();
  return { id: user.id, cookie, name: "Mia Member" };
}

/** An admin member who owns one library objective, one objective assignment and one KPI assignment. */
async function ownerWithThings(prefix: string) {
  const owner = await member(admin.cookie, "admin");
  const objective = await createObjective(t, owner.cookie, { name: `${prefix} objective` });
  const kpi = await createKpi(t, admin.cookie, { name: `${prefix} KPI`, frequency: "monthly" });
  const send = injectSender(t, admin.cookie);
  const fn = await createFunction(send, `${prefix} Division`, await ceoId());
  const placed = await expectStatus(send, 201, "POST", "/api/objective-assignments", {
    objectiveId: objective.id,
    organizationFunctionId: fn.id,
    ownerId: owner.id,
  });
  const measured = await assignKpi(send, {
    kpiId: kpi.id,
    objectiveAssignmentId: placed.id,
    weight: 100,
    ownerId: owner.id,
  });
  return { owner, objective, kpi, fn, placed, measured };
}

let ceo: string | undefined;
async function ceoId(): Promise<string> {
  ceo ??= (await createFunction(injectSender(t, admin.cookie), "Chief Executive")).id;
  return ceo;
}

describe("USER-8, USER-9: a user who owns things is not deleted without a new owner", () => {
  it("answers 409 listing what the user owns (counts and names), and deletes nothing", async () => {
    const { owner } = await ownerWithThings("Alpha");
    const res = await callApi(t, "DELETE", `/api/users/${owner.id}`, admin.cookie);
    expect(res.statusCode).toBe(409);
    const body = res.json();
    expect(body.code).toBe("OWNS_THINGS");
    expect(body.message).toContain("1 KPI assignment, 1 objective assignment, 1 library objective");
    expect(body.holdings).toMatchObject({
      userId: owner.id,
      total: 3,
      objectives: { count: 1, names: ["Alpha objective"] },
      objectiveAssignments: { count: 1, names: ["Alpha objective (Alpha Division)"] },
      kpiAssignments: { count: 1, names: ["Alpha KPI (Alpha Division)"] },
    });
    const read = await callApi(t, "GET", `/api/users/${owner.id}/holdings`, admin.cookie);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(body.holdings);
    const still = await withPlatform(t.database.db, (tx) =>
      tx.select().from(users).where(eq(users.id, owner.id)),
    );
    expect(still).toHaveLength(1);
  });

  it("deletes a user who owns nothing without asking", async () => {
    const idle = await member(admin.cookie);
    expect((await callApi(t, "DELETE", `/api/users/${idle.id}`, admin.cookie)).statusCode).toBe(200);
  });

  it.each([
    ["not a uuid", () => "nope", 400],
    ["the user being deleted", (ctx: Ctx) => ctx.owner.id, 400],
    ["a member of another organization", (ctx: Ctx) => ctx.stranger.id, 400],
    ["a member who has not accepted yet", (ctx: Ctx) => ctx.pendingId, 400],
    ["an id nobody has", () => "00000000-0000-4000-8000-000000000000", 400],
  ])("refuses reassignTo = %s with 400 naming the field", async (_label, pick, status) => {
    const ctx = await refusalContext();
    const res = await callApi(
      t,
      "DELETE",
      `/api/users/${ctx.owner.id}?reassignTo=${encodeURIComponent(pick(ctx))}`,
      admin.cookie,
    );
    expect(res.statusCode).toBe(status);
    expect(Object.keys(res.json().fields ?? {})).toContain("reassignTo");
    const still = await withPlatform(t.database.db, (tx) =>
      tx.select().from(users).where(eq(users.id, ctx.owner.id)),
    );
    expect(still).toHaveLength(1);
  });

  it("another organization's user answers 404 for holdings and delete", async () => {
    const { owner } = await ownerWithThings("Gamma");
    expect((await callApi(t, "GET", `/api/users/${owner.id}/holdings`, other.cookie)).statusCode).toBe(404);
    expect((await callApi(t, "DELETE", `/api/users/${owner.id}`, other.cookie)).statusCode).toBe(404);
  });
});

type Ctx = { owner: Member; stranger: Member; pendingId: string };
let refusal: Ctx | undefined;
async function refusalContext(): Promise<Ctx> {
  if (refusal) return refusal;
  const { owner } = await ownerWithThings("Beta");
  const stranger = await member(other.cookie);
  const pending = await callApi(t, "POST", "/api/users", admin.cookie, {
    firstName: "Pat",
    lastName: "Pending",
    email: uniqueEmail("pending"),
    role: "user",
    sendInvitation: false,
  });
  refusal = { owner, stranger, pendingId: pending.json().id };
  return refusal;
}

describe("USER-10: reassigning moves every owner column and deletes, in one write", () => {
  it("moves objectives, objective and KPI assignments to the new owner, with activity rows", async () => {
    const { owner, objective, placed, measured } = await ownerWithThings("Delta");
    const heir = await member(admin.cookie);
    const res = await callApi(t, "DELETE", `/api/users/${owner.id}?reassignTo=${heir.id}`, admin.cookie);
    expect(res.statusCode).toBe(200);
    const [gone] = await withPlatform(t.database.db, (tx) =>
      tx.select().from(users).where(eq(users.id, owner.id)),
    );
    expect(gone).toBeUndefined();

    const rows = await withPlatform(t.database.db, async (tx) => ({
      objective: (await tx.select().from(objectives).where(eq(objectives.id, objective.id)))[0],
      placed: (await tx.select().from(objectiveAssignments).where(eq(objectiveAssignments.id, placed.id)))[0],
      measured: (await tx.select().from(kpiAssignments).where(eq(kpiAssignments.id, measured.id)))[0],
    }));
    expect(rows.objective).toMatchObject({ ownerId: heir.id, ownerName: heir.name });
    expect(rows.placed).toMatchObject({ ownerId: heir.id });
    expect(rows.measured).toMatchObject({ ownerId: heir.id, ownerName: heir.name });

    // Screens read the new owner's name.
    const library = await callApi(t, "GET", "/api/objectives", admin.cookie);
    expect(library.json().find((o: { id: string }) => o.id === objective.id).ownerName).toBe(heir.name);
    const kpiList = await callApi(t, "GET", "/api/kpi-assignments", admin.cookie);
    expect(kpiList.json().find((a: { id: string }) => a.id === measured.id).ownerName).toBe(heir.name);

    const log = await withPlatform(t.database.db, (tx) =>
      tx.select().from(activities).where(eq(activities.organizationId, admin.user.organizationId)),
    );
    const moves = log.filter(
      (row) =>
        row.action === "updated" && [objective.id, placed.id, measured.id].includes(row.entityId ?? ""),
    );
    expect(moves.map((row) => row.entityType).sort()).toEqual([
      "kpi_assignment",
      "objective",
      "objective_assignment",
    ]);
    for (const row of moves) expect(row.details).toMatchObject({ newValue: { ownerName: heir.name } });
    const deletion = log.find((row) => row.entityId === owner.id && row.action === "deleted");
    expect(deletion?.details).toMatchObject({ oldValue: { reassignedTo: heir.name, reassigned: 3 } });
  });
});

describe("USER-9, USER-10: the platform console's delete", () => {
  it("answers 409 listing holdings, 400 for a new owner of another organization, then reassigns", async () => {
    const { owner, measured } = await ownerWithThings("Epsilon");
    const refused = await callApi(t, "DELETE", `/api/admin/users/${owner.id}`, superCookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().holdings.total).toBe(3);
    const holdings = await callApi(t, "GET", `/api/admin/users/${owner.id}/holdings`, superCookie);
    expect(holdings.json().kpiAssignments.names).toEqual(["Epsilon KPI (Epsilon Division)"]);

    const stranger = await member(other.cookie);
    const crossed = await callApi(
      t,
      "DELETE",
      `/api/admin/users/${owner.id}?reassignTo=${stranger.id}`,
      superCookie,
    );
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json().fields).toHaveProperty("reassignTo");

    const heir = await member(admin.cookie);
    const done = await callApi(
      t,
      "DELETE",
      `/api/admin/users/${owner.id}?reassignTo=${heir.id}`,
      superCookie,
    );
    expect(done.statusCode).toBe(200);
    const [row] = await withPlatform(t.database.db, (tx) =>
      tx.select().from(kpiAssignments).where(eq(kpiAssignments.id, measured.id)),
    );
    expect(row).toMatchObject({ ownerId: heir.id, ownerName: heir.name });
  });
});

describe("MYKPI-1..MYKPI-3: GET /api/my-kpis", () => {
  it("lists the caller's own KPI assignments across functions with score, status and what is due", async () => {
    const me = await member(admin.cookie);
    const someoneElse = await member(admin.cookie);
    const send = injectSender(t, admin.cookie);
    const objective = await createObjective(t, admin.cookie, { name: "Serve customers" });
    const north = await createFunction(send, "North Division", await ceoId());
    const south = await createFunction(send, "South Division", await ceoId());
    const atNorth = await assignObjective(send, {
      objectiveId: objective.id,
      organizationFunctionId: north.id,
    });
    const atSouth = await assignObjective(send, {
      objectiveId: objective.id,
      organizationFunctionId: south.id,
    });
    const monthly = await createKpi(t, admin.cookie, { name: "Orders shipped", frequency: "monthly" });
    const quarterly = await createKpi(t, admin.cookie, { name: "Customer survey", frequency: "quarterly" });
    const sales = await createKpi(t, admin.cookie, { name: "Sales calls", frequency: "monthly" });
    const shipped = await assignKpi(send, {
      kpiId: monthly.id,
      objectiveAssignmentId: atNorth.id,
      weight: 50,
      ownerId: me.id,
      period: "2024",
      targets: { january: 10, february: 10, march: 10 },
      actualResults: { january: 8, march: 9 },
      // CYCLE-34: a history entered later is asked for from the month chosen.
      collectFrom: "2024-01",
    });
    await assignKpi(send, {
      kpiId: quarterly.id,
      objectiveAssignmentId: atSouth.id,
      weight: 50,
      ownerId: me.id,
      period: "2024",
      targets: { q1: 80, q2: 80, q3: 80, q4: 80 },
      actualResults: { q1: 70, q3: 90, q4: 88 },
      collectFrom: "2024-01",
    });
    await assignKpi(send, {
      kpiId: sales.id,
      objectiveAssignmentId: atNorth.id,
      weight: 50,
      ownerId: someoneElse.id,
    });

    const res = await callApi(t, "GET", "/api/my-kpis?year=2024", me.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.year).toBe(2024);
    expect(body.kpis.map((k: { name: string }) => k.name)).toEqual(["Customer survey", "Orders shipped"]);
    const [survey, orders] = body.kpis;
    // MYKPI-3: q2 has no actual and its due date (10 July 2024) has passed: overdue.
    expect(survey).toMatchObject({
      functionName: "South Division",
      due: { state: "overdue", period: "q2", periodLabel: "Q2 2024", missing: 1 },
      period: "q4",
      target: 80,
      actual: 88,
      score: 110,
    });
    // CYCLE-35: every month of 2024 without an actual is past its due date: overdue, the oldest first
    // (February, due 10 March 2024), never "due" (December's due date, 10 January 2025, has passed).
    expect(orders).toMatchObject({
      kpiAssignmentId: shipped.id,
      functionName: "North Division",
      objectiveName: "Serve customers",
      period: "march",
      periodLabel: "March 2024",
      target: 10,
      actual: 9,
      score: 90,
      due: { state: "overdue", year: 2024, period: "february", dueDate: "2024-03-10", missing: 10 },
    });
    // Periods, as My Updates counts them: 1 quarter and 10 months overdue.
    expect(body.counts).toEqual({ due: 0, overdue: 11, submitted: 0, upToDate: 0 });

    // Only one's own: the other member sees their KPI alone (in any year), another organization none.
    const theirs = await callApi(t, "GET", "/api/my-kpis?year=2024", someoneElse.cookie);
    expect(theirs.json().kpis.map((k: { name: string }) => k.name)).toEqual(["Sales calls"]);
    expect(theirs.json().kpis[0]).toMatchObject({ actual: null, score: null, status: "No Data" });
    const now = await callApi(t, "GET", "/api/my-kpis", someoneElse.cookie);
    expect(now.json().kpis.map((k: { name: string }) => k.name)).toEqual(["Sales calls"]);
    const outsider = await callApi(t, "GET", "/api/my-kpis?year=2024", other.cookie);
    expect(outsider.json().kpis).toEqual([]);
  });

  it("refuses a year that is not one with 400", async () => {
    const res = await callApi(t, "GET", "/api/my-kpis?year=nope", admin.cookie);
    expect(res.statusCode).toBe(400);
  });

  it("a super admin, who has no organization, is refused (403)", async () => {
    expect((await callApi(t, "GET", "/api/my-kpis", superCookie)).statusCode).toBe(403);
  });
});
