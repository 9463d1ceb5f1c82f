// UI-117: which language the screens speak. Pure over its inputs, so it is tested without a browser.

/** The languages the product is translated into; English is the source (docs/decisions/025). */
export const APP_LOCALES = ["en", "de"] as const;
export type AppLocale = (typeof APP_LOCALES)[number];
/** UI-119: the pseudo-locale: English, accented and longer, to find text that is not translated. */
export const PSEUDO_LOCALE = "en-XA";
/** A locale the screens can be shown in. */
export type DisplayLocale = AppLocale | typeof PSEUDO_LOCALE;

export const isAppLocale = (value: unknown): value is AppLocale =>
  typeof value === "string" && (APP_LOCALES as readonly string[]).includes(value);
export const isDisplayLocale = (value: unknown): value is DisplayLocale =>
  isAppLocale(value) || value === PSEUDO_LOCALE;

/** The first of the browser's languages ("de-AT", "en-GB", "fr") that the product speaks, by language. */
export function matchLocale(tags: readonly string[]): AppLocale | null {
  for (const tag of tags) {
    const language = tag.toLowerCase().split(/[-_]/)[0];
    if (isAppLocale(language)) return language;
  }
  return null;
}

export type LocaleSources = {
  /** A locale asked for in the address (`?lang=`), kept for the tab. */
  tab?: string | null;
  /** The signed-in person's preference, from GET /api/auth/user. */
  user?: string | null;
  /** The choice made on this browser (the profile's select, before or beside the server's). */
  chosen?: string | null;
  /** The organization's default, from its settings. */
  organization?: string | null;
  /** The browser's languages, best first. */
  browser?: readonly string[];
};

/** UI-117: the tab's pick, else the person's, else this browser's choice, the organization's, the browser's, else English. */
export function chooseLocale(sources: LocaleSources): DisplayLocale {
  if (isDisplayLocale(sources.tab)) return sources.tab;
  for (const locale of [sources.user, sources.chosen, sources.organization]) {
    if (isAppLocale(locale)) return locale;
  }
  return matchLocale(sources.browser ?? []) ?? "en";
}
