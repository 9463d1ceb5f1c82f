// Heads of functions up and down the tree (CYCLE-2): escalation and approvals follow them.
import { sql } from "drizzle-orm";
import { selectRows, type Tx } from "../../db/client";
import type { TenantContext } from "../../db/tenant";

export type FunctionHead = { functionId: string; functionName: string; headUserId: string | null };

/** CYCLE-2: the function, then each ancestor up to the root, each with its head (null: none). */
export async function headsUpTheTree(
  tx: Tx,
  actor: TenantContext,
  functionId: string,
): Promise<FunctionHead[]> {
  const rows = await selectRows<{ id: string; name: string; head_user_id: string | null; depth: number }>(
    tx,
    sql`with recursive up as (
        select id, name, head_user_id, parent_id, 0 as depth from organization_functions
          where id = ${functionId} and organization_id = ${actor.orgId}
        union all
        select f.id, f.name, f.head_user_id, f.parent_id, up.depth + 1 from organization_functions f
          join up on f.id = up.parent_id
          where f.organization_id = ${actor.orgId} and up.depth < 64
      )
      select id, name, head_user_id, depth from up order by depth`,
  );
  return rows.map((row) => ({ functionId: row.id, functionName: row.name, headUserId: row.head_user_id }));
}

/** CYCLE-2: every function the user heads and every function below one of them (no duplicates). */
export async function subtreeFunctionIds(
  tx: Tx,
  actor: TenantContext,
  headUserId: string,
): Promise<string[]> {
  const rows = await selectRows<{ id: string }>(
    tx,
    sql`with recursive down as (
        select id, 0 as depth from organization_functions
          where head_user_id = ${headUserId} and organization_id = ${actor.orgId}
        union
        select f.id, down.depth + 1 from organization_functions f join down on f.parent_id = down.id
          where f.organization_id = ${actor.orgId} and down.depth < 64
      )
      select distinct id from down`,
  );
  return rows.map((row) => row.id);
}
