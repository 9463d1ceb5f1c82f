// How a KPI's target or actual reads on the performance screens: up to two decimals, with its unit.
import { formatNumber } from "./intl";

/** '95%', '$1,200', '12 days', '3.5'; null when there is no value (screens show '-' or 'No data'). */
export function formatMeasure(value: number | null | undefined, unit?: string | null): string | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  const text = formatNumber(value);
  const u = unit?.trim();
  if (!u) return text;
  if (u === "%") return `${text}%`;
  // DEMO-3: currency symbols lead the amount ($1,200, €1,200, £1,200).
  if (u === "$" || u === "€" || u === "£") return `${u}${text}`;
  return `${text} ${u}`;
}
