// A small organization for the reporting cycle's tests (CYCLE-20..CYCLE-32): a function tree with heads,
// owners with monthly and quarterly KPI assignments, made through the API (heads written to the database).
import { and, eq, inArray } from "drizzle-orm";
import { kpiAssignments, kpiMeasurements, kpis, organizationFunctions } from "../../src/server/db/schema";
import { withPlatform } from "../../src/server/db/tenant";
import type { ServiceDeps } from "../../src/server/services";
import { signUpVerified } from "./accounts";
import { assignKpi, assignObjective, createFunction, injectSender } from "./cascade";
import { callApi, createKpi, createObjective, invitedMember } from "./library";
import type { TestApp } from "./test-app";

export const serviceDeps = (t: TestApp): ServiceDeps => ({
  db: t.database.db,
  config: t.config,
  kickMail: () => t.mailWorker.kick(),
});

/**
 * CEO (head: the admin) > Division (head: divisionHead) > Department (head: departmentHead).
 * owner: "Tickets closed" (monthly, Department) and "Audit findings" (quarterly, Department);
 * other: "Visits" (monthly, Division); a calculated KPI in the Department owned by owner (never asked for).
 */
export async function buildReportingOrg(t: TestApp) {
  const admin = await signUpVerified(t);
  const send = injectSender(t, admin.cookie);
  const [owner, other, departmentHead, divisionHead] = [
    await invitedMember(t, admin.cookie),
    await invitedMember(t, admin.cookie),
    await invitedMember(t, admin.cookie),
    await invitedMember(t, admin.cookie),
  ];
  const ceo = await createFunction(send, "Chief Executive");
  const division = await createFunction(send, "Operations Division", ceo.id);
  const department = await createFunction(send, "Service Desk", division.id);
  await withPlatform(t.database.db, async (tx) => {
    await tx
      .update(organizationFunctions)
      .set({ headUserId: admin.user.id })
      .where(eq(organizationFunctions.id, ceo.id));
    await tx
      .update(organizationFunctions)
      .set({ headUserId: divisionHead.id })
      .where(eq(organizationFunctions.id, division.id));
    await tx
      .update(organizationFunctions)
      .set({ headUserId: departmentHead.id })
      .where(eq(organizationFunctions.id, department.id));
  });
  const objective = await createObjective(t, admin.cookie);
  const deptObjective = await assignObjective(send, {
    objectiveId: objective.id,
    organizationFunctionId: department.id,
    weight: 100,
  });
  const divObjective = await assignObjective(send, {
    objectiveId: objective.id,
    organizationFunctionId: division.id,
    weight: 100,
  });
  const tickets = await createKpi(t, admin.cookie, {
    name: "Tickets closed",
    unit: "count",
    frequency: "monthly",
  });
  const audits = await createKpi(t, admin.cookie, {
    name: "Audit findings",
    unit: "count",
    frequency: "quarterly",
  });
  const visits = await createKpi(t, admin.cookie, { name: "Visits", unit: "count", frequency: "monthly" });
  const derived = await createKpi(t, admin.cookie, { name: "Derived", unit: "count", frequency: "monthly" });
  await withPlatform(t.database.db, (tx) =>
    tx.update(kpis).set({ formula: "1 + 1" }).where(eq(kpis.id, derived.id)),
  );
  const assign = (kpiId: string, objectiveAssignmentId: string, ownerId: string) =>
    assignKpi(send, { kpiId, objectiveAssignmentId, weight: 25, ownerId });
  const ticketsA = await assign(tickets.id, deptObjective.id, owner.id);
  const auditsA = await assign(audits.id, deptObjective.id, owner.id);
  const visitsA = await assign(visits.id, divObjective.id, other.id);
  const derivedA = await assign(derived.id, deptObjective.id, owner.id);
  // Made "in" January 2026, so that 2026 is theirs whatever today's clock says (CYCLE-22).
  await withPlatform(t.database.db, (tx) =>
    tx
      .update(kpiAssignments)
      .set({ createdAt: new Date("2026-01-15T00:00:00Z") })
      .where(eq(kpiAssignments.organizationId, admin.user.organizationId)),
  );
  return {
    admin: { id: admin.user.id as string, email: admin.email, cookie: admin.cookie },
    orgId: admin.user.organizationId as string,
    send,
    owner,
    other,
    departmentHead,
    divisionHead,
    functions: { ceo, division, department },
    assignments: { tickets: ticketsA, audits: auditsA, visits: visitsA, derived: derivedA },
  };
}

/** Enters actuals as the admin (the values straight, no approval), then dates them as recorded on `recordedAt`. */
export async function enterActuals(
  t: TestApp,
  org: Awaited<ReturnType<typeof buildReportingOrg>>,
  assignmentId: string,
  year: number,
  actualResults: Record<string, number>,
  recordedAt = "2026-01-01T00:00:00Z",
) {
  const res = await callApi(t, "PATCH", `/api/kpi-assignments/${assignmentId}`, org.admin.cookie, {
    year,
    actualResults,
  });
  if (res.statusCode !== 200) throw new Error(`PATCH actuals answered ${res.statusCode}: ${res.body}`);
  await withPlatform(t.database.db, (tx) =>
    tx
      .update(kpiMeasurements)
      .set({ actualUpdatedAt: new Date(recordedAt) })
      .where(
        and(
          eq(kpiMeasurements.kpiAssignmentId, assignmentId),
          inArray(kpiMeasurements.periodKey, Object.keys(actualResults)),
        ),
      ),
  );
}
