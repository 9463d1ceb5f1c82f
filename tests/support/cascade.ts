// Helpers to build a cascade (functions, objective and KPI assignments) through the API, for API tests
// (inject) and end-to-end tests (fetch) alike, plus library rows written straight to a test database.
import type { Database } from "../../src/server/db/client";
import { kpis, objectives } from "../../src/server/db/schema";
import { withTenant } from "../../src/server/db/tenant";
import { clientAddress, JSON_HEADERS } from "./accounts";
import type { TestApp } from "./test-app";

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export type Reply = { status: number; body: unknown };
/** Sends one API request as a signed-in user. */
export type Send = (method: Method, url: string, body?: unknown) => Promise<Reply>;

/** A sender through Fastify's inject() (API tests). */
export function injectSender(t: TestApp, cookie: string): Send {
  return async (method, url, body) => {
    const res = await t.app.inject({
      method,
      url,
      headers: { ...(body === undefined ? {} : JSON_HEADERS), cookie },
      remoteAddress: clientAddress(),
      ...(body === undefined ? {} : { payload: body as object }),
    });
    let parsed: unknown;
    try {
      parsed = res.json();
    } catch {
      parsed = res.body;
    }
    return { status: res.statusCode, body: parsed };
  };
}

type WithId = { id: string; [key: string]: unknown };

/** Sends and insists on the expected status; answers the body. */
export async function expectStatus<T = WithId>(
  send: Send,
  status: number,
  method: Method,
  url: string,
  body?: unknown,
): Promise<T> {
  const reply = await send(method, url, body);
  if (reply.status !== status) {
    throw new Error(
      `${method} ${url} answered ${reply.status}, not ${status}: ${JSON.stringify(reply.body)}`,
    );
  }
  return reply.body as T;
}

export const createFunction = (send: Send, name: string, parentId: string | null = null) =>
  expectStatus(send, 201, "POST", "/api/functions", { name, description: `${name} function`, parentId });

/** CEO > division > general department > department (CASCADE-1), created through the API. */
export async function buildFunctionChain(send: Send, prefix = "") {
  const ceo = await createFunction(send, `${prefix}Chief Executive`);
  const division = await createFunction(send, `${prefix}Operations Division`, ceo.id);
  const generalDepartment = await createFunction(send, `${prefix}Logistics`, division.id);
  const department = await createFunction(send, `${prefix}Fleet`, generalDepartment.id);
  return { ceo, division, generalDepartment, department };
}

export const assignObjective = (
  send: Send,
  body: {
    objectiveId: string;
    organizationFunctionId: string;
    weight?: number;
    parentObjectiveAssignmentId?: string | null;
    ownerId?: string;
  },
) => expectStatus(send, 201, "POST", "/api/objective-assignments", body);

export const assignKpi = (
  send: Send,
  body: {
    kpiId: string;
    objectiveAssignmentId: string;
    weight: number;
    targets?: unknown;
    actualResults?: unknown;
    period?: string;
    ownerId?: string;
    /** CYCLE-34: collect values from this month (YYYY-MM). */
    collectFrom?: string | null;
  },
) => expectStatus(send, 201, "POST", "/api/kpi-assignments", body);

/** Library objectives written straight to the database (the Library API is another feature's). */
export async function insertObjectives(
  db: Database,
  ctx: { orgId: string; userId: string },
  rows: {
    name: string;
    bscPerspective?: "Financial" | "Customer" | "Internal_Process" | "Learning_Growth";
  }[],
) {
  return withTenant(db, { ...ctx, role: "admin" }, (tx) =>
    tx
      .insert(objectives)
      .values(
        rows.map((row) => ({
          organizationId: ctx.orgId,
          name: row.name,
          bscPerspective: row.bscPerspective ?? "Financial",
          ownerId: ctx.userId,
        })),
      )
      .returning(),
  );
}

/** Library KPI templates written straight to the database. */
export async function insertKpis(
  db: Database,
  ctx: { orgId: string; userId: string },
  rows: { name: string; frequency?: "monthly" | "quarterly" | "annual"; unit?: string }[],
) {
  return withTenant(db, { ...ctx, role: "admin" }, (tx) =>
    tx
      .insert(kpis)
      .values(
        rows.map((row) => ({
          organizationId: ctx.orgId,
          name: row.name,
          frequency: row.frequency ?? "quarterly",
          unit: row.unit ?? "%",
        })),
      )
      .returning(),
  );
}
