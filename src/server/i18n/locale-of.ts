import type { FastifyRequest } from "fastify";
import { DEFAULT_LOCALE, isLocale, type Locale } from "../../domain/locale";

/**
 * docs/decisions/026: the best of our languages for an Accept-Language header ('de-CH,de;q=0.9,en;q=0.5'):
 * the highest q that names one of them (by its primary subtag), English when none does.
 */
export function acceptedLocale(header: string | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  let best: { locale: Locale; q: number } | null = null;
  for (const part of header.slice(0, 1000).split(",").slice(0, 50)) {
    const [tag = "", ...params] = part.trim().split(";");
    const primary = tag.trim().toLowerCase().split("-")[0];
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    const locale = primary === "*" ? DEFAULT_LOCALE : primary;
    if (isLocale(locale) && (!best || q > best.q)) best = { locale, q };
  }
  return best?.locale ?? DEFAULT_LOCALE;
}

/**
 * USER-12, docs/decisions/026: the language of a request's answer: the signed-in person's, else their
 * organization's default (SETTINGS-20); Accept-Language only when no one is signed in.
 */
export function localeFor(request: FastifyRequest): Locale {
  const user = request.auth;
  if (user) return user.locale ?? user.organizationLocale ?? DEFAULT_LOCALE;
  return acceptedLocale(request.headers["accept-language"]);
}
