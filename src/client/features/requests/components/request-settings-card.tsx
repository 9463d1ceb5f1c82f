"use no memo"; // PLATFORM-29: react-hook-form reads its state during render, which the compiler would memoize.
import { zodResolver } from "@hookform/resolvers/zod";
import { Plus, SaveIcon, Trash2 } from "lucide-react";
import { useForm, useWatch } from "react-hook-form";
import { FormattedMessage, type MessageDescriptor, useIntl } from "react-intl";
import { z } from "zod";
import { statusNamesProblem } from "../../../../domain/requests";
import { organizationSettingsResource } from "../../../../domain/resources";
import type { OrganizationSettings } from "../../../../domain/schemas/settings";
import { FormCheckboxField, FormSelectField } from "../../../components/form/form-fields";
import { commonMessages } from "../../../components/messages";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Input } from "../../../components/ui/input";
import { toast } from "../../../components/ui/toast";
import { translate } from "../../../i18n/translate";
import { describeFailure } from "../../../lib/errors";
import { useRead, useUpdate } from "../../../lib/resources";
import { requestWorkflow } from "../lib/labels";
import { requestsMessages as m } from "../messages";

type Meaning = "inReviewStatus" | "appliedStatus" | "rejectedStatus";
const MEANINGS: { key: Meaning; label: MessageDescriptor; hint: MessageDescriptor }[] = [
  { key: "inReviewStatus", label: m.inReview, hint: m.inReviewHint },
  { key: "appliedStatus", label: m.applied, hint: m.appliedHint },
  { key: "rejectedStatus", label: m.rejected, hint: m.rejectedHint },
];

const SWITCHES = [
  {
    name: "requiresApproval",
    label: m.requireApproval,
    hint: m.requireApprovalHint,
  },
  {
    name: "multiLevelApproval",
    label: m.multiLevel,
    hint: m.multiLevelHint,
  },
  {
    name: "requiresImpactAnalysis",
    label: m.requireImpact,
    hint: m.requireImpactHint,
  },
] as const;

/**
 * REQUEST-3: the statuses, none blank and each its own name, and their meanings, checked as the server
 * checks them on save. The message goes on the list of statuses (in the screens' language, docs/decisions/025).
 */
const requestSettingsFormSchema = z
  .object({
    statuses: z.array(z.string()),
    inReviewStatus: z.string(),
    appliedStatus: z.string(),
    rejectedStatus: z.string(),
    requiresApproval: z.boolean(),
    multiLevelApproval: z.boolean(),
    requiresImpactAnalysis: z.boolean(),
  })
  .transform(({ statuses, ...rest }) => ({ ...rest, statuses: statuses.map((name) => name.trim()) }))
  .superRefine(({ statuses, inReviewStatus, appliedStatus, rejectedStatus }, ctx) => {
    const named = statuses.filter((name) => name !== "");
    const meaningProblem = statusNamesProblem(named, { inReviewStatus, appliedStatus, rejectedStatus });
    const problem =
      named.length !== statuses.length
        ? translate(m.blankStatus)
        : new Set(named).size !== named.length
          ? translate(m.duplicateStatus)
          : meaningProblem && `${meaningProblem}.`;
    if (problem) ctx.addIssue({ code: "custom", path: ["statuses"], message: problem });
  });
type RequestSettingsFormInput = z.input<typeof requestSettingsFormSchema>;

/**
 * UI-73: Settings, Reporting tab: the request statuses (the first is the initial one), which of them
 * mean in review, applied and rejected, and the three workflow switches. Only administrators save.
 */
export function RequestSettingsCard({ canEdit }: { canEdit: boolean }) {
  const settings = useRead<OrganizationSettings>("/api/organization-settings");
  if (!settings.data) return null;
  return <SettingsForm key={settings.data.updatedAt} settings={settings.data} canEdit={canEdit} />;
}

