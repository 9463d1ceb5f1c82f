// Strategy map links (STRAT-1..STRAT-4, STRAT-17, API-15; TENANT-2, VERSION-1). A link
// is a claim: the driver objective assignment moves the outcome (direct or inverse, weak to strong).
import { and, asc, eq, inArray } from "drizzle-orm";
import { strategyLinksResource } from "../../../domain/resources";
import {
  type CreateStrategyLinkValues,
  DIFFERENT_FUNCTIONS_MESSAGE,
  DUPLICATE_LINK_MESSAGE,
  SELF_LINK_MESSAGE,
  type StrategyLink,
  type UpdateStrategyLinkValues,
} from "../../../domain/schemas/strategy-map";
import type { Tx } from "../../db/client";
import { objectiveAssignments, objectives, organizationFunctions, strategyLinks } from "../../db/schema";
import { type Actor, type TenantContext, withTenant } from "../../db/tenant";
import { inOrganization } from "../../db/tenant-filter";
import { badRequest, conflict, HttpError, notFound } from "../../http-error";
import { assertVersion, auditedResource, tenantWrite } from "../../kernel";
import type { ServiceDeps } from "../../services";

export type LinkRow = typeof strategyLinks.$inferSelect;

export const DRIVER_NOT_FOUND = "The driver objective assignment (fromObjectiveAssignmentId) was not found";
export const OUTCOME_NOT_FOUND = "The outcome objective assignment (toObjectiveAssignmentId) was not found";
const FUNCTION_NOT_FOUND = "Function not found";

