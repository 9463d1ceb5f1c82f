import { and, asc, eq } from "drizzle-orm";
import { displayName } from "../../domain/people";
import { describeHoldings, OWNS_THINGS_CODE, type UserHoldings } from "../../domain/schemas/users";
import type { Tx } from "../db/client";
import { joinKpiPlace } from "../db/kpi-place";
import {
  kpiAssignments,
  kpis,
  objectiveAssignments,
  objectives,
  organizationFunctions,
  type users,
} from "../db/schema";
import { badRequest, HttpError } from "../http-error";

// USER-8..USER-10: what a user owns in their organization (every owner column: library objectives,
// objective assignments, KPI assignments), and handing it to another member before the user is deleted,
// so no screen ever shows a deleted person as an owner. Written once for the organization's users
// screen (tenant transaction) and the platform console (platform transaction); every query filters by
// the organization explicitly, since a platform transaction sees every organization.

type UserRow = typeof users.$inferSelect;
/** The user taking over, as the owner columns record them. */
export type NewOwner = { id: string; name: string };

/** USER-8: what the user owns in the organization, with names. */
export async function holdingsOf(tx: Tx, user: UserRow, organizationId: string): Promise<UserHoldings> {
  const library = await tx
    .select({ name: objectives.name })
    .from(objectives)
    .where(and(eq(objectives.ownerId, user.id), eq(objectives.organizationId, organizationId)))
    .orderBy(asc(objectives.name));
  const placed = await tx
    .select({ objective: objectives.name, fn: organizationFunctions.name })
    .from(objectiveAssignments)
    .innerJoin(objectives, eq(objectives.id, objectiveAssignments.objectiveId))
    .innerJoin(
      organizationFunctions,
      eq(organizationFunctions.id, objectiveAssignments.organizationFunctionId),
    )
    .where(
      and(eq(objectiveAssignments.ownerId, user.id), eq(objectiveAssignments.organizationId, organizationId)),
    )
    .orderBy(asc(objectives.name), asc(organizationFunctions.name));
  const measured = await joinKpiPlace(
    tx.select({ kpi: kpis.name, fn: organizationFunctions.name }).from(kpiAssignments).$dynamic(),
  )
    .where(and(eq(kpiAssignments.ownerId, user.id), eq(kpiAssignments.organizationId, organizationId)))
    .orderBy(asc(kpis.name), asc(organizationFunctions.name));
  const held = (names: string[]) => ({ count: names.length, names });
  const result = {
    userId: user.id,
    userName: displayName(user),
    objectives: held(library.map((row) => row.name)),
    objectiveAssignments: held(placed.map((row) => `${row.objective} (${row.fn})`)),
    kpiAssignments: held(measured.map((row) => `${row.kpi} (${row.fn})`)),
  };
  return {
    ...result,
    total: result.objectives.count + result.objectiveAssignments.count + result.kpiAssignments.count,
  };
}

/** USER-9: the 409 of a delete without a new owner, listing what the user owns. */
export function ownsThings(holdings: UserHoldings): HttpError {
  return new HttpError(
    409,
    `${holdings.userName} owns ${describeHoldings(holdings)}. Choose who takes them over before deleting.`,
    OWNS_THINGS_CODE,
    undefined,
    { holdings },
  );
}

export const REASSIGN_FIELD = "reassignTo";
export const REASSIGN_SELF_MESSAGE = "The new owner must be someone other than the user being deleted";
export const REASSIGN_INACTIVE_MESSAGE = "The new owner must be an active member of the organization";
export const REASSIGN_MISSING_MESSAGE = "The new owner was not found in this organization";

/**
 * USER-9: the member named to take over. `find` looks the id up inside the organization (400 on
 * reassignTo when it is not there); they must be someone else, and an active (verified) member.
 */
export async function newOwnerFor(
  deleted: UserRow,
  reassignTo: string,
  find: (id: string) => Promise<UserRow | undefined>,
): Promise<NewOwner> {
  if (reassignTo === deleted.id) {
    throw badRequest(REASSIGN_SELF_MESSAGE, { [REASSIGN_FIELD]: REASSIGN_SELF_MESSAGE });
  }
  const target = await find(reassignTo);
  if (!target) throw badRequest(REASSIGN_MISSING_MESSAGE, { [REASSIGN_FIELD]: REASSIGN_MISSING_MESSAGE });
  if (!target.emailVerified || target.organizationId !== deleted.organizationId) {
    throw badRequest(REASSIGN_INACTIVE_MESSAGE, { [REASSIGN_FIELD]: REASSIGN_INACTIVE_MESSAGE });
  }
  return { id: target.id, name: displayName(target) };
}

/** A thing whose owner changed, for the caller's activity rows. */
export type Reassigned = {
  kind: "objective" | "objective_assignment" | "kpi_assignment";
  id: string;
  name: string;
};

/**
 * USER-10: moves everything the user owns in the organization to the new owner, with the owner names
 * kept on the rows (library objectives, KPI assignments) rewritten, and answers what moved.
 */
export async function reassignHoldings(
  tx: Tx,
  from: UserRow,
  to: NewOwner,
  organizationId: string,
): Promise<Reassigned[]> {
  const now = new Date();
  const library = await tx
    .update(objectives)
    .set({ ownerId: to.id, ownerName: to.name, updatedAt: now })
    .where(and(eq(objectives.ownerId, from.id), eq(objectives.organizationId, organizationId)))
    .returning({ id: objectives.id, name: objectives.name });
  const placed = await tx
    .update(objectiveAssignments)
    .set({ ownerId: to.id, updatedAt: now })
    .where(
      and(eq(objectiveAssignments.ownerId, from.id), eq(objectiveAssignments.organizationId, organizationId)),
    )
    .returning({ id: objectiveAssignments.id, objectiveId: objectiveAssignments.objectiveId });
  const measured = await tx
    .update(kpiAssignments)
    .set({ ownerId: to.id, ownerName: to.name, updatedAt: now })
    .where(and(eq(kpiAssignments.ownerId, from.id), eq(kpiAssignments.organizationId, organizationId)))
    .returning({ id: kpiAssignments.id, kpiId: kpiAssignments.kpiId });

  const names = async (
    table: typeof objectives | typeof kpis,
    ids: string[],
  ): Promise<Map<string, string>> => {
    if (ids.length === 0) return new Map();
    const rows = await tx
      .select({ id: table.id, name: table.name })
      .from(table)
      .where(eq(table.organizationId, organizationId));
    return new Map(rows.map((row) => [row.id, row.name] as const));
  };
  const objectiveNames = await names(
    objectives,
    placed.map((row) => row.objectiveId),
  );
  const kpiNames = await names(
    kpis,
    measured.map((row) => row.kpiId),
  );
  return [
    ...library.map((row) => ({ kind: "objective" as const, id: row.id, name: row.name })),
    ...placed.map((row) => ({
      kind: "objective_assignment" as const,
      id: row.id,
      name: objectiveNames.get(row.objectiveId) ?? "Objective",
    })),
    ...measured.map((row) => ({
      kind: "kpi_assignment" as const,
      id: row.id,
      name: kpiNames.get(row.kpiId) ?? "KPI",
    })),
  ];
}
