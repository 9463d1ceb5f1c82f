// UI-118: a file size as the domain writes it ('1.5 MB', EVIDENCE-7), with the number in the screens'
// locale ('1,5 MB' in German). English figures are the domain's own text (PLATFORM-26: no Intl for them).
import { formatBytes } from "../../../../domain/evidence";
import { EN_US_NUMBER_LOCALES } from "../../../../domain/number-text";
import { readerLocale } from "../../../lib/intl";

const formats = new Map<string, Intl.NumberFormat>();

export function formatSize(bytes: number, locale = readerLocale()): string {
  const text = formatBytes(bytes);
  if (EN_US_NUMBER_LOCALES.has(locale)) return text;
  const [figure = "", unit = ""] = text.split(" ");
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 1, useGrouping: false });
    formats.set(locale, format);
  }
  return `${format.format(Number(figure))} ${unit}`;
}
