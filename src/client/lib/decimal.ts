// VALUE-2: the decimal separator of the user's locale, so "12,5" typed in a comma locale reads 12.5.
import type { DecimalSeparator } from "../../domain/measures";

let cached: DecimalSeparator | null = null;

/** "," when the browser's locale writes 1.5 as "1,5", else ".". */
export function localeDecimalSeparator(): DecimalSeparator {
  if (cached) return cached;
  try {
    const part = new Intl.NumberFormat(undefined).formatToParts(1.5).find((p) => p.type === "decimal");
    cached = part?.value === "," ? "," : ".";
  } catch {
    cached = ".";
  }
  return cached;
}
