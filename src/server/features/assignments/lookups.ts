// Rows an assignment's body refers to, looked up inside the actor's organization (TENANT-3): one that
// is missing or belongs to another organization is a 400 on that field and nothing is written.
import { displayName } from "../../../domain/people";
import type { Tx } from "../../db/client";
import { kpis, objectives, organizationFunctions, users } from "../../db/schema";
import type { TenantContext } from "../../db/tenant";
import { owned } from "../../kernel";

export const functionRows = owned(organizationFunctions, "Function not found");
export const objectiveRows = owned(objectives, "Objective not found");
export const kpiRows = owned(kpis, "KPI not found");
const userRows = owned(users, "Owner not found");

/** A member of the actor's organization who may own an assignment; answers their id and display name. */
export async function findOwnerFor(tx: Tx, actor: TenantContext, field: string, id: string) {
  const row = await userRows.reference(tx, actor, field, id);
  return { id: row.id, name: displayName(row) };
}
