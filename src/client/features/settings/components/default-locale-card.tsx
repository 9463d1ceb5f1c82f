"use no memo"; // PLATFORM-29: react-hook-form reads its state during render, which the compiler would memoize.
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { Locale } from "../../../../domain/locale";
import {
  type DefaultLocaleFormValues,
  defaultLocaleFormSchema,
  type OrganizationSettings,
} from "../../../../domain/schemas/settings";
import { FormSelectField } from "../../../components/form/form-fields";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { useSaveSettings } from "../../../lib/use-save-settings";
import { SaveChangesButton } from "./save-changes-button";

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
  const form = useForm<DefaultLocaleFormValues>({
    resolver: zodResolver(defaultLocaleFormSchema),
    defaultValues: { defaultLocale: settings.defaultLocale },
  });
  const update = useSaveSettings();
  const picked = form.watch("defaultLocale");
  // SETTINGS-4: only the language is sent; everything else stays as it is.
  const onSubmit = form.handleSubmit((valid) =>
    update.mutate({ body: { ...valid, version: settings.updatedAt } }),
  );
  return (
    <form onSubmit={onSubmit} noValidate>
      <Card className="max-w-2xl">
        <CardHeader>
          <CardTitle>Default language</CardTitle>
          <CardDescription>
            Members who have not chosen a language of their own, and the invitations sent to new members, use
            it.
            {canEdit ? "" : " Only admins can change it."}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          <FormSelectField
            control={form.control}
            name="defaultLocale"
            label="Default language"
            options={LOCALE_OPTIONS}
            disabled={!canEdit}
            className="max-w-xs"
          />
          {canEdit && (
            <div className="flex justify-end border-t pt-4">
              <SaveChangesButton pending={update.isPending} dirty={picked !== settings.defaultLocale} />
            </div>
          )}
        </CardContent>
      </Card>
    </form>
  );
}
