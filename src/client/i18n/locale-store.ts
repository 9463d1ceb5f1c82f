// UI-117, UI-119: the choices kept in the browser: the tab's `?lang=` (sessionStorage) and the language
// picked on this browser (localStorage), with listeners so the screens follow a change at once.
import { useSyncExternalStore } from "react";
import { type AppLocale, chooseLocale, type DisplayLocale, isAppLocale, isDisplayLocale } from "./locale";

const TAB_KEY = "meridian.lang";
const CHOSEN_KEY = "meridian.locale";
const listeners = new Set<() => void>();

function storage(kind: "localStorage" | "sessionStorage"): Storage | null {
  try {
    return typeof window === "undefined" ? null : window[kind];
  } catch {
    return null;
  }
}

/** UI-119: `?lang=en-XA` (or en, de) in the address picks the tab's language until the tab closes. */
export function readTabLocale(): DisplayLocale | null {
  const store = storage("sessionStorage");
  if (typeof window !== "undefined") {
    const asked = new URLSearchParams(window.location.search).get("lang");
    if (asked !== null) {
      if (isDisplayLocale(asked)) store?.setItem(TAB_KEY, asked);
      else store?.removeItem(TAB_KEY);
    }
  }
  const kept = store?.getItem(TAB_KEY);
  return isDisplayLocale(kept) ? kept : null;
}

export function readChosenLocale(): AppLocale | null {
  const kept = storage("localStorage")?.getItem(CHOSEN_KEY);
  return isAppLocale(kept) ? kept : null;
}

/** Keeps the language picked on this browser and tells the screens. */
export function storeChosenLocale(locale: AppLocale) {
  storage("localStorage")?.setItem(CHOSEN_KEY, locale);
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The language picked on this browser, as it changes. */
export const useChosenLocale = () => useSyncExternalStore(subscribe, readChosenLocale, () => null);

export const browserLanguages = (): readonly string[] =>
  typeof navigator === "undefined"
    ? []
    : navigator.languages?.length
      ? navigator.languages
      : [navigator.language];

/** UI-117: the locale of a page no one is signed in to (the landing page, sign-in, sign-up). */
export const visitorLocale = (): DisplayLocale =>
  chooseLocale({ tab: readTabLocale(), chosen: readChosenLocale(), browser: browserLanguages() });
