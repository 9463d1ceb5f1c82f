"use no memo"; // PLATFORM-29: react-hook-form reads its state during render, which the compiler would memoize.
import { zodResolver } from "@hookform/resolvers/zod";
import { Plus, SaveIcon, Trash2 } from "lucide-react";
import { useForm, useWatch } from "react-hook-form";
import { z } from "zod";
import { statusNamesProblem } from "../../../../domain/requests";
import { organizationSettingsResource } from "../../../../domain/resources";
import type { OrganizationSettings } from "../../../../domain/schemas/settings";
import { FormCheckboxField, FormSelectField } from "../../../components/form/form-fields";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Input } from "../../../components/ui/input";
import { toast } from "../../../components/ui/toast";
import { describeFailure } from "../../../lib/errors";
import { useRead, useUpdate } from "../../../lib/resources";
import { requestWorkflow } from "../lib/labels";

type Meaning = "inReviewStatus" | "appliedStatus" | "rejectedStatus";
const MEANINGS: { key: Meaning; label: string; hint: string }[] = [
  { key: "inReviewStatus", label: "In review", hint: "A request being reviewed, before it is applied." },
  {
    key: "appliedStatus",
    label: "Applied",
    hint: "Approving moves a request here; the last approval applies it.",
  },
  { key: "rejectedStatus", label: "Rejected", hint: "Rejecting (with a reason) moves a request here." },
];

const SWITCHES = [
  {
    name: "requiresApproval",
    label: "Require approval",
    hint: "Only an administrator or the head of the affected function completes a request.",
  },
  {
    name: "multiLevelApproval",
    label: "Multi-level approval",
    hint: "The heads of the affected function and of each function above it, up to the CEO's, approve in turn.",
  },
  {
    name: "requiresImpactAnalysis",
    label: "Require impact analysis",
    hint: "A request shows the scores before and after, up to the CEO, and whether weights stay balanced.",
  },
] as const;

/**
 * REQUEST-3: the statuses, none blank and each its own name, and their meanings, checked as the server
 * checks them on save. The message goes on the list of statuses.
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
        ? "A request status cannot be blank."
        : new Set(named).size !== named.length
          ? "Each request status must have its own name."
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
  const setFormError = (message: string) => form.setError("root.server", { type: "server", message });
  const update = useUpdate<Record<string, unknown>>(organizationSettingsResource, {
    silent: true,
    onSuccess: () =>
      toast({ title: "Success", description: "Request settings updated successfully", variant: "success" }),
    onError: (failure) => setFormError(describeFailure(failure, "The request settings could not be saved.")),
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
          <CardTitle>Change Requests</CardTitle>
          <CardDescription>
            How requests to change targets, weights, KPIs and closed periods move from the first status to
            applied or rejected.{canEdit ? "" : " Only admins can change them."}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">Request statuses</legend>
            <p className="text-xs text-muted-foreground">
              The first status is where every new request starts.
            </p>
            <ol className="grid gap-2">
              {statuses.map((name, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the rows are positions in the list being edited.
                <li key={index} className="flex items-center gap-2">
                  <span className="w-6 text-right text-xs text-muted-foreground tabular-nums">
                    {index + 1}.
                  </span>
                  <Input
                    aria-label={`Request status ${index + 1}`}
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
                      aria-label={`Remove the status ${name || index + 1}`}
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
                Add status
              </Button>
            )}
          </fieldset>
          <div className="grid gap-3 sm:grid-cols-3">
            {MEANINGS.map(({ key, label, hint }) => (
              <FormSelectField
                key={key}
                control={form.control}
                name={key}
                label={label}
                options={choices}
                disabled={!canEdit}
                hint={hint}
              />
            ))}
          </div>
          <div className="grid gap-2">
            {SWITCHES.map(({ name, label, hint }) => (
              <FormCheckboxField
                key={name}
                control={form.control}
                name={name}
                label={label}
                hint={hint}
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
                {update.isPending ? "Saving..." : "Save Changes"}
              </Button>
            </div>
          )}
        </CardContent>
      </Card>
    </form>
  );
}
