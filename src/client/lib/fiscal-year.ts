import { type CalendarMonth, DEFAULT_FISCAL_START_MONTH } from "../../domain/periods";
import { SERVED_PAGE } from "../../domain/served-page";
import { DEFAULT_TIME_ZONE, isTimeZone, localMonth } from "../../domain/time-zone";
import { useRead } from "./resources";

let served: number | null | undefined;

/** PLATFORM-36: the start month the server wrote into a member's page, null in any other page. */
function servedFiscalStartMonth(): number | null {
  if (served === undefined) {
    const meta =
      typeof document === "undefined"
        ? null
        : document.querySelector<HTMLMetaElement>(`meta[name="${SERVED_PAGE.fiscalStartMeta}"]`);
    const month = Number(meta?.content);
    served = Number.isInteger(month) && month >= 1 && month <= 12 ? month : null;
  }
  return served;
}

/**
 * FISCAL-1: the organization's fiscal year start month, for every screen that maps periods (FISCAL-3,
 * FISCAL-4, FISCAL-6). Until the settings are loaded, the month the page was served with (PLATFORM-36),
 * else January.
 */
export function useFiscalStartMonth(): number {
  const settings = useRead("/api/organization-settings").data;
  return settings?.fiscalYearStartMonth ?? servedFiscalStartMonth() ?? DEFAULT_FISCAL_START_MONTH;
}

let servedZone: string | null | undefined;

/** SETTINGS-17: the time zone the server wrote into a member's page, null in any other page. */
function servedTimeZone(): string | null {
  if (servedZone === undefined) {
    const meta =
      typeof document === "undefined"
        ? null
        : document.querySelector<HTMLMetaElement>(`meta[name="${SERVED_PAGE.timeZoneMeta}"]`);
    servedZone = meta?.content && isTimeZone(meta.content) ? meta.content : null;
  }
  return servedZone;
}

/** SETTINGS-16: the organization's time zone: its settings', else the page's (PLATFORM-36), else UTC. */
export function useOrganizationTimeZone(): string {
  const settings = useRead("/api/organization-settings").data;
  return settings?.timeZone ?? servedTimeZone() ?? DEFAULT_TIME_ZONE;
}

/**
 * SETTINGS-17: this month on the organization's clocks, for every screen's default year and period, as the
 * server counts them (the page's first reads included).
 */
export function useOrganizationMonth(): CalendarMonth {
  return localMonth(new Date(), useOrganizationTimeZone());
}
