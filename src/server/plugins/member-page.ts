import { agreedCeoFunction } from "../../domain/first-reads";
import type { Database } from "../db/client";
import { fiscalStartMonthOf, timeZoneOf } from "../db/fiscal-year";
import { type Actor, withTenant } from "../db/tenant";
import { ceoCandidatesIn } from "../features/scorecard/service";

/** What a member's page is built from besides the session (PLATFORM-34). */
export type MemberPageContext = { fiscalStartMonth: number; timeZone: string; ceoFunctionId: string | null };

/** PLATFORM-34: the organization's fiscal year start and its CEO function, read in one transaction. */
export function readMemberPageContext(db: Database, actor: Actor): Promise<MemberPageContext> {
  return withTenant(db, actor, async (tx) => ({
    fiscalStartMonth: await fiscalStartMonthOf(tx, actor),
    timeZone: await timeZoneOf(tx, actor),
    ceoFunctionId: agreedCeoFunction(await ceoCandidatesIn(tx, actor.orgId)),
  }));
}
