"use no memo"; // PLATFORM-29: react-hook-form reads its state during render, which the compiler would memoize.
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { FormattedMessage, useIntl } from "react-intl";
import type { z } from "zod";
import { userPreferencesSchema } from "../../../../domain/schemas/preferences";
import { FormSelectField } from "../../../components/form/form-fields";
import { commonMessages } from "../../../components/messages";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { toast } from "../../../components/ui/toast";
import { type AppLocale, isAppLocale, storeChosenLocale } from "../../../i18n";
import { ApiError, api } from "../../../lib/api-client";
import { currentUserQueryKey } from "../../../lib/auth";
import { describeFailure } from "../../../lib/errors";
import { accountMessages as m } from "../messages";

type Preferences = z.output<typeof userPreferencesSchema>;

/** UI-120: each language by its own name, as a reader of it looks for it (not translated). */
const LANGUAGE_OPTIONS: { value: AppLocale; label: string }[] = [
  { value: "en", label: "English" },
  { value: "de", label: "Deutsch" },
];

/**
 * UI-120: the person's language. Kept on this browser at once (the screens follow), and saved as the
 * account's preference with PUT /api/auth/user/preferences, which the mail and the other browsers follow.
 */
export function LanguageCard() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const form = useForm<z.input<typeof userPreferencesSchema>, unknown, Preferences>({
    resolver: zodResolver(userPreferencesSchema),
    defaultValues: { locale: isAppLocale(intl.locale) ? intl.locale : "en" },
  });
  const save = form.handleSubmit(async (preferences) => {
    setSaving(true);
    try {
      await api.put("/api/auth/user/preferences", { locale: preferences.locale });
      await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    } catch (error) {
      // A server without the preference (404) leaves the choice to this browser.
      if (!(error instanceof ApiError && error.status === 404)) {
        toast({
          title: intl.formatMessage(m.languageFailed),
          description: describeFailure(error, intl.formatMessage(commonMessages.tryAgainLater)),
          variant: "destructive",
        });
        setSaving(false);
        return;
      }
    }
    setSaving(false);
    storeChosenLocale(preferences.locale);
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <FormattedMessage {...m.languageTitle} />
        </CardTitle>
        <CardDescription>
          <FormattedMessage {...m.languageDescription} />
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={save} className="flex flex-wrap items-end gap-3">
          <div className="w-56">
            <FormSelectField
              control={form.control}
              name="locale"
              label={intl.formatMessage(m.languageLabel)}
              options={LANGUAGE_OPTIONS}
            />
          </div>
          <Button type="submit" disabled={saving}>
            <FormattedMessage {...(saving ? commonMessages.saving : commonMessages.save)} />
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
