// The organization's fiscal year (FISCAL-1, FISCAL-2, FISCAL-4) and day (SETTINGS-17), read inside a tenant
// transaction by any feature that maps periods, defaults `?year=` or asks what today is.
import { type CalendarMonth, currentYear, DEFAULT_FISCAL_START_MONTH } from "../../domain/periods";
import type { IsoDate } from "../../domain/reporting-calendar";
import { DEFAULT_TIME_ZONE, localIsoDay, localMonth } from "../../domain/time-zone";
import type { Tx } from "./client";
import { organizationSettingsOf } from "./organization-settings";
import type { TenantContext } from "./tenant";

/** FISCAL-1: the organization's fiscal year start month (1 when it has no settings row yet). */
export async function fiscalStartMonthOf(tx: Tx, ctx: TenantContext): Promise<number> {
  const row = await organizationSettingsOf(tx, ctx.orgId);
  return row?.fiscalYearStartMonth ?? DEFAULT_FISCAL_START_MONTH;
}

/** SETTINGS-16: the organization's time zone (UTC when it has no settings row yet). */
export async function timeZoneOf(tx: Tx, ctx: Pick<TenantContext, "orgId">): Promise<string> {
  const row = await organizationSettingsOf(tx, ctx.orgId);
  return row?.timeZone ?? DEFAULT_TIME_ZONE;
}

/** SETTINGS-17: `now` as the organization's calendar day and month, in its time zone. */
export type OrganizationDay = { timeZone: string; day: IsoDate; month: CalendarMonth };

export async function organizationDayOf(
  tx: Tx,
  ctx: Pick<TenantContext, "orgId">,
  now: Date,
): Promise<OrganizationDay> {
  const timeZone = await timeZoneOf(tx, ctx);
  return { timeZone, day: localIsoDay(now, timeZone), month: localMonth(now, timeZone) };
}

/** FISCAL-2, FISCAL-4, SETTINGS-17: the organization's fiscal year today, the default of every `?year=`. */
export async function fiscalYearNow(tx: Tx, ctx: TenantContext, now = new Date()): Promise<number> {
  const { month } = await organizationDayOf(tx, ctx, now);
  return currentYear(month, await fiscalStartMonthOf(tx, ctx));
}

/** SETTINGS-17: the organization's "today" at `now`, as "YYYY-MM-DD". */
export async function organizationToday(
  tx: Tx,
  ctx: Pick<TenantContext, "orgId">,
  now: Date,
): Promise<IsoDate> {
  return (await organizationDayOf(tx, ctx, now)).day;
}
