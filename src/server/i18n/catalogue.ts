// docs/decisions/026: the German catalogues (src/locales/de/<area>.json, flat {id: ICU message}) are read
// and merged once per process, on first use; English needs none, its texts are the messages' defaults.
import fs from "node:fs";
import path from "node:path";
import type { Locale } from "../../domain/locale";
import { PROJECT_ROOT } from "../paths";

export type Catalogue = Record<string, string>;

/** The folder of a language's catalogues: found from the sources (tsx) and the compiled server alike. */
export const catalogueDir = (locale: Locale) => path.join(PROJECT_ROOT, "src/locales", locale);

function readCatalogue(locale: Locale): Catalogue {
  const dir = catalogueDir(locale);
  if (!fs.existsSync(dir)) return {};
  const merged: Catalogue = {};
  for (const file of fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort()) {
    Object.assign(merged, JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as Catalogue);
  }
  return merged;
}

const loaded = new Map<Locale, Catalogue>();

/** The merged messages of a language other than English (English is the source: none). */
export function catalogueOf(locale: Locale): Catalogue {
  if (locale === "en") return {};
  let catalogue = loaded.get(locale);
  if (!catalogue) {
    catalogue = readCatalogue(locale);
    loaded.set(locale, catalogue);
  }
  return catalogue;
}
