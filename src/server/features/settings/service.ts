import {
  REQUEST_STATUSES_TOO_SHORT,
  resolveStatusMeanings,
  statusNamesProblem,
} from "../../../domain/requests";
import { organizationSettingsResource } from "../../../domain/resources";
import {
  DEFAULT_CHANGE_REQUEST_WORKFLOW,
  type OrganizationSettings,
  type OrganizationSettingsPatch,
  scoringSettingsProblem,
  settingsProblemMessage,
} from "../../../domain/schemas/settings";
import { scoringSettingsOf } from "../../../domain/scoring";
import type { Database, Tx } from "../../db/client";
import { forgetOrganizationSettings } from "../../db/organization-settings";
import { organizationSettings } from "../../db/schema";
import { type Actor, type TenantContext, withTenant } from "../../db/tenant";
import { inOrganization } from "../../db/tenant-filter";
import { badRequest } from "../../http-error";
import { assertVersion, recordActivity, tenantWrite } from "../../kernel";
import type { ServiceDeps } from "../../services";

type SettingsRow = typeof organizationSettings.$inferSelect;

function toSettings(row: SettingsRow): OrganizationSettings {
  const { updatedBy: _updatedBy, updatedAt, ...fields } = row;
  // REQUEST-3: the answer always carries the three status names, resolved (by position when unset).
  const workflow = row.changeRequestWorkflow;
  const meanings = resolveStatusMeanings(row.requestStatuses, workflow);
  const changeRequestWorkflow = {
    ...workflow,
    inReviewStatus:
      meanings?.inReview ?? workflow.inReviewStatus ?? DEFAULT_CHANGE_REQUEST_WORKFLOW.inReviewStatus,
    appliedStatus:
      meanings?.applied ?? workflow.appliedStatus ?? DEFAULT_CHANGE_REQUEST_WORKFLOW.appliedStatus,
    rejectedStatus:
      meanings?.rejected ?? workflow.rejectedStatus ?? DEFAULT_CHANGE_REQUEST_WORKFLOW.rejectedStatus,
  };
  return { ...fields, changeRequestWorkflow, updatedAt: updatedAt.toISOString() };
}

/**
 * The organization's settings row. Sign-up writes it; an organization made another way (the
 * super-admin console) gets the defaults of SETTINGS-1 (the columns' defaults) on first use.
 */
async function ensureSettingsRow(tx: Tx, orgId: string): Promise<SettingsRow> {
  const [row] = await tx
    .select()
    .from(organizationSettings)
    .where(inOrganization(organizationSettings.organizationId, orgId));
  if (row) return row;
  await tx.insert(organizationSettings).values({ organizationId: orgId }).onConflictDoNothing();
  forgetOrganizationSettings(tx);
  const [created] = await tx
    .select()
    .from(organizationSettings)
    .where(inOrganization(organizationSettings.organizationId, orgId));
  return created!;
}

export function getSettings(db: Database, actor: TenantContext): Promise<OrganizationSettings> {
  return withTenant(db, actor, async (tx) => toSettings(await ensureSettingsRow(tx, actor.orgId)));
}

/** Deep equality that ignores key order (jsonb hands objects back with its own key order). */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  return keys.length === Object.keys(right).length && keys.every((key) => same(left[key], right[key]));
}

/**
 * API-9 PUT /api/organization-settings: only the fields sent change (the Corporate BSC foundation
 * save sends four; the Settings screen sends the whole object). The merged thresholds must still be
 * strictly descending and the cap at least 100 (SETTINGS-2), else 400 with the spec's message and
 * nothing saved. One transaction with its activity row (category 'organization').
 */
export function updateSettings(
  deps: ServiceDeps,
  actor: Actor,
  patch: OrganizationSettingsPatch,
  version: string | undefined,
): Promise<OrganizationSettings> {
  return tenantWrite(deps, actor, async ({ tx }) => {
    const before = await ensureSettingsRow(tx, actor.orgId);
    assertVersion(before.updatedAt, version);
    const { version: _version, ...fields } = patch;
    const merged = { ...before, ...fields };
    const problem = scoringSettingsProblem(scoringSettingsOf(merged));
    if (problem) throw badRequest(settingsProblemMessage(problem));
    // REQUEST-3: the workflow's status names must be statuses (not the first, distinct), and the list long
    // enough for the four meanings, whenever either is saved.
    if (fields.requestStatuses !== undefined || fields.changeRequestWorkflow !== undefined) {
      // Names sent are checked strictly; names kept from before fall back by position when no longer statuses.
      const statusProblem =
        fields.changeRequestWorkflow !== undefined
          ? statusNamesProblem(merged.requestStatuses, merged.changeRequestWorkflow)
          : resolveStatusMeanings(merged.requestStatuses, merged.changeRequestWorkflow)
            ? null
            : REQUEST_STATUSES_TOO_SHORT;
      if (statusProblem) {
        const field =
          fields.changeRequestWorkflow !== undefined ? "changeRequestWorkflow" : "requestStatuses";
        throw badRequest(statusProblem, { [field]: statusProblem });
      }
    }

    const changed = (Object.keys(fields) as (keyof typeof fields)[]).filter(
      (key) => fields[key] !== undefined && !same(fields[key], before[key]),
    );
    if (changed.length === 0) return toSettings(before);

    const [after] = await tx
      .update(organizationSettings)
      .set({ ...fields, updatedAt: new Date(), updatedBy: actor.userId })
      .where(inOrganization(organizationSettings.organizationId, actor.orgId))
      .returning();
    forgetOrganizationSettings(tx);
    await recordActivity(tx, actor, {
      action: "updated",
      entityType: organizationSettingsResource.entityType,
      entityId: null,
      entityName: organizationSettingsResource.noun,
      category: organizationSettingsResource.category,
      details: {
        oldValue: Object.fromEntries(changed.map((key) => [key, before[key]])),
        newValue: Object.fromEntries(changed.map((key) => [key, after![key]])),
      },
    });
    return toSettings(after!);
  });
}
