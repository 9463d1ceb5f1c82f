// PLATFORM-26: numbers written as Intl writes them in the locales that write them as en-US does
// ("1,234.56"), without making an Intl object: a screen's first draw makes none. Shared by the client's
// formatNumber and the one measure formatter (UI-113); src/domain/units.test.ts and
// src/client/lib/intl.test.ts check them against Intl digit for digit.

/** Locales whose numbers read "-1,234,567.89", as the fast path writes them (not en-IN, en-ZA …). */
export const EN_US_NUMBER_LOCALES: ReadonlySet<string> = new Set([
  "en",
  "en-US",
  "en-GB",
  "en-AU",
  "en-CA",
  "en-NZ",
  "en-IE",
]);

/**
 * |value| rounded to at most `maximumFractionDigits` decimals (half away from zero, on the shortest decimal
 * that reads back as the number, as Intl rounds), at least `minimumFractionDigits`, grouped by thousands:
 * '1,234.57'; null when the fast path cannot write it (exponent notation: Intl writes those).
 */
export function writeEnglishDigits(
  value: number,
  maximumFractionDigits: number,
  minimumFractionDigits = 0,
): string | null {
  const plain = Math.abs(value).toString();
  if (plain.includes("e")) return null;
  const [whole, fraction] = roundDecimal(plain, maximumFractionDigits);
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ",");
  const digits = fraction.padEnd(minimumFractionDigits, "0");
  return `${grouped}${digits ? `.${digits}` : ""}`;
}

/** "2.675" to 2 decimals → ["2", "68"]; "999.995" → ["1000", ""] (trailing zeros dropped). */
function roundDecimal(plain: string, decimals: number): [string, string] {
  const [whole = "0", fraction = ""] = plain.split(".");
  if (fraction.length <= decimals) return [whole, fraction.replace(/0+$/, "")];
  const digits = [...`${whole}${fraction.slice(0, decimals)}`].map(Number);
  if (Number(fraction[decimals]) >= 5) {
    let at = digits.length - 1;
    while (at >= 0 && digits[at] === 9) digits[at--] = 0;
    if (at >= 0) digits[at]! += 1;
    else digits.unshift(1);
  }
  const text = digits.join("");
  const cut = text.length - decimals;
  return [text.slice(0, cut) || "0", text.slice(cut).replace(/0+$/, "")];
}
