import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setServiceFiltersForTesting } from "../../src/server/db/tenant-filter";
import { type RouteAccess, routeAccess } from "../../src/server/plugins/access";
import { clientAddress, JSON_HEADERS } from "../support/accounts";
import { buildTenants, fillPath, resourceOf, type Tenant, type TenantIds } from "../support/tenants";
import { createTestApp, type TestApp } from "../support/test-app";

// ROLE-1: every route of the server's own route table, called as anonymous, `user`, `admin`
// and `super_admin`, with ids of the caller's organization and of another one. Expected: 401 signed
// out, 403 for a role that may not, 404 for another organization's id, never a 2xx across tenants.
// Calls that would destroy the cast (an admin's own writes, a super admin's writes) are left to the
// features' own tests; every other cell is checked.

type Caller = "anonymous" | "user" | "admin" | "super_admin";
type Cell = { caller: Caller; method: string; url: string; ids: "home" | "other" | "none" };
type Route = { method: string; url: string };

let t: TestApp;
let cast: Awaited<ReturnType<typeof buildTenants>>;
let routes: Route[];
/** For a write on another organization's item: a body valid for the route, so the 404 is what answers. */
const sampleBodies = new Map<keyof TenantIds, Record<string, unknown>>();

const LISTS: Partial<Record<keyof TenantIds, string>> = {
  objective: "/api/objectives",
  kpi: "/api/kpis",
  theme: "/api/themes",
  function: "/api/functions",
  objectiveAssignment: "/api/objective-assignments",
  kpiAssignment: "/api/kpi-assignments",
  user: "/api/users",
};
const NOT_SENT_BACK = ["id", "organizationId", "createdAt", "updatedAt", "version"];
/** Actions whose body is not their resource's shape: a valid one, so the 404 is what answers. */
const ACTION_BODIES: Record<string, Record<string, unknown>> = {
  // TARGET-5
  "POST /api/functions/:id/copy-year": { fromYear: 2026, toYear: 2027 },
  // COMMENT-1, LOCK-4: valid shapes, so another organization's id answers 404.
  "PUT /api/kpi-assignments/:id/commentary": { year: 2026, period: "q1", analysis: "Matrix" },
  "DELETE /api/period-locks/:id": { reason: "Matrix" },
  // STRAT-1, STRAT-14: valid shapes (the ids are unknown: a member is refused before they are looked up).
  "POST /api/strategy-links": {
    fromObjectiveAssignmentId: "00000000-0000-4000-8000-000000000001",
    toObjectiveAssignmentId: "00000000-0000-4000-8000-000000000002",
  },
  "PATCH /api/strategy-links/:id": { strength: "weak", hypothesis: "Matrix" },
  "PUT /api/strategy-map/positions": { functionId: "00000000-0000-4000-8000-000000000003", positions: [] },
  // INIT-2, INIT-10: valid shapes, so another organization's initiative or milestone answers 404.
  "PUT /api/initiatives/:id": {
    name: "Matrix",
    objectiveAssignmentIds: ["00000000-0000-4000-8000-000000000004"],
    startDate: "2026-01-01",
    endDate: "2026-12-31",
  },
  "POST /api/initiatives/:id/milestones": { name: "Matrix", dueDate: "2026-06-30" },
  "PATCH /api/milestones/:id": { name: "Matrix" },
  // APPROVAL-4: a valid reason, so another organization's submission answers 404.
  "POST /api/submissions/:id/reject": { reason: "Matrix" },
  // API-22: a valid comment, so another organization's request answers 404.
  "PATCH /api/requests/:id": { comment: "Matrix" },
};

beforeAll(async () => {
  t = await createTestApp();
  cast = await buildTenants(t);
  await t.app.ready();
  routes = t.app.routeTable.filter((r) => r.url.startsWith("/api/") && !r.url.startsWith("/api/docs"));
  for (const [resource, list] of Object.entries(LISTS) as [keyof TenantIds, string][]) {
    const res = await t.app.inject({ method: "GET", url: list, headers: { cookie: cast.home.adminCookie } });
    const item = (res.json() as Record<string, unknown>[]).find((i) => i.id === cast.home.ids[resource]);
    if (!item) throw new Error(`no ${resource} in ${list}`);
    sampleBodies.set(
      resource,
      Object.fromEntries(Object.entries(item).filter(([k]) => !NOT_SENT_BACK.includes(k))),
    );
  }
}, 120_000);
afterAll(() => t.close());

const cookieOf = (caller: Caller, tenant: Tenant): string | undefined =>
  caller === "anonymous"
    ? undefined
    : caller === "super_admin"
      ? cast.superCookie
      : caller === "admin"
        ? tenant.adminCookie
        : tenant.userCookie;

