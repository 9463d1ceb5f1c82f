// The organization's fiscal year (FISCAL-1, FISCAL-2, FISCAL-4), read inside a tenant transaction by any
// feature that maps periods or defaults `?year=`.
import { currentYear, DEFAULT_FISCAL_START_MONTH } from "../../domain/periods";
import type { Tx } from "./client";
import { organizationSettingsOf } from "./organization-settings";
import type { TenantContext } from "./tenant";

/** FISCAL-1: the organization's fiscal year start month (1 when it has no settings row yet). */
export async function fiscalStartMonthOf(tx: Tx, ctx: TenantContext): Promise<number> {
  const row = await organizationSettingsOf(tx, ctx.orgId);
  return row?.fiscalYearStartMonth ?? DEFAULT_FISCAL_START_MONTH;
}

/** FISCAL-2, FISCAL-4: the organization's fiscal year today, the default of every `?year=`. */
export async function fiscalYearNow(tx: Tx, ctx: TenantContext, now = new Date()): Promise<number> {
  return currentYear(now, await fiscalStartMonthOf(tx, ctx));
}
