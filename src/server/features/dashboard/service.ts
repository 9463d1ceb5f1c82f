// API-19: GET /api/dashboard-summary — the Dashboard's counts (UI-4) and Recent Activity (ACTIVITY-3),
// computed here by the domain's card rules from the few columns they need, instead of the Dashboard
// downloading the library, every assignment of the year and every employee to count them.
import { and, eq } from "drizzle-orm";
import { countActiveEmployees, kpiCounts, objectiveCounts } from "../../../domain/dashboard";
import type { DashboardSummary } from "../../../domain/schemas/dashboard";
import { kpiActiveIn, objectiveActiveIn } from "../../db/assignment-years";
import type { Database } from "../../db/client";
import { fiscalYearNow } from "../../db/fiscal-year";
import {
  kpiAssignments,
  kpis,
  objectiveAssignments,
  objectives,
  organizations,
  users,
} from "../../db/schema";
import { type TenantContext, withTenant } from "../../db/tenant";
import { inOrganization } from "../../db/tenant-filter";
import { listActivities } from "../activities";
import { employeeStatus } from "../employees";

// ACTIVITY-3: the Dashboard's Recent Activity shows 3 items.
export const RECENT_ACTIVITY_COUNT = 3;

export async function getDashboardSummary(
  db: Database,
  actor: TenantContext,
  query: { year?: number },
): Promise<DashboardSummary> {
  const org = actor.orgId;
  const counts = await withTenant(db, actor, async (tx) => {
    // FISCAL-2: without ?year= the organization's fiscal year of today, as the assignment lists.
    const year = query.year ?? (await fiscalYearNow(tx, actor));
    const objectiveRows = await tx
      .select({ status: objectives.status })
      .from(objectives)
      .where(inOrganization(objectives.organizationId, org));
    // CASCADE-10: the year's assignments, as GET /api/objective-assignments?year= and
    // GET /api/kpi-assignments?year= list them.
    const objectiveAssignmentRows = await tx
      .select({ id: objectiveAssignments.id })
      .from(objectiveAssignments)
      .where(and(inOrganization(objectiveAssignments.organizationId, org), objectiveActiveIn(year)));
    const kpiRows = await tx
      .select({ id: kpis.id })
      .from(kpis)
      .where(inOrganization(kpis.organizationId, org));
    const kpiAssignmentRows = await tx
      .select({ kpiId: kpiAssignments.kpiId })
      .from(kpiAssignments)
      .innerJoin(objectiveAssignments, eq(objectiveAssignments.id, kpiAssignments.objectiveAssignmentId))
      .where(and(inOrganization(kpiAssignments.organizationId, org), kpiActiveIn(year)));
    const employeeRows = await tx
      .select({ emailVerified: users.emailVerified, organizationStatus: organizations.status })
      .from(users)
      .innerJoin(organizations, eq(organizations.id, users.organizationId))
      .where(inOrganization(users.organizationId, org));
    return {
      year,
      objectives: objectiveCounts(objectiveRows, objectiveAssignmentRows),
      kpis: kpiCounts(kpiRows, kpiAssignmentRows),
      activeUsers: countActiveEmployees(
        employeeRows.map((row) => ({ status: employeeStatus(row.emailVerified, row.organizationStatus) })),
      ),
    };
  });
  const recentActivity = await listActivities(db, actor, { limit: RECENT_ACTIVITY_COUNT });
  return { ...counts, recentActivity };
}
