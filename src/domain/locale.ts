// The languages Meridian speaks (USER-12, SETTINGS-20, docs/decisions/026): English is the source of every
// text, German is translated from it.
export const LOCALES = ["en", "de"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);