function SettingsForm({ settings, canEdit }: { settings: OrganizationSettings; canEdit: boolean }) {
  const resolved = requestWorkflow(settings);
  const { requiresApproval, requiresImpactAnalysis, multiLevelApproval } = settings.changeRequestWorkflow;
  const form = useForm<RequestSettingsFormInput, unknown, z.output<typeof requestSettingsFormSchema>>({
    resolver: zodResolver(requestSettingsFormSchema),
    defaultValues: {
      statuses: resolved.statuses,
      inReviewStatus: resolved.inReviewStatus,
      appliedStatus: resolved.appliedStatus,
      rejectedStatus: resolved.rejectedStatus,
      requiresApproval,
      requiresImpactAnalysis,
      multiLevelApproval,
    },
  });
  const intl = useIntl();
  const setFormError = (message: string) => form.setError("root.server", { type: "server", message });
  const update = useUpdate<Record<string, unknown>>(organizationSettingsResource, {
    silent: true,
    onSuccess: () =>
      toast({
        title: intl.formatMessage(commonMessages.success),
        description: intl.formatMessage(m.settingsSaved),
        variant: "success",
      }),
    onError: (failure) => setFormError(describeFailure(failure, intl.formatMessage(m.settingsNotSaved))),
  });
  const statuses = useWatch({ control: form.control, name: "statuses" });
  // The first status is the initial one; the three meanings are others, all distinct.
  const named = statuses.map((name) => name.trim()).filter((name) => name !== "");
  const choices = [...new Set(named.slice(1))].map((name) => ({ value: name, label: name }));
  const setStatuses = (next: string[]) => form.setValue("statuses", next, { shouldDirty: true });
  const rename = (index: number, next: string) => {
    const old = statuses[index];
    setStatuses(statuses.map((one, i) => (i === index ? next : one)));
    // A renamed status keeps its meaning.
    for (const { key } of MEANINGS) {
      if (form.getValues(key) === old) form.setValue(key, next.trim(), { shouldDirty: true });
    }
  };
  const error = form.formState.errors.statuses?.message ?? form.formState.errors.root?.server?.message;

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(({ statuses: requestStatuses, ...workflow }) =>
        update.mutate({
          body: {
            requestStatuses,
            changeRequestWorkflow: { ...settings.changeRequestWorkflow, ...workflow },
            version: settings.updatedAt,
          },
        }),
      )}
    >
      <Card>
        <CardHeader>
          <CardTitle>
            <FormattedMessage {...m.settingsTitle} />
          </CardTitle>
          <CardDescription>
            <FormattedMessage {...(canEdit ? m.settingsDescription : m.settingsDescriptionReadOnly)} />
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">
              <FormattedMessage {...m.statusesLegend} />
            </legend>
            <p className="text-xs text-muted-foreground">
              <FormattedMessage {...m.firstStatusHint} />
            </p>
            <ol className="grid gap-2">
              {statuses.map((name, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the rows are positions in the list being edited.
                <li key={index} className="flex items-center gap-2">
                  <span className="w-6 text-right text-xs text-muted-foreground tabular-nums">
                    <FormattedMessage {...m.statusPosition} values={{ position: index + 1 }} />
                  </span>
                  <Input
                    aria-label={intl.formatMessage(m.statusInput, { position: index + 1 })}
                    value={name}
                    maxLength={50}
                    disabled={!canEdit}
                    onChange={(event) => rename(index, event.target.value)}
                  />
                  {canEdit && (
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      aria-label={intl.formatMessage(m.removeStatus, { name: name || String(index + 1) })}
                      disabled={statuses.length <= 1}
                      onClick={() => setStatuses(statuses.filter((_, i) => i !== index))}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  )}
                </li>
              ))}
            </ol>
            {canEdit && statuses.length < 20 && (
              <Button
                type="button"
                variant="outline"
                size="sm"
                className="justify-self-start"
                onClick={() => setStatuses([...statuses, ""])}
              >
                <Plus aria-hidden="true" />
                <FormattedMessage {...m.addStatus} />
              </Button>
            )}
          </fieldset>
          <div className="grid gap-3 sm:grid-cols-3">
            {MEANINGS.map(({ key, label, hint }) => (
              <FormSelectField
                key={key}
                control={form.control}
                name={key}
                label={intl.formatMessage(label)}
                options={choices}
                disabled={!canEdit}
                hint={intl.formatMessage(hint)}
              />
            ))}
          </div>
          <div className="grid gap-2">
            {SWITCHES.map(({ name, label, hint }) => (
              <FormCheckboxField
                key={name}
                control={form.control}
                name={name}
                label={intl.formatMessage(label)}
                hint={intl.formatMessage(hint)}
                disabled={!canEdit}
              />
            ))}
          </div>
          {error && (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
          {canEdit && (
            <div className="flex justify-end border-t pt-4">
              {/* UI-110: saving waits for a change. */}
              <Button type="submit" disabled={update.isPending || !form.formState.isDirty}>
                <SaveIcon aria-hidden="true" />
                <FormattedMessage {...(update.isPending ? commonMessages.saving : m.saveChanges)} />
              </Button>
            </div>
          )}
        </CardContent>
      </Card>
    </form>
  );
}
