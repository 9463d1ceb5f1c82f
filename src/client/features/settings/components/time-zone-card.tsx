"use no memo"; // PLATFORM-29: react-hook-form reads its state during render, which the compiler would memoize.
import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import {
  type OrganizationSettings,
  type TimeZoneFormInput,
  type TimeZoneFormValues,
  timeZoneFormSchema,
} from "../../../../domain/schemas/settings";
import { canonicalTimeZone } from "../../../../domain/time-zone";
import { FormTextField } from "../../../components/form/form-fields";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { readerLocale } from "../../../lib/intl";
import { timeZoneChoices } from "../../../lib/time-zone";
import { useSaveSettings } from "../../../lib/use-save-settings";
import { SaveChangesButton } from "./save-changes-button";

/** SETTINGS-19: the local time now in a zone, to show which one is picked ("Sunday 14:05"); null if unknown. */
function nowIn(timeZone: string, now: Date): string | null {
  const zone = canonicalTimeZone(timeZone.trim());
  if (!zone) return null;
  return new Intl.DateTimeFormat(readerLocale(), {
    timeZone: zone,
    weekday: "long",
    day: "numeric",
    month: "long",
    hour: "2-digit",
    minute: "2-digit",
  }).format(now);
}

/**
 * SETTINGS-16, SETTINGS-19: the organization's time zone, whose days decide due dates, overdue and "today",
 * and whose 07:00 sends the digest and scheduled books. A searchable list (the input filters the browser's
 * IANA names as one types) and its own save, which sends the zone alone (SETTINGS-4).
 */
export function TimeZoneCard({ settings, canEdit }: { settings: OrganizationSettings; canEdit: boolean }) {
  const listId = useId();
  const [choices] = useState(() => timeZoneChoices(settings.timeZone));
  const [now] = useState(() => new Date());
  const form = useForm<TimeZoneFormInput, unknown, TimeZoneFormValues>({
    resolver: zodResolver(timeZoneFormSchema),
    defaultValues: { timeZone: settings.timeZone },
  });
  const update = useSaveSettings();
  const picked = form.watch("timeZone");
  const onSubmit = form.handleSubmit((valid) =>
    update.mutate({ body: { ...valid, version: settings.updatedAt } }),
  );
  const localNow = nowIn(picked, now);
  return (
    <form onSubmit={onSubmit} noValidate>
      <Card className="max-w-2xl">
        <CardHeader>
          <CardTitle>Time Zone</CardTitle>
          <CardDescription>
            Due dates, overdue values and "today" follow the organization's days in this zone; the daily
            digest and scheduled briefing books go at 07:00 there.
            {canEdit ? "" : " Only admins can change it."}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          <FormTextField
            form={form}
            name="timeZone"
            label="Time zone"
            list={listId}
            autoComplete="off"
            spellCheck={false}
            disabled={!canEdit}
            hint={localNow ? `Now there: ${localNow}` : "Type to search, e.g. Europe/Berlin"}
            className="max-w-sm"
          />
          <datalist id={listId}>
            {choices.map((zone) => (
              <option key={zone} value={zone} />
            ))}
          </datalist>
          {canEdit && (
            <div className="flex justify-end border-t pt-4">
              <SaveChangesButton pending={update.isPending} dirty={picked.trim() !== settings.timeZone} />
            </div>
          )}
        </CardContent>
      </Card>
    </form>
  );
}