/** The status a cell must answer; "any-allowed" = the call is permitted (not 401/403, never 5xx). */
function expectedStatus(access: RouteAccess, cell: Cell): number | "any-allowed" {
  if (cell.caller === "anonymous") return 401;
  if (access === "platform") return cell.caller === "super_admin" ? "any-allowed" : 403;
  if (cell.caller === "super_admin") return 403; // no organization of their own
  if (access === "tenant-write" && cell.caller === "user") return 403;
  if (cell.ids === "other") return 404;
  return cell.method === "GET" ? 200 : "any-allowed";
}

const isWrite = (method: string) => method !== "GET";

function cellsFor(route: Route): Cell[] {
  const access = routeAccess(route.method, route.url);
  if (access === "public") return [];
  const hasId = route.url.includes(":");
  const cells: Cell[] = [{ caller: "anonymous", ...route, ids: hasId ? "other" : "none" }];
  for (const caller of ["user", "admin"] as const) {
    if (hasId) {
      cells.push({ caller, ...route, ids: "other" });
      // Own ids: reads, and writes a role may not make; an admin's own writes would consume the cast.
      if (!isWrite(route.method) || (caller === "user" && access !== "member-write")) {
        cells.push({ caller, ...route, ids: "home" });
      }
    } else if (!isWrite(route.method) || (caller === "user" && access === "tenant-write")) {
      cells.push({ caller, ...route, ids: "none" });
    }
  }
  if (!isWrite(route.method) || access !== "platform") {
    cells.push({ caller: "super_admin", ...route, ids: hasId ? "other" : "none" });
  }
  return cells;
}

async function call(cell: Cell) {
  const tenant = cell.ids === "other" ? cast.other : cast.home;
  const url = fillPath(cell.url, tenant.ids);
  const resource = resourceOf(cell.url);
  const body = isWrite(cell.method)
    ? (ACTION_BODIES[`${cell.method} ${cell.url}`] ??
      (resource ? sampleBodies.get(resource) : undefined) ??
      {})
    : undefined;
  const cookie = cookieOf(cell.caller, cast.home);
  return t.app.inject({
    method: cell.method as "GET",
    url,
    headers: { ...(body ? JSON_HEADERS : {}), ...(cookie ? { cookie } : {}) },
    remoteAddress: clientAddress(),
    ...(body ? { payload: body } : {}),
  });
}

/** Every list a tenant reads, as the home admin: any item of the other organization is a leak. */
async function leakedIds(): Promise<string[]> {
  const foreign = new Set(Object.values(cast.other.ids));
  const leaked: string[] = [];
  for (const list of [
    ...Object.values(LISTS),
    "/api/activities",
    "/api/employees",
    "/api/organizational-functions",
  ]) {
    const res = await t.app.inject({ method: "GET", url: list, headers: { cookie: cast.home.adminCookie } });
    for (const item of res.json() as { id: string }[])
      if (foreign.has(item.id)) leaked.push(`${list}: ${item.id}`);
  }
  return leaked;
}

/** Every cell of every route; answers the cells that did not answer as the rules say. */
async function runMatrix(): Promise<{ checked: number; failures: string[] }> {
  const failures: string[] = [];
  let checked = 0;
  for (const route of routes) {
    const access = routeAccess(route.method, route.url);
    for (const cell of cellsFor(route)) {
      const expected = expectedStatus(access, cell);
      const res = await call(cell);
      checked++;
      const ok =
        expected === "any-allowed"
          ? res.statusCode < 500 && res.statusCode !== 401 && res.statusCode !== 403
          : res.statusCode === expected;
      const crossTenantSuccess =
        cell.ids === "other" && cell.caller !== "super_admin" && res.statusCode < 300;
      if (!ok || crossTenantSuccess) {
        failures.push(
          `${cell.caller} ${cell.method} ${cell.url} (${cell.ids} ids): ${res.statusCode}, expected ${expected} — ${res.body.slice(0, 160)}`,
        );
      }
    }
  }
  return { checked, failures };
}

describe("the access matrix (ROLE-1)", () => {
  it("covers every route of the route table, and each cell answers as the rules say", async () => {
    const { checked, failures } = await runMatrix();
    console.log(`access matrix: ${routes.length} routes, ${checked} cells checked`);
    expect(routes.length).toBeGreaterThan(50);
    expect(failures).toEqual([]);
    expect(await leakedIds()).toEqual([]);
  }, 120_000);

  it("answers the same with the services' organization filters switched off: row-level security alone holds", async () => {
    setServiceFiltersForTesting(false);
    try {
      const { checked, failures } = await runMatrix();
      console.log(`access matrix without service filters: ${checked} cells checked`);
      expect(failures).toEqual([]);
      expect(await leakedIds()).toEqual([]);
    } finally {
      setServiceFiltersForTesting(true);
    }
  }, 120_000);
});
