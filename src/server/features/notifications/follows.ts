// NOTIFY-6, API-35: a member follows a KPI assignment or an objective assignment of the organization.
// A person's own settings: no activity row (NOTIFY-16).
import { and, asc, eq } from "drizzle-orm";
import type { Follow, FollowTarget } from "../../../domain/schemas/notifications";
import type { Tx } from "../../db/client";
import { follows, kpiAssignments, objectiveAssignments } from "../../db/schema";
import { type Actor, type TenantContext, withTenant } from "../../db/tenant";
import { notFound } from "../../http-error";
import { owned, tenantWrite } from "../../kernel";
import type { ServiceDeps } from "../../services";

const followRows = owned(follows);

const kpiAssignmentRows = owned(kpiAssignments, "KPI assignment not found");
const objectiveAssignmentRows = owned(objectiveAssignments, "Objective assignment not found");

type Row = typeof follows.$inferSelect;

const toFollow = (row: Row): Follow => ({
  id: row.id,
  kpiAssignmentId: row.kpiAssignmentId,
  objectiveAssignmentId: row.objectiveAssignmentId,
  createdAt: row.createdAt.toISOString(),
});

/** The caller's follow of this target (the one column given), as a filter. */
function ownFollowOf(actor: TenantContext, target: FollowTarget) {
  return and(
    followRows.inOrg(actor),
    eq(follows.userId, actor.userId),
    target.kpiAssignmentId !== undefined
      ? eq(follows.kpiAssignmentId, target.kpiAssignmentId)
      : eq(follows.objectiveAssignmentId, target.objectiveAssignmentId!),
  );
}

/** TENANT-2: the assignment must be the organization's; unknown or another's answers 404. */
async function assertTargetExists(tx: Tx, actor: TenantContext, target: FollowTarget): Promise<void> {
  const [found] =
    target.kpiAssignmentId !== undefined
      ? await tx
          .select({ id: kpiAssignments.id })
          .from(kpiAssignments)
          .where(kpiAssignmentRows.byId(actor, target.kpiAssignmentId))
      : await tx
          .select({ id: objectiveAssignments.id })
          .from(objectiveAssignments)
          .where(objectiveAssignmentRows.byId(actor, target.objectiveAssignmentId!));
  if (!found) {
    throw notFound(
      target.kpiAssignmentId !== undefined ? "KPI assignment not found" : "Objective assignment not found",
    );
  }
}

/** API-35: GET /api/follows: the caller's follows, oldest first. */
export function listFollows(deps: ServiceDeps, actor: TenantContext): Promise<{ items: Follow[] }> {
  return withTenant(deps.db, actor, async (tx) => {
    const rows = await tx
      .select()
      .from(follows)
      .where(and(followRows.inOrg(actor), eq(follows.userId, actor.userId)))
      .orderBy(asc(follows.createdAt), asc(follows.id));
    return { items: rows.map(toFollow) };
  });
}

/** API-35: POST /api/follows: the new follow (created: true), or the one already there. */
export function follow(
  deps: ServiceDeps,
  actor: Actor,
  target: FollowTarget,
): Promise<{ follow: Follow; created: boolean }> {
  return tenantWrite(deps, actor, async ({ tx }) => {
    await assertTargetExists(tx, actor, target);
    // The unique indexes (one follow per person and target) settle two requests at once.
    const [inserted] = await tx
      .insert(follows)
      .values({
        organizationId: actor.orgId,
        userId: actor.userId,
        kpiAssignmentId: target.kpiAssignmentId ?? null,
        objectiveAssignmentId: target.objectiveAssignmentId ?? null,
      })
      .onConflictDoNothing()
      .returning();
    if (inserted) return { follow: toFollow(inserted), created: true };
    const [existing] = await tx.select().from(follows).where(ownFollowOf(actor, target));
    if (!existing) throw notFound("Follow not found");
    return { follow: toFollow(existing), created: false };
  });
}

/** API-35: DELETE /api/follows?kpiAssignmentId= | ?objectiveAssignmentId=: idempotent. */
export function unfollow(deps: ServiceDeps, actor: Actor, target: FollowTarget): Promise<void> {
  return tenantWrite(deps, actor, async ({ tx }) => {
    await tx.delete(follows).where(ownFollowOf(actor, target));
  });
}
