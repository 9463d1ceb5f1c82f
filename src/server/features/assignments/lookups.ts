// Rows an assignment refers to, looked up inside the actor's organization. A reference in a body that
// is missing or belongs to another organization is a 400 on that field (nothing is written); an id in
// the path answers 404 (D8), in the services.
import { and, eq } from "drizzle-orm";
import { displayName } from "../../../domain/people";
import type { Tx } from "../../db/client";
import { kpis, objectives, organizationFunctions, users } from "../../db/schema";
import type { TenantContext } from "../../db/tenant";
import { inOrganization } from "../../db/tenant-filter";
import { badRequest } from "../../http-error";

function missing(field: string, message: string): never {
  throw badRequest(message, { [field]: message });
}

export async function findFunctionFor(tx: Tx, actor: TenantContext, field: string, id: string) {
  const [row] = await tx
    .select()
    .from(organizationFunctions)
    .where(
      and(
        eq(organizationFunctions.id, id),
        inOrganization(organizationFunctions.organizationId, actor.orgId),
      ),
    );
  return row ?? missing(field, "Function not found");
}

export async function findObjectiveFor(tx: Tx, actor: TenantContext, field: string, id: string) {
  const [row] = await tx
    .select()
    .from(objectives)
    .where(and(eq(objectives.id, id), inOrganization(objectives.organizationId, actor.orgId)));
  return row ?? missing(field, "Objective not found");
}

export async function findKpiFor(tx: Tx, actor: TenantContext, field: string, id: string) {
  const [row] = await tx
    .select()
    .from(kpis)
    .where(and(eq(kpis.id, id), inOrganization(kpis.organizationId, actor.orgId)));
  return row ?? missing(field, "KPI not found");
}

/** A member of the actor's organization who may own an assignment; answers their id and display name. */
export async function findOwnerFor(tx: Tx, actor: TenantContext, field: string, id: string) {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, id), inOrganization(users.organizationId, actor.orgId)));
  if (!row) return missing(field, "Owner not found");
  return { id: row.id, name: displayName(row) };
}
