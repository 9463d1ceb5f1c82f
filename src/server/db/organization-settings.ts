// The organization's settings row, which most reads and writes consult (fiscal year, thresholds,
// approval, analysis, alerts): one prepared read (PLATFORM-33), made once per transaction (PLATFORM-35).
import type { Tx } from "./client";
import { forgetInTransaction, oncePerTransaction } from "./per-transaction";
import { reusableRead } from "./reusable-read";
import { organizationSettings } from "./schema";
import { inOrganization } from "./tenant-filter";

export type OrganizationSettingsRow = typeof organizationSettings.$inferSelect;

const SETTINGS = "organization_settings:";

const settingsRow = reusableRead("organization_settings", ["org"], (tx, { org }) =>
  tx.select().from(organizationSettings).where(inOrganization(organizationSettings.organizationId, org)),
);

/** SETTINGS-1: the organization's settings, or undefined before its row is made (each column's default applies). */
export function organizationSettingsOf(tx: Tx, orgId: string): Promise<OrganizationSettingsRow | undefined> {
  return oncePerTransaction(
    tx,
    `${SETTINGS}${orgId}`,
    async () => (await settingsRow(tx, { org: orgId }))[0],
  );
}

/** Called by every write of organization_settings, in its transaction (PLATFORM-35). */
export function forgetOrganizationSettings(tx: Tx): void {
  forgetInTransaction(tx, SETTINGS);
}
