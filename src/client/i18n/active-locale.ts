// The locale the screens are drawn in, for code outside React that writes numbers and dates
// (src/client/lib/intl.ts, the measure formatter's callers through readerLocale) and for <html lang>.
import type { DisplayLocale } from "./locale";

let active: DisplayLocale = "en";

export const activeLocale = () => active;

/** UI-118: the page's language follows the screens', for screen readers, hyphenation and spelling. */
export function setActiveLocale(locale: DisplayLocale) {
  active = locale;
  if (typeof document !== "undefined") document.documentElement.lang = locale;
}
