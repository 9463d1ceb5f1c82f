import { DEFAULT_FISCAL_START_MONTH } from "../../domain/periods";
import { SERVED_PAGE } from "../../domain/served-page";
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
