// CYCLE-21: the pending submissions of approval (APPROVAL), through the submissions feature's public entry.
import type { Tx } from "../../db/client";
import type { TenantContext } from "../../db/tenant";
import { pendingByAssignment } from "../submissions";
import type { PendingValue } from "./data";

/** By assignment and period key; `assignmentIds` undefined: every assignment of the organization. */
export function pendingSubmissions(
  tx: Tx,
  actor: TenantContext,
  assignmentIds: readonly string[] | undefined,
  year: number,
): Promise<Map<string, Map<string, PendingValue>>> {
  return pendingByAssignment(tx, actor, assignmentIds, year);
}
