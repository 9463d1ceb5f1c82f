// Two organizations with one of everything, and a super admin: the cast of the access matrix and the
// fuzzing tests (ROLE-1). Built through the real API, so every row is as a user would make it.
import { eq, sql } from "drizzle-orm";
import { IMPORT_JOB_MIN_ROWS } from "../../src/domain/imports";
import { jobs } from "../../src/server/db/schema";
import { withPlatform } from "../../src/server/db/tenant";
import { signInSuperAdmin, signUpVerified } from "./accounts";
import { assignKpi, assignObjective, createFunction, injectSender } from "./cascade";
import { createKpi, createObjective, createTheme, invitedMemberCookie } from "./library";
import type { TestApp } from "./test-app";

/**
 * JOB-8: the member's import job, once finished, given a file as a book's job has one, so
 * GET /api/jobs/{id}/file has something of this organization to answer.
 */
async function jobWithFile(t: TestApp, jobId: string, cookie: string): Promise<void> {
  for (let tries = 0; tries < 300; tries++) {
    const res = await t.app.inject({ method: "GET", url: `/api/jobs/${jobId}`, headers: { cookie } });
    const state = (res.json() as { state: string }).state;
    if (state === "succeeded" || state === "failed") break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await withPlatform(t.database.db, (tx) =>
    tx
      .update(jobs)
      .set({
        state: "succeeded",
        result: sql`coalesce(${jobs.result}, '{}'::jsonb) || '{"fileName":"job.txt","contentType":"text/plain"}'::jsonb`,
        resultFile: Buffer.from("a job's file"),
      })
      .where(eq(jobs.id, jobId)),
  );
}

/** The ids of one organization's things, by the kind of resource a route's `{id}` names. */
export type TenantIds = {
  objective: string;
  kpi: string;
  theme: string;
  function: string;
  objectiveAssignment: string;
  kpiAssignment: string;
  user: string;
  organization: string;
  /** EVIDENCE-1: a file attached to the KPI assignment. */
  attachment: string;
  /** INIT-1, INIT-10: an initiative of the objective assignment, and a milestone of it. */
  initiative: string;
  milestone: string;
  /** REQUEST-1: a change request the member asked for. */
  request: string;
  /** JOB-1: the member's import job (IMPORT-24: more rows than an import takes in its request). */
  job: string;
};

export type Tenant = { adminCookie: string; userCookie: string; ids: TenantIds };

async function buildTenant(t: TestApp, companyName: string): Promise<Tenant> {
  const admin = await signUpVerified(t, { companyName });
  const userCookie = await invitedMemberCookie(t, admin.cookie, "user");
  const send = injectSender(t, admin.cookie);
  const theme = await createTheme(t, admin.cookie);
  const objective = await createObjective(t, admin.cookie, { themeId: theme.id });
  const kpi = await createKpi(t, admin.cookie, { frequency: "monthly" });
  const ceo = await createFunction(send, `${companyName} CEO`);
  const objectiveAssignment = await assignObjective(send, {
    objectiveId: objective.id,
    organizationFunctionId: ceo.id,
    weight: 100,
  });
  const kpiAssignment = await assignKpi(send, {
    kpiId: kpi.id,
    objectiveAssignmentId: objectiveAssignment.id,
    weight: 100,
    targets: { january: 10 },
    actualResults: { january: 8 },
  });
  const pdf = Buffer.from("%PDF-1.7\nmatrix\n");
  const boundary = "----meridiancast";
  const attachment = await t.app.inject({
    method: "POST",
    url: `/api/kpi-assignments/${kpiAssignment.id}/attachments?year=2026&period=january`,
    headers: { cookie: admin.cookie, "content-type": `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="evidence.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      pdf,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  if (attachment.statusCode !== 201)
    throw new Error(`attachment: ${attachment.statusCode} ${attachment.body}`);
  const initiative = await t.app.inject({
    method: "POST",
    url: "/api/initiatives",
    headers: { cookie: admin.cookie, "content-type": "application/json" },
    payload: {
      name: `${companyName} initiative`,
      objectiveAssignmentIds: [objectiveAssignment.id],
      kpiAssignmentIds: [kpiAssignment.id],
      startDate: "2026-01-01",
      endDate: "2026-12-31",
    },
  });
  if (initiative.statusCode !== 201)
    throw new Error(`initiative: ${initiative.statusCode} ${initiative.body}`);
  const withMilestone = await t.app.inject({
    method: "POST",
    url: `/api/initiatives/${initiative.json().id}/milestones`,
    headers: { cookie: admin.cookie, "content-type": "application/json" },
    payload: { name: "Matrix milestone", dueDate: "2026-06-30" },
  });
  if (withMilestone.statusCode !== 201)
    throw new Error(`milestone: ${withMilestone.statusCode} ${withMilestone.body}`);
  const request = await t.app.inject({
    method: "POST",
    url: "/api/requests",
    headers: { cookie: userCookie, "content-type": "application/json" },
    payload: { type: "other", title: `${companyName} request` },
  });
  if (request.statusCode !== 201) throw new Error(`request: ${request.statusCode} ${request.body}`);
  const bigImport = await t.app.inject({
    method: "POST",
    url: "/api/imports/measurements",
    headers: { cookie: userCookie, "content-type": "application/json" },
    payload: {
      mode: "valid-only",
      rows: Array.from({ length: IMPORT_JOB_MIN_ROWS + 1 }, (_, index) => ({
        function: `${companyName} CEO`,
        kpi: kpi.name,
        year: 2026,
        period: `row ${index}`,
        actual: index,
      })),
    },
  });
  if (bigImport.statusCode !== 202) throw new Error(`import job: ${bigImport.statusCode} ${bigImport.body}`);
  const jobId = bigImport.json().jobId as string;
  await jobWithFile(t, jobId, userCookie);
  const users = await t.app.inject({ method: "GET", url: "/api/users", headers: { cookie: admin.cookie } });
  const member = (users.json() as { id: string; role: string }[]).find((u) => u.role === "user");
  if (!member) throw new Error("the invited member is missing");
  return {
    adminCookie: admin.cookie,
    userCookie,
    ids: {
      objective: objective.id,
      kpi: kpi.id,
      theme: theme.id,
      function: ceo.id,
      objectiveAssignment: objectiveAssignment.id,
      kpiAssignment: kpiAssignment.id,
      user: member.id,
      organization: admin.user.organizationId,
      attachment: attachment.json().id,
      initiative: initiative.json().id,
      milestone: withMilestone.json().milestones[0].id,
      request: request.json().id,
      job: jobId,
    },
  };
}

export async function buildTenants(t: TestApp) {
  const home = await buildTenant(t, "Home Organization");
  const other = await buildTenant(t, "Other Organization");
  const { cookie: superCookie } = await signInSuperAdmin(t);
  return { home, other, superCookie };
}

/** Which resource a route's path parameter names, from the path itself (the route table's own words). */
export function resourceOf(url: string): keyof TenantIds | null {
  const rules: [RegExp, keyof TenantIds][] = [
    [/^\/api\/objectives\//, "objective"],
    [/^\/api\/kpis\//, "kpi"],
    [/^\/api\/themes\//, "theme"],
    [/^\/api\/functions\//, "function"],
    // CASCADE-15: Set and Cascade's read of one function.
    [/^\/api\/set-cascade\/functions\//, "function"],
    // UI-97: a Reporting Status cell's list of one function.
    [/^\/api\/reporting-status\/functions\//, "function"],
    [/^\/api\/objective-assignments\//, "objectiveAssignment"],
    [/^\/api\/kpi-assignments\//, "kpiAssignment"],
    [/^\/api\/users\//, "user"],
    [/^\/api\/admin\/organizations\//, "organization"],
    [/^\/api\/admin\/users\//, "user"],
    [/^\/api\/attachments\//, "attachment"],
    [/^\/api\/initiatives\//, "initiative"],
    [/^\/api\/milestones\//, "milestone"],
    [/^\/api\/requests\//, "request"],
    [/^\/api\/jobs\//, "job"],
  ];
  return rules.find(([pattern]) => pattern.test(url))?.[1] ?? null;
}

/** The url with its path parameters filled: ids from `ids`, table names with a real table. */
export function fillPath(url: string, ids: TenantIds): string {
  const resource = resourceOf(url);
  return url.replace(/:(\w+)/g, (_match, name: string) => {
    if (name === "table") return "users";
    return resource ? ids[resource] : ids.organization;
  });
}
