// The resource protocol (docs/decisions/007), one table over every tenant resource: a create answers
// 201 and writes its activity row; a write based on a stale version answers 409 and changes nothing;
// an `If-Match` of the current version in the quoted ETag form succeeds; another organization's id
// answers 404 as a missing one does (TENANT-2); and every read a declaration says a write refreshes is a real GET route.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { READS, type ResourceDeclaration, TENANT_RESOURCES } from "../../src/domain/resources";
import { activities } from "../../src/server/db/schema";
import { withPlatform } from "../../src/server/db/tenant";
import { STALE_VERSION_MESSAGE } from "../../src/server/kernel";
import { clientAddress, JSON_HEADERS, signUpVerified, uniqueEmail } from "../support/accounts";
import { createKpi, createObjective } from "../support/library";
import { createTestApp, type TestApp } from "../support/test-app";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
type Json = Record<string, unknown>;
type Session = { cookie: string; orgId: string };

let t: TestApp;
let mine: Session;
let theirs: Session;

beforeAll(async () => {
  t = await createTestApp();
  const a = await signUpVerified(t);
  const b = await signUpVerified(t, { companyName: "Other Org" });
  mine = { cookie: a.cookie, orgId: a.user.organizationId };
  theirs = { cookie: b.cookie, orgId: b.user.organizationId };
});
afterAll(() => t.close());

async function call(session: Session, method: Method, url: string, body?: object, ifMatch?: string) {
  const res = await t.app.inject({
    method,
    url,
    headers: {
      ...(body ? JSON_HEADERS : {}),
      ...(ifMatch ? { "if-match": ifMatch } : {}),
      cookie: session.cookie,
    },
    remoteAddress: clientAddress(),
    ...(body ? { payload: body } : {}),
  });
  return { status: res.statusCode, body: res.json() as Json };
}

