import type { Locale } from "../../../../domain/locale";
import { defaultLocaleFormSchema, type OrganizationSettings } from "../../../../domain/schemas/settings";
import { SelectSettingCard } from "./select-setting-card";

// SETTINGS-20: each language is named in itself, so a reader finds their own.
const LOCALE_OPTIONS: { value: Locale; label: string }[] = [
  { value: "en", label: "English" },
  { value: "de", label: "Deutsch" },
];

/** SETTINGS-20: the language of members who chose none, and of invitations. */
export function DefaultLocaleCard({
  settings,
  canEdit,
}: {
  settings: OrganizationSettings;
  canEdit: boolean;
}) {
  return (
    <SelectSettingCard
      settings={settings}
      canEdit={canEdit}
      name="defaultLocale"
      schema={defaultLocaleFormSchema}
      title="Default language"
      description="Members who have not chosen a language of their own, and the invitations sent to new members, use it."
      options={LOCALE_OPTIONS}
    />
  );
}
