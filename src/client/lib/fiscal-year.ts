import { DEFAULT_FISCAL_START_MONTH } from "../../domain/periods";
import { useRead } from "./resources";

/**
 * FISCAL-1: the organization's fiscal year start month, for every screen that maps periods (FISCAL-3,
 * FISCAL-4, FISCAL-6). January until the settings are loaded.
 */
export function useFiscalStartMonth(): number {
  return useRead("/api/organization-settings").data?.fiscalYearStartMonth ?? DEFAULT_FISCAL_START_MONTH;
}
