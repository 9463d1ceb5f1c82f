import { Plus, SaveIcon, Trash2 } from "lucide-react";
import { useState } from "react";
import { statusNamesProblem } from "../../../../domain/requests";
import { organizationSettingsResource } from "../../../../domain/resources";
import type { OrganizationSettings } from "../../../../domain/schemas/settings";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { CheckboxField } from "../../../components/ui/checkbox";
import { Input } from "../../../components/ui/input";
import { SelectField } from "../../../components/ui/select-field";
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
  const [statuses, setStatuses] = useState<string[]>(resolved.statuses);
  const [names, setNames] = useState<Record<Meaning, string>>({
    inReviewStatus: resolved.inReviewStatus,
    appliedStatus: resolved.appliedStatus,
    rejectedStatus: resolved.rejectedStatus,
  });
  const [flags, setFlags] = useState(() => {
    const { requiresApproval, requiresImpactAnalysis, multiLevelApproval } = settings.changeRequestWorkflow;
    return { requiresApproval, requiresImpactAnalysis, multiLevelApproval };
  });
  const [error, setError] = useState<string | undefined>();
  const update = useUpdate<Record<string, unknown>>(organizationSettingsResource, {
    silent: true,
    onSuccess: () =>
      toast({ title: "Success", description: "Request settings updated successfully", variant: "success" }),
    onError: (failure) => setError(describeFailure(failure, "The request settings could not be saved.")),
  });
  const trimmed = statuses.map((name) => name.trim());
  const named = trimmed.filter((name) => name !== "");
  // The first status is the initial one; the three meanings are others, all distinct.
  const choices = [...new Set(named.slice(1))].map((name) => ({ value: name, label: name }));

  const check = (): string | undefined => {
    if (named.length !== trimmed.length) return "A request status cannot be blank.";
    if (new Set(named).size !== named.length) return "Each request status must have its own name.";
    // REQUEST-3, as the server checks it on save.
    const problem = statusNamesProblem(named, names);
    return problem ? `${problem}.` : undefined;
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const problem = check();
        setError(problem);
        if (problem) return;
        update.mutate({
          body: {
            requestStatuses: named,
            changeRequestWorkflow: { ...settings.changeRequestWorkflow, ...flags, ...names },
            version: settings.updatedAt,
          },
        });
      }}
    >
      <Card className="max-w-2xl">
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
                    onChange={(event) => {
                      const next = event.target.value;
                      setStatuses((list) => list.map((one, i) => (i === index ? next : one)));
                      // A renamed status keeps its meaning.
                      setNames(
                        (current) =>
                          Object.fromEntries(
                            Object.entries(current).map(([key, value]) => [
                              key,
                              value === name ? next.trim() : value,
                            ]),
                          ) as Record<Meaning, string>,
                      );
                    }}
                  />
                  {canEdit && (
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      aria-label={`Remove the status ${name || index + 1}`}
                      disabled={statuses.length <= 1}
                      onClick={() => setStatuses((list) => list.filter((_, i) => i !== index))}
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
                onClick={() => setStatuses((list) => [...list, ""])}
              >
                <Plus aria-hidden="true" />
                Add status
              </Button>
            )}
          </fieldset>
          <div className="grid gap-3 sm:grid-cols-3">
            {MEANINGS.map(({ key, label, hint }) => (
              <SelectField
                key={key}
                label={label}
                value={names[key]}
                options={choices}
                disabled={!canEdit}
                hint={hint}
                onChange={(value) => setNames((current) => ({ ...current, [key]: value }))}
              />
            ))}
          </div>
          <div className="grid gap-2">
            <CheckboxField
              label="Require approval"
              hint="Only an administrator or the head of the affected function completes a request."
              checked={flags.requiresApproval}
              disabled={!canEdit}
              onCheckedChange={(on) => setFlags((current) => ({ ...current, requiresApproval: on }))}
            />
            <CheckboxField
              label="Multi-level approval"
              hint="The heads of the affected function and of each function above it, up to the CEO's, approve in turn."
              checked={flags.multiLevelApproval}
              disabled={!canEdit}
              onCheckedChange={(on) => setFlags((current) => ({ ...current, multiLevelApproval: on }))}
            />
            <CheckboxField
              label="Require impact analysis"
              hint="A request shows the scores before and after, up to the CEO, and whether weights stay balanced."
              checked={flags.requiresImpactAnalysis}
              disabled={!canEdit}
              onCheckedChange={(on) => setFlags((current) => ({ ...current, requiresImpactAnalysis: on }))}
            />
          </div>
          {error && (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
          {canEdit && (
            <div className="flex justify-end border-t pt-4">
              <Button type="submit" disabled={update.isPending}>
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