async function created(session: Session, url: string, body: object): Promise<Json> {
  const res = await call(session, "POST", url, body);
  if (res.status !== 201) throw new Error(`POST ${url} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body;
}

/** A resource's place in the table: how to make one item and how to edit it. */
type Case = {
  resource: ResourceDeclaration;
  /** Makes one item in the session's organization; answers it as the API does. */
  create(session: Session): Promise<Json>;
  /** The item's URL, or the resource's own for an organization's single row (settings). */
  itemUrl(item: Json): string;
  update: { method: "PUT" | "PATCH"; body(n: number): object };
  /** The version field the API answers (`updatedAt` or `version`). */
  version(item: Json): string;
};

let chain: Promise<{ ceo: Json; objectiveAssignment: Json }> | undefined;
/** A CEO function with one objective assigned, made once, for the assignment cases. */
function cascade() {
  chain ??= (async () => {
    const ceo = await created(mine, "/api/functions", { name: "Chief Executive", description: "CEO" });
    const objective = await createObjective(t, mine.cookie, { name: "Protocol objective" });
    const objectiveAssignment = await created(mine, "/api/objective-assignments", {
      objectiveId: objective.id,
      organizationFunctionId: ceo.id,
      weight: 100,
    });
    return { ceo, objectiveAssignment };
  })();
  return chain;
}

/** The objective assignment the initiatives case links to (its PUT sends it again: a full replace). */
let initiativeObjective = "";
const declared = (key: string) => TENANT_RESOURCES.find((r) => r.key === key) as ResourceDeclaration;
const byUpdatedAt = (item: Json) => String(item.updatedAt);

const CASES: Record<string, Case> = {
  themes: {
    resource: declared("themes"),
    create: (s) => created(s, "/api/themes", { name: "Growth" }),
    itemUrl: (item) => `/api/themes/${item.id}`,
    update: { method: "PATCH", body: (n) => ({ name: `Growth ${n}` }) },
    version: byUpdatedAt,
  },
  objectives: {
    resource: declared("objectives"),
    create: (s) => created(s, "/api/objectives", { name: "Grow revenue", bscPerspective: "Financial" }),
    itemUrl: (item) => `/api/objectives/${item.id}`,
    update: { method: "PUT", body: (n) => ({ name: `Grow revenue ${n}`, bscPerspective: "Financial" }) },
    version: byUpdatedAt,
  },
  kpis: {
    resource: declared("kpis"),
    create: (s) => created(s, "/api/kpis", { name: "Revenue", unit: "$", frequency: "monthly" }),
    itemUrl: (item) => `/api/kpis/${item.id}`,
    update: { method: "PUT", body: (n) => ({ name: `Revenue ${n}` }) },
    version: byUpdatedAt,
  },
  functions: {
    resource: declared("functions"),
    create: async (s) => {
      const { ceo } = s === mine ? await cascade() : { ceo: undefined };
      return created(s, "/api/functions", {
        name: ceo ? "Operations" : "Their CEO",
        description: "A function",
        parentId: ceo?.id ?? null,
      });
    },
    itemUrl: (item) => `/api/functions/${item.id}`,
    update: { method: "PUT", body: (n) => ({ name: `Operations ${n}`, description: "Renamed" }) },
    version: (item) => String(item.version),
  },
  "objective-assignments": {
    resource: declared("objective-assignments"),
    create: async (s) => {
      const { ceo } = await cascade();
      const objective = await createObjective(t, s.cookie, { name: `Assigned ${uniqueEmail()}` });
      return created(s, "/api/objective-assignments", {
        objectiveId: objective.id,
        organizationFunctionId: ceo.id,
        weight: 50,
      });
    },
    itemUrl: (item) => `/api/objective-assignments/${item.id}`,
    update: { method: "PUT", body: (n) => ({ weight: 10 + n }) },
    version: (item) => String(item.version),
  },
  "kpi-assignments": {
    resource: declared("kpi-assignments"),
    create: async (s) => {
      const { objectiveAssignment } = await cascade();
      const kpi = await createKpi(t, s.cookie, { name: `Assigned KPI ${uniqueEmail()}` });
      return created(s, "/api/kpi-assignments", {
        kpiId: kpi.id,
        objectiveAssignmentId: objectiveAssignment.id,
        weight: 50,
      });
    },
    itemUrl: (item) => `/api/kpi-assignments/${item.id}`,
    update: { method: "PATCH", body: (n) => ({ weight: 10 + n }) },
    version: (item) => String(item.version),
  },
  "strategy-links": {
    resource: declared("strategy-links"),
    // STRAT-1: a link between two objective assignments of one function.
    create: async (s) => {
      const { ceo } = await cascade();
      const ends: Json[] = [];
      for (const end of ["driver", "outcome"]) {
        const objective = await createObjective(t, s.cookie, { name: `Linked ${end} ${uniqueEmail()}` });
        ends.push(
          await created(s, "/api/objective-assignments", {
            objectiveId: objective.id,
            organizationFunctionId: ceo.id,
            weight: 10,
          }),
        );
      }
      return created(s, "/api/strategy-links", {
        fromObjectiveAssignmentId: ends[0]!.id,
        toObjectiveAssignmentId: ends[1]!.id,
      });
    },
    itemUrl: (item) => `/api/strategy-links/${item.id}`,
    update: {
      method: "PATCH",
      body: (n) => ({
        strength: (["weak", "moderate", "strong"] as const)[n % 3],
        hypothesis: `Because ${n}`,
      }),
    },
    version: (item) => String(item.version),
  },
  initiatives: {
    resource: declared("initiatives"),
    // INIT-2: an initiative delivers at least one objective assignment.
    create: async (s) => {
      const { objectiveAssignment } = await cascade();
      initiativeObjective = String(objectiveAssignment.id);
      return created(s, "/api/initiatives", {
        name: "Protocol initiative",
        objectiveAssignmentIds: [objectiveAssignment.id],
        startDate: "2026-01-01",
        endDate: "2026-12-31",
      });
    },
    itemUrl: (item) => `/api/initiatives/${item.id}`,
    update: {
      method: "PUT",
      body: (n) => ({
        name: `Protocol initiative ${n}`,
        objectiveAssignmentIds: [initiativeObjective],
        startDate: "2026-01-01",
        endDate: "2026-12-31",
      }),
    },
    version: (item) => String(item.version),
  },
  requests: {
    resource: declared("requests"),
    // REQUEST-5: a request of type other (no row to change); API-22: a comment is an edit.
    create: (s) => created(s, "/api/requests", { type: "other", title: "Protocol request" }),
    itemUrl: (item) => `/api/requests/${item.id}`,
    update: { method: "PATCH", body: (n) => ({ comment: `Note ${n}` }) },
    version: (item) => String(item.version),
  },
  users: {
    resource: declared("users"),
    create: (s) =>
      created(s, "/api/users", {
        firstName: "Grace",
        lastName: "Hopper",
        email: uniqueEmail("grace"),
        role: "user",
        sendInvitation: false,
      }),
    itemUrl: (item) => `/api/users/${item.id}`,
    update: {
      method: "PUT",
      body: (n) => ({
        firstName: `Grace ${n}`,
        lastName: "Hopper",
        email: uniqueEmail("grace"),
        role: "user",
      }),
    },
    version: byUpdatedAt,
  },
  "organization-settings": {
    resource: declared("organization-settings"),
    // The organization's one settings row exists from sign-up; "creating" it is reading it.
    create: async (s) => (await call(s, "GET", "/api/organization-settings")).body,
    itemUrl: () => "/api/organization-settings",
    update: { method: "PUT", body: (n) => ({ scoreCapPercentage: 150 + n }) },
    version: byUpdatedAt,
  },
};

const SINGLETONS = new Set(["organization-settings"]);
const MISSING_ID = "00000000-0000-4000-8000-000000000000";

/** The activity rows of one item (by id), or of an organization's single row (by its name). */
function activityRows(orgId: string, of: { id: string } | { name: string }) {
  const which = "id" in of ? eq(activities.entityId, of.id) : eq(activities.entityName, of.name);
  return withPlatform(t.database.db, (tx) =>
    tx
      .select()
      .from(activities)
      .where(and(eq(activities.organizationId, orgId), which)),
  );
}

it("the table covers every tenant resource, and each case tests its own declaration", () => {
  expect(Object.keys(CASES).sort()).toEqual(TENANT_RESOURCES.map((r) => r.key).sort());
  for (const [key, c] of Object.entries(CASES)) expect(c.resource.key).toBe(key);
});

describe.each(Object.entries(CASES))("the %s resource", (key, c) => {
  it("creates (201) with an activity row, refuses a stale version (409, nothing changed) and takes a quoted If-Match or the current version", async () => {
    const item = await c.create(mine);
    const v0 = c.version(item);

    const first = await call(mine, c.update.method, c.itemUrl(item), c.update.body(1), `"${v0}"`);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const v1 = c.version(first.body);
    expect(v1).not.toBe(v0);

    const weak = await call(mine, c.update.method, c.itemUrl(item), c.update.body(2), `W/"${v1}"`);
    expect(weak.status, JSON.stringify(weak.body)).toBe(200);
    const v2 = c.version(weak.body);

    const of = SINGLETONS.has(key) ? { name: c.resource.noun } : { id: String(item.id) };
    const rowsBefore = (await activityRows(mine.orgId, of)).length;
    const stale = await call(mine, c.update.method, c.itemUrl(item), c.update.body(3), `"${v0}"`);
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(STALE_VERSION_MESSAGE);
    const bare = await call(mine, c.update.method, c.itemUrl(item), c.update.body(4), v0);
    expect(bare.status, "an If-Match without quotes is read too").toBe(409);
    const staleInBody = await call(mine, c.update.method, c.itemUrl(item), {
      ...c.update.body(5),
      version: v1,
    });
    expect(staleInBody.status).toBe(409);
    const after = SINGLETONS.has(key) ? (await call(mine, "GET", c.itemUrl(item))).body : undefined;
    if (after) expect(c.version(after)).toBe(v2);
    expect((await activityRows(mine.orgId, of)).length, "a refused write records nothing").toBe(rowsBefore);
    const current = await call(mine, c.update.method, c.itemUrl(item), { ...c.update.body(6), version: v2 });
    expect(current.status, "the refused writes changed nothing: the last version still holds").toBe(200);

    const rows = await activityRows(mine.orgId, of);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.category === c.resource.category)).toBe(true);
    expect(rows.every((row) => row.entityType === c.resource.entityType)).toBe(true);
  });

  it("answers 404 for another organization's id, and changes nothing of it", async () => {
    const item = await c.create(mine);
    if (SINGLETONS.has(key)) {
      // An organization's single row is reached by the session alone: their write changes only theirs.
      const res = await call(theirs, c.update.method, c.itemUrl(item), c.update.body(9));
      expect(res.status).toBe(200);
      const own = (await call(mine, "GET", c.itemUrl(item))).body;
      expect(c.version(own)).toBe(c.version(item));
      return;
    }
    const edit = await call(theirs, c.update.method, c.itemUrl(item), c.update.body(9));
    expect(edit.status).toBe(404);
    const remove = await call(theirs, "DELETE", c.itemUrl(item));
    expect(remove.status).toBe(404);
    // TENANT-2: exactly as an id that exists nowhere, so the answer does not tell that it exists.
    const missing = c.itemUrl({ id: MISSING_ID });
    expect(edit.body).toEqual((await call(theirs, c.update.method, missing, c.update.body(9))).body);
    expect(remove.body).toEqual((await call(theirs, "DELETE", missing)).body);
    expect(await activityRows(theirs.orgId, { id: String(item.id) }), "nothing recorded for them").toEqual(
      [],
    );
    const stillThere = await call(
      mine,
      c.update.method,
      c.itemUrl(item),
      c.update.body(10),
      `"${c.version(item)}"`,
    );
    expect(stillThere.status, "their 404s changed nothing: our version still holds").toBe(200);
  });
});

describe("declarations", () => {
  const reads = () =>
    new Set(t.app.routeTable.filter((route) => route.method === "GET").map((route) => route.url));

  it.each(TENANT_RESOURCES.flatMap((r) => r.changes.map((path) => [r.key, path] as const)))(
    "%s refreshes %s, a real read",
    (_key, path) => {
      expect(reads().has(path)).toBe(true);
    },
  );

  it.each(READS)("%s is a real read", (path) => {
    expect(reads().has(path)).toBe(true);
  });
});

describe("a library delete refreshes the function chart's counts", () => {
  it.each([
    ["objective", "/api/objectives", "objectiveCount"],
    ["KPI", "/api/kpis", "kpiCount"],
  ] as const)(
    "deleting a library %s that is assigned lowers GET /api/functions' count",
    async (_noun, path, count) => {
      expect(declared(path.slice("/api/".length)).changes).toContain("/api/functions");

      const session = mine;
      const division = await created(session, "/api/functions", {
        name: `Counted ${uniqueEmail()}`,
        description: "counts",
        parentId: (await cascade()).ceo.id,
      });
      const objective = await createObjective(t, session.cookie, { name: `Counted ${uniqueEmail()}` });
      const kpi = await createKpi(t, session.cookie, { name: `Counted KPI ${uniqueEmail()}` });
      const assignment = await created(session, "/api/objective-assignments", {
        objectiveId: objective.id,
        organizationFunctionId: division.id,
        weight: 100,
      });
      await created(session, "/api/kpi-assignments", {
        kpiId: kpi.id,
        objectiveAssignmentId: assignment.id,
        weight: 100,
      });
      const countOf = async () => {
        const list = (await call(session, "GET", "/api/functions")).body as unknown as Json[];
        return list.find((f) => f.id === division.id)?.[count];
      };
      expect(await countOf()).toBe(1);
      const doomed = path === "/api/objectives" ? objective.id : kpi.id;
      expect((await call(session, "DELETE", `${path}/${doomed}`)).status).toBe(200);
      expect(await countOf()).toBe(0);
    },
  );
});