export function toStrategyLink(row: LinkRow): StrategyLink {
  return {
    id: row.id,
    functionId: row.functionId,
    fromObjectiveAssignmentId: row.fromObjectiveAssignmentId,
    toObjectiveAssignmentId: row.toObjectiveAssignmentId,
    direction: row.direction,
    strength: row.strength,
    hypothesis: row.hypothesis,
    version: row.updatedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const snapshot = (row: LinkRow) => ({
  from: row.fromObjectiveAssignmentId,
  to: row.toObjectiveAssignmentId,
  direction: row.direction,
  strength: row.strength,
  hypothesis: row.hypothesis,
});

// STRAT-17: the log names a link by its two objectives ("Engaged people → Faster delivery").
const linkRows = auditedResource(strategyLinksResource, strategyLinks, {
  name: (row) => `${row.fromObjectiveAssignmentId} → ${row.toObjectiveAssignmentId}`,
  snapshot,
});

/** The two ends' objective names, for the activity row's name. */
async function linkName(tx: Tx, actor: TenantContext, row: LinkRow): Promise<string> {
  const ends = await tx
    .select({ id: objectiveAssignments.id, name: objectives.name })
    .from(objectiveAssignments)
    .innerJoin(objectives, eq(objectives.id, objectiveAssignments.objectiveId))
    .where(
      and(
        inOrganization(objectiveAssignments.organizationId, actor.orgId),
        inArray(objectiveAssignments.id, [row.fromObjectiveAssignmentId, row.toObjectiveAssignmentId]),
      ),
    );
  const nameOf = (id: string) => ends.find((end) => end.id === id)?.name ?? "Objective";
  return `${nameOf(row.fromObjectiveAssignmentId)} → ${nameOf(row.toObjectiveAssignmentId)}`;
}

/** 404 that names the field, as the contract asks for an unknown or another organization's end. */
function endNotFound(field: string, message: string): HttpError {
  return new HttpError(404, message, "NOT_FOUND", { [field]: message });
}

async function assignmentEnd(tx: Tx, actor: TenantContext, id: string) {
  const [row] = await tx
    .select({ id: objectiveAssignments.id, functionId: objectiveAssignments.organizationFunctionId })
    .from(objectiveAssignments)
    .where(
      and(eq(objectiveAssignments.id, id), inOrganization(objectiveAssignments.organizationId, actor.orgId)),
    );
  return row ?? null;
}

/** API-15 GET /api/strategy-links?functionId=: one function's links, or every link of the organization. */
export function listLinks(
  deps: ServiceDeps,
  actor: TenantContext,
  functionId?: string,
): Promise<StrategyLink[]> {
  return withTenant(deps.db, actor, async (tx) => {
    if (functionId) {
      const [fn] = await tx
        .select({ id: organizationFunctions.id })
        .from(organizationFunctions)
        .where(
          and(
            eq(organizationFunctions.id, functionId),
            inOrganization(organizationFunctions.organizationId, actor.orgId),
          ),
        );
      if (!fn) throw notFound(FUNCTION_NOT_FOUND);
    }
    const rows = await tx
      .select()
      .from(strategyLinks)
      .where(
        functionId
          ? and(linkRows.inOrg(actor), eq(strategyLinks.functionId, functionId))
          : linkRows.inOrg(actor),
      )
      .orderBy(asc(strategyLinks.createdAt), asc(strategyLinks.id));
    return rows.map(toStrategyLink);
  });
}

/**
 * API-15 POST /api/strategy-links. STRAT-1: both ends objective assignments of the organization (404
 * naming which otherwise, TENANT-2), of one function (400), not the same one (400); one link per ordered
 * pair (409). STRAT-17: recorded in the log.
 */
export function createLink(
  deps: ServiceDeps,
  actor: Actor,
  input: CreateStrategyLinkValues,
): Promise<StrategyLink> {
  const { fromObjectiveAssignmentId: from, toObjectiveAssignmentId: to } = input;
  return tenantWrite(deps, actor, async (w) => {
    const { tx } = w;
    if (from === to) {
      throw badRequest(SELF_LINK_MESSAGE, { toObjectiveAssignmentId: SELF_LINK_MESSAGE });
    }
    const driver = await assignmentEnd(tx, actor, from);
    if (!driver) throw endNotFound("fromObjectiveAssignmentId", DRIVER_NOT_FOUND);
    const outcome = await assignmentEnd(tx, actor, to);
    if (!outcome) throw endNotFound("toObjectiveAssignmentId", OUTCOME_NOT_FOUND);
    if (driver.functionId !== outcome.functionId) {
      throw badRequest(DIFFERENT_FUNCTIONS_MESSAGE, { toObjectiveAssignmentId: DIFFERENT_FUNCTIONS_MESSAGE });
    }
    const [existing] = await tx
      .select({ id: strategyLinks.id })
      .from(strategyLinks)
      .where(
        and(
          linkRows.inOrg(actor),
          eq(strategyLinks.fromObjectiveAssignmentId, from),
          eq(strategyLinks.toObjectiveAssignmentId, to),
        ),
      );
    if (existing) throw conflict(DUPLICATE_LINK_MESSAGE);
    const row = await linkRows.insert(tx, actor, {
      functionId: driver.functionId,
      fromObjectiveAssignmentId: from,
      toObjectiveAssignmentId: to,
      direction: input.direction,
      strength: input.strength,
      hypothesis: input.hypothesis ?? null,
    });
    const name = await linkName(tx, actor, row);
    await linkRows.audit(w, "created", row, { newValue: snapshot(row) }, name);
    return toStrategyLink(row);
  });
}

/** API-15 PATCH /api/strategy-links/{id}: direction, strength, hypothesis (null clears); VERSION-1. */
export function updateLink(
  deps: ServiceDeps,
  actor: Actor,
  id: string,
  input: UpdateStrategyLinkValues,
  version: string | undefined,
): Promise<StrategyLink> {
  return tenantWrite(deps, actor, async (w) => {
    const { tx } = w;
    const before = await linkRows.lock(tx, actor, id);
    assertVersion(before.updatedAt, version);
    const changes: Partial<Pick<LinkRow, "direction" | "strength" | "hypothesis">> = {};
    if (input.direction !== undefined) changes.direction = input.direction;
    if (input.strength !== undefined) changes.strength = input.strength;
    if (input.hypothesis !== undefined) changes.hypothesis = input.hypothesis;
    const after = await linkRows.update(tx, actor, id, changes);
    const name = await linkName(tx, actor, after);
    await linkRows.audit(
      w,
      "updated",
      after,
      { oldValue: snapshot(before), newValue: snapshot(after) },
      name,
    );
    return toStrategyLink(after);
  });
}

/** API-15 DELETE /api/strategy-links/{id}; VERSION-1 (?version= or If-Match). */
export function deleteLink(
  deps: ServiceDeps,
  actor: Actor,
  id: string,
  version: string | undefined,
): Promise<void> {
  return tenantWrite(deps, actor, async (w) => {
    const { tx } = w;
    const row = await linkRows.lock(tx, actor, id);
    assertVersion(row.updatedAt, version);
    const name = await linkName(tx, actor, row);
    await linkRows.delete(tx, actor, id);
    await linkRows.audit(w, "deleted", row, { oldValue: snapshot(row) }, name);
  });
}
