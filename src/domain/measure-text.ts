// UI-106: a KPI's value with its unit, the one way the screens, the activity log and the mail write it:
// '95%', '€3,360', '12 days', '3.5'. The client's formatMeasure writes the number in the reader's locale
// and adds the unit here; text made on the server (mail, the activity log) uses en-US numbers.

/** A formatted number with its unit: currency symbols lead ('€3,360'), '%' follows, others after a space. */
export function withUnit(text: string, unit?: string | null): string {
  const u = unit?.trim();
  if (!u) return text;
  if (u === "%") return `${text}%`;
  // DEMO-3: currency symbols lead the amount ($1,200, €1,200, £1,200).
  if (u === "$" || u === "€" || u === "£") return `${u}${text}`;
  return `${text} ${u}`;
}

let numbers: Intl.NumberFormat | undefined;

/** A number to at most two decimals, grouped by thousands (en-US), with its unit; null for no value. */
export function measureText(value: number | null | undefined, unit?: string | null): string | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  numbers ??= new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });
  return withUnit(numbers.format(value), unit);
}
