"use no memo"; // PLATFORM-29: react-hook-form reads its state during render, which the compiler would memoize.
import { zodResolver } from "@hookform/resolvers/zod";
import { type UseFormRegisterReturn, useForm, useWatch } from "react-hook-form";
import { FormattedMessage, useIntl } from "react-intl";
import { z } from "zod";
import { NOTIFICATION_CHANNELS, type NotificationChannel } from "../../../../domain/notifications";
import { LoadFailure } from "../../../components/load-failure";
import { commonMessages } from "../../../components/messages";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Skeleton } from "../../../components/ui/skeleton";
import { toast } from "../../../components/ui/toast-store";
import { cn } from "../../../lib/cn";
import { describeFailure } from "../../../lib/errors";
import { usePreferences, useSavePreferences } from "../lib/api";
import { CHANNEL_LABELS } from "../lib/present";
import type { NotificationPreference } from "../lib/types";
import { notificationsMessages as m } from "../messages";

// Four equal choice columns after the event type's own; on phones the choices wrap under it.
const ROW = "grid gap-3 px-4 py-3 sm:grid-cols-[minmax(0,1fr)_repeat(4,7rem)] sm:items-center sm:gap-2";

/** NOTIFY-7: one channel for each event type, by type. */
const preferencesFormSchema = z.object({ channels: z.record(z.string(), z.enum(NOTIFICATION_CHANNELS)) });
type PreferencesFormValues = z.infer<typeof preferencesFormSchema>;

function ChannelChoice({
  preference,
  channel,
  checked,
  field,
}: {
  preference: NotificationPreference;
  channel: NotificationChannel;
  checked: boolean;
  field: UseFormRegisterReturn;
}) {
  const intl = useIntl();
  const isDefault = preference.defaultChannel === channel;
  return (
    <label
      className={cn(
        "flex cursor-pointer items-center gap-2 rounded-md border px-2.5 py-1.5 text-sm sm:justify-center sm:border-transparent sm:px-0",
        checked && "border-primary/50 bg-primary/5 sm:border-transparent sm:bg-transparent",
      )}
    >
      <input
        type="radio"
        value={channel}
        {...field}
        aria-label={intl.formatMessage(m.channelChoice, {
          type: preference.label,
          channel: intl.formatMessage(CHANNEL_LABELS[channel]),
        })}
        className="size-4 accent-[var(--primary)]"
      />
      {/* The column heads name the choices on wide screens; on phones each choice names itself. */}
      <span className="sm:sr-only">
        <FormattedMessage {...CHANNEL_LABELS[channel]} />
        {isDefault && (
          <span className="text-muted-foreground">
            {" "}
            <FormattedMessage {...m.defaultChannel} />
          </span>
        )}
      </span>
    </label>
  );
}

/**
 * UI-100: the Preferences tab: each event type (its name and what it is about) with one channel: in
 * the app, e-mail at once, the daily digest, or off (NOTIFY-7); 'Save preferences' sends the changes.
 */
export function PreferencesForm() {
  const query = usePreferences();
  if (query.isPending) return <Skeleton className="h-96 w-full" />;
  if (query.isError) {
    return <LoadFailure error={query.error} what="preferences" onRetry={() => void query.refetch()} />;
  }
  // A save's answer is the new state (UI-36): the form starts again from it.
  return <PreferencesEditor key={query.dataUpdatedAt} preferences={query.data.preferences} />;
}

function PreferencesEditor({ preferences }: { preferences: readonly NotificationPreference[] }) {
  const intl = useIntl();
  const stored = Object.fromEntries(preferences.map((preference) => [preference.type, preference.channel]));
  const form = useForm<PreferencesFormValues>({
    resolver: zodResolver(preferencesFormSchema),
    defaultValues: { channels: stored },
  });
  const save = useSavePreferences({
    onSuccess: () =>
      toast({
        title: intl.formatMessage(commonMessages.success),
        description: intl.formatMessage(m.preferencesSaved),
        variant: "success",
      }),
    onError: (error) =>
      toast({
        title: intl.formatMessage(m.preferencesNotSaved),
        description: describeFailure(error, intl.formatMessage(commonMessages.tryAgainLater)),
        variant: "destructive",
      }),
  });
  const channels = useWatch({ control: form.control, name: "channels" });
  const chosen = (preference: NotificationPreference) => channels[preference.type] ?? preference.channel;
  const changes = preferences
    .filter((preference) => chosen(preference) !== preference.channel)
    .map((preference) => ({ type: preference.type, channel: chosen(preference) }));

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <FormattedMessage {...m.preferencesTitle} />
        </CardTitle>
        <CardDescription>
          <FormattedMessage {...m.preferencesDescription} />
        </CardDescription>
      </CardHeader>
      <CardContent className="px-0">
        <form
          aria-label={intl.formatMessage(m.preferencesForm)}
          onSubmit={form.handleSubmit(() => {
            if (changes.length > 0) save.mutate(changes);
          })}
        >
          <div className={cn(ROW, "hidden border-b py-2 text-xs font-medium text-muted-foreground sm:grid")}>
            <span>
              <FormattedMessage {...m.event} />
            </span>
            {NOTIFICATION_CHANNELS.map((channel) => (
              <span key={channel} className="text-center">
                <FormattedMessage {...CHANNEL_LABELS[channel]} />
              </span>
            ))}
          </div>
          <ul>
            {preferences.map((preference) => (
              <li key={preference.type} className="border-b last:border-b-0">
                <fieldset className={ROW}>
                  <legend className="sr-only">{preference.label}</legend>
                  <div className="min-w-0">
                    <p className="text-sm font-medium">{preference.label}</p>
                    <p className="text-xs text-muted-foreground">{preference.description}</p>
                  </div>
                  <div className="grid grid-cols-2 gap-2 sm:contents">
                    {NOTIFICATION_CHANNELS.map((channel) => (
                      <ChannelChoice
                        key={channel}
                        preference={preference}
                        channel={channel}
                        checked={chosen(preference) === channel}
                        field={form.register(`channels.${preference.type}`)}
                      />
                    ))}
                  </div>
                </fieldset>
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap items-center justify-end gap-2 px-4 pt-4">
            {changes.length > 0 && (
              <Button type="button" variant="ghost" onClick={() => form.reset()} disabled={save.isPending}>
                <FormattedMessage {...m.discardChanges} />
              </Button>
            )}
            <Button type="submit" disabled={changes.length === 0 || save.isPending}>
              <FormattedMessage {...(save.isPending ? m.savingPreferences : m.savePreferences)} />
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
