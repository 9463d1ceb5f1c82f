// Initiatives (INIT-1..INIT-35): what the feature's reads and writes share: the audited tables,
// the organization's statuses and scoring settings, and who may edit (INIT-32).

import { DEFAULT_INITIATIVE_STATUSES } from "../../../domain/initiatives";
import { DEFAULT_FISCAL_START_MONTH } from "../../../domain/periods";
import { initiativesResource, milestonesResource } from "../../../domain/resources";
import { type ScoringSettings, scoringSettingsOf } from "../../../domain/scoring";
import type { Tx } from "../../db/client";
import { organizationSettingsOf } from "../../db/organization-settings";
import { initiatives, milestones, users } from "../../db/schema";
import type { TenantContext } from "../../db/tenant";
import { auditedResource, owned } from "../../kernel";

export type InitiativeRow = typeof initiatives.$inferSelect;
export type MilestoneRow = typeof milestones.$inferSelect;

export const OWNER_NOT_FOUND = "The owner was not found in this organization";
export const OBJECTIVE_NOT_FOUND = "An objective assignment in objectiveAssignmentIds was not found";
export const KPI_NOT_FOUND = "A KPI assignment in kpiAssignmentIds was not found";
export const NOT_YOURS = "Members can only change initiatives they own";
export const MILESTONES_OUTSIDE_MESSAGE =
  "These dates would leave a milestone more than a year outside the initiative; move the milestone first";
export const MEMBER_OWNER = "Members can only create and keep initiatives they own themselves";

export const snapshot = (row: InitiativeRow) => ({
  name: row.name,
  ownerId: row.ownerId,
  startDate: row.startDate,
  endDate: row.endDate,
  budget: row.budget,
  spent: row.spent,
  status: row.status,
  percentComplete: row.percentComplete,
});

// INIT-31: initiatives and milestones are logged in their own category.
export const initiativeRows = auditedResource(initiativesResource, initiatives, {
  name: (row) => row.name,
  snapshot,
});
export const milestoneRows = auditedResource(milestonesResource, milestones, {
  name: (row) => row.name,
  snapshot: (row) => ({
    name: row.name,
    dueDate: row.dueDate,
    weight: row.weight,
    completedAt: row.completedAt?.toISOString() ?? null,
  }),
});
export const userRows = owned(users, OWNER_NOT_FOUND);

export type OrgContext = {
  statuses: string[];
  fiscalYearStartMonth: number;
  scoring: ScoringSettings;
};

export async function orgContext(tx: Tx, actor: TenantContext): Promise<OrgContext> {
  const row = await organizationSettingsOf(tx, actor.orgId);
  return {
    statuses: row?.initiativeStatuses.length ? row.initiativeStatuses : [...DEFAULT_INITIATIVE_STATUSES],
    fiscalYearStartMonth: row?.fiscalYearStartMonth ?? DEFAULT_FISCAL_START_MONTH,
    scoring: scoringSettingsOf(row),
  };
}

/** INIT-32: admins edit every initiative; members those they own. */
export const mayEdit = (actor: TenantContext, row: { ownerId: string | null }) =>
  actor.role === "admin" || (row.ownerId !== null && row.ownerId === actor.userId);
