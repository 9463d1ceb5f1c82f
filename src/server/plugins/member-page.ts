import { agreedCeoFunction } from "../../domain/first-reads";
import type { OrganizationSettings } from "../../domain/schemas/settings";
import type { Database } from "../db/client";
import { type Actor, withTenant } from "../db/tenant";
import { ceoCandidatesIn } from "../features/scorecard/service";
import { settingsIn } from "../features/settings/service";

/** What a member's page is built from besides the session (PLATFORM-34). */
export type MemberPageContext = { settings: OrganizationSettings; ceoFunctionId: string | null };

/** PLATFORM-34: the organization's settings and its CEO function, read in one transaction. */
export function readMemberPageContext(db: Database, actor: Actor): Promise<MemberPageContext> {
  return withTenant(db, actor, async (tx) => ({
    settings: await settingsIn(tx, actor.orgId),
    ceoFunctionId: agreedCeoFunction(await ceoCandidatesIn(tx, actor.orgId)),
  }));
}
