// docs/decisions/025: the compiled catalogues. English is in the code (each defaultMessage compiled to its
// AST by the build), so it needs none; German and the pseudo-locale are fetched when first needed, each
// its own chunk, so the landing page pays nothing for them.
import type { MessageFormatElement } from "react-intl";
import type { DisplayLocale } from "./locale";

export type Catalogue = Record<string, MessageFormatElement[]>;

// Written by scripts/i18n.mjs (the build, the dev server and the tests run it first).
const LOADERS = import.meta.glob<Catalogue>(
  ["../../locales/compiled/de.json", "../../locales/compiled/en-XA.json"],
  { import: "default" },
);
const loaded = new Map<DisplayLocale, Catalogue>([["en", {}]]);

/** The catalogue of a locale, once loaded. */
export const loadedCatalogue = (locale: DisplayLocale): Catalogue | undefined => loaded.get(locale);

/** Loads a locale's catalogue (once); English has none to load. */
export async function loadCatalogue(locale: DisplayLocale): Promise<Catalogue> {
  const known = loaded.get(locale);
  if (known) return known;
  const load = LOADERS[`../../locales/compiled/${locale}.json`];
  if (!load) throw new Error(`No compiled catalogue for ${locale}: run node scripts/i18n.mjs`);
  const catalogue = await load();
  loaded.set(locale, catalogue);
  return catalogue;
}

/** Loads a locale's catalogue before the first render; a failure leaves English, which needs none. */
export async function preloadLocale(locale: DisplayLocale) {
  try {
    await loadCatalogue(locale);
  } catch {
    // The provider shows English and tries again.
  }
}
