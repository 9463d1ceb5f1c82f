"use no memo"; // PLATFORM-29: react-hook-form reads its state during render, which the compiler would memoize.
import { zodResolver } from "@hookform/resolvers/zod";
import type { ReactNode } from "react";
import { type FieldValues, type Resolver, useForm } from "react-hook-form";
import type { z } from "zod";
import type { OrganizationSettings } from "../../../../domain/schemas/settings";
import { FormSelectField } from "../../../components/form/form-fields";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { useSaveSettings } from "../../../lib/use-save-settings";
import { SaveChangesButton } from "./save-changes-button";

/** The settings chosen from a list on a card of their own. */
type SelectSetting = "currency" | "defaultLocale";

/**
 * SETTINGS-4: a setting chosen from a list, on a card of its own whose Save Changes sends that setting
 * alone (SETTINGS-15 the currency, SETTINGS-20 the default language).
 */
export function SelectSettingCard<K extends SelectSetting>({
  settings,
  canEdit,
  name,
  schema,
  title,
  description,
  options,
  hint,
}: {
  settings: OrganizationSettings;
  canEdit: boolean;
  name: K;
  /** The shared zod schema of the form: an object of this setting alone. */
  schema: z.ZodType<Pick<OrganizationSettings, K>, Pick<OrganizationSettings, K>>;
  title: string;
  description: ReactNode;
  options: { value: OrganizationSettings[K]; label: string }[];
  /** What the picked value means, under the list. */
  hint?: (picked: OrganizationSettings[K]) => string;
}) {
  const form = useForm<FieldValues>({
    resolver: zodResolver(schema as z.ZodType<FieldValues, FieldValues>) as Resolver<FieldValues>,
    defaultValues: { [name]: settings[name] },
  });
  const update = useSaveSettings();
  const picked = form.watch(name) as OrganizationSettings[K];
  const onSubmit = form.handleSubmit((valid) =>
    update.mutate({ body: { ...valid, version: settings.updatedAt } }),
  );
  return (
    <form onSubmit={onSubmit} noValidate>
      <Card className="max-w-2xl">
        <CardHeader>
          <CardTitle>{title}</CardTitle>
          <CardDescription>
            {description}
            {canEdit ? "" : " Only admins can change it."}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          <FormSelectField
            control={form.control}
            name={name as string}
            label={title}
            options={options as { value: string; label: string }[]}
            disabled={!canEdit}
            hint={hint?.(picked)}
            className="max-w-xs"
          />
          {canEdit && (
            <div className="flex justify-end border-t pt-4">
              <SaveChangesButton pending={update.isPending} dirty={picked !== settings[name]} />
            </div>
          )}
        </CardContent>
      </Card>
    </form>
  );
}
