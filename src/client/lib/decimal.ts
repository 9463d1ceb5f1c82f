// VALUE-2: the decimal separator of the user's locale, so "12,5" typed in a comma locale reads 12.5.
// UI-118: the locale is the screens' (readerLocale), so German screens read "12,5".
import type { DecimalSeparator } from "../../domain/measures";
import { readerLocale } from "./intl";

const cached = new Map<string, DecimalSeparator>();

/** "," when the screens' locale writes 1.5 as "1,5", else ".". */
export function localeDecimalSeparator(locale = readerLocale()): DecimalSeparator {
  let separator = cached.get(locale);
  if (separator) return separator;
  try {
    const part = new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === "decimal");
    separator = part?.value === "," ? "," : ".";
  } catch {
    separator = ".";
  }
  cached.set(locale, separator);
  return separator;
}
