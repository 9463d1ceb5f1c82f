import { DEFAULT_LOCALE, type Locale } from "../../domain/locale";
import type { Tx } from "../db/client";
import { organizationSettingsOf } from "../db/organization-settings";

/** SETTINGS-20: an organization's default language (English for none, or before its settings exist). */
export async function organizationLocale(tx: Tx, organizationId: string | null): Promise<Locale> {
  if (!organizationId) return DEFAULT_LOCALE;
  return (await organizationSettingsOf(tx, organizationId))?.defaultLocale ?? DEFAULT_LOCALE;
}

/**
 * MAIL-22: the language of a mail's recipient: their own (USER-12), else their organization's default; an
 * address not yet registered gets the default of the organization that writes to it.
 */
export async function localeOfRecipient(
  tx: Tx,
  person: { locale: Locale | null; organizationId: string | null } | null,
  organizationId: string | null = person?.organizationId ?? null,
): Promise<Locale> {
  return person?.locale ?? organizationLocale(tx, organizationId);
}
