import { CURRENCIES, type Currency } from "../../../../domain/units";
import { useRead } from "../../../lib/resources";
import { DEFAULT_INITIATIVE_STATUSES } from "./types";

/** The organization's initiative statuses (setting `initiativeStatuses`), else the default list. */
export function useInitiativeStatuses(): readonly string[] {
  const settings = useRead("/api/organization-settings", { silent: true });
  const own = (settings.data as { initiativeStatuses?: unknown } | undefined)?.initiativeStatuses;
  return Array.isArray(own) && own.length > 0 ? (own as string[]) : DEFAULT_INITIATIVE_STATUSES;
}

/** SETTINGS-15: the organization's currency (setting `currency`), the one budgets and spend are in. */
export function useOrganizationCurrency(): Currency {
  const settings = useRead("/api/organization-settings", { silent: true });
  const own = (settings.data as { currency?: unknown } | undefined)?.currency;
  return CURRENCIES.find((code) => code === own) ?? "EUR";
}
