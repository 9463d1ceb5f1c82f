// How a KPI's target or actual reads on the performance screens: up to two decimals, with its unit (UI-106).
import { withUnit } from "../../domain/measure-text";
import { formatNumber } from "./intl";

/** '95%', '$1,200', '12 days', '3.5'; null when there is no value (screens show '-' or 'No data'). */
export function formatMeasure(value: number | null | undefined, unit?: string | null): string | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  return withUnit(formatNumber(value), unit);
}
