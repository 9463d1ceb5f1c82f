import { useState } from "react";
import { useCurrentUser } from "../lib/auth";
import { useRead } from "../lib/resources";
import { chooseLocale, type DisplayLocale, isAppLocale } from "./locale";
import { browserLanguages, readTabLocale, useChosenLocale } from "./locale-store";

/** The preference GET /api/auth/user carries (AUTH accounts' `locale`), where the server sends it. */
const localeOf = (user: object | null): string | null =>
  user && "locale" in user && typeof user.locale === "string" ? user.locale : null;

/**
 * UI-117: the app's locale: the tab's `?lang=`, the signed-in person's preference (the server's, else the
 * one picked on this browser), the organization's default (read only when the person has none), the
 * browser's languages, else English.
 */
export function useAppLocale(): DisplayLocale {
  const { user, isVerified } = useCurrentUser();
  const chosen = useChosenLocale();
  const [tab] = useState(readTabLocale);
  const userLocale = localeOf(user);
  const settings = useRead<{ defaultLocale?: string }>("/api/organization-settings", {
    enabled: isVerified && !isAppLocale(userLocale) && chosen === null && tab === null,
    silent: true,
  });
  return chooseLocale({
    tab,
    user: userLocale,
    chosen,
    organization: isVerified ? settings.data?.defaultLocale : null,
    browser: browserLanguages(),
  });
}
