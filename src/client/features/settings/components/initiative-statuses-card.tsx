import { PlusIcon, Trash2Icon } from "lucide-react";
import { useState } from "react";
import { organizationSettingsResource } from "../../../../domain/resources";
import {
  type OrganizationSettings,
  type OrganizationSettingsUpdate,
  organizationSettingsFieldsSchema,
} from "../../../../domain/schemas/settings";
import { LoadFailure } from "../../../components/load-failure";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Skeleton } from "../../../components/ui/skeleton";
import { TextField } from "../../../components/ui/text-field";
import { toast } from "../../../components/ui/toast";
import { describeFailure } from "../../../lib/errors";
import { useRead, useUpdate } from "../../../lib/resources";
import { SaveChangesButton } from "./save-changes-button";

const MAX_STATUSES = 20;
const statusesSchema = organizationSettingsFieldsSchema.pick({ initiativeStatuses: true });

/** INIT-3, API-26: the organization's initiative statuses, in order (the first is a new initiative's). */
export function InitiativeStatusesCard({ canEdit }: { canEdit: boolean }) {
  const settings = useRead<OrganizationSettings>("/api/organization-settings");
  if (settings.isPending) return <Skeleton className="h-60 max-w-2xl rounded-xl" />;
  if (settings.isError) {
    return (
      <Card className="max-w-2xl">
        <CardContent className="px-6">
          <LoadFailure error={settings.error} what="initiative statuses" onRetry={() => settings.refetch()} />
        </CardContent>
      </Card>
    );
  }
  return <StatusesForm key={settings.data.updatedAt} settings={settings.data} canEdit={canEdit} />;
}

function StatusesForm({ settings, canEdit }: { settings: OrganizationSettings; canEdit: boolean }) {
  const [names, setNames] = useState<string[]>(() => [...settings.initiativeStatuses]);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdate<OrganizationSettingsUpdate>(organizationSettingsResource, {
    onSuccess: () =>
      toast({ title: "Success", description: "Initiative statuses saved", variant: "success" }),
    onError: (failure) =>
      toast({
        title: "Failed to update settings",
        description: describeFailure(failure, "Please try again."),
        variant: "destructive",
      }),
  });
  const dirty =
    names.length !== settings.initiativeStatuses.length ||
    names.some((name, index) => name.trim() !== settings.initiativeStatuses[index]);

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = statusesSchema.safeParse({ initiativeStatuses: names });
        if (!parsed.success) {
          setError(parsed.error.issues[0]?.message ?? "Check the statuses");
          return;
        }
        setError(null);
        update.mutate({ body: { ...parsed.data, version: settings.updatedAt } });
      }}
    >
      <Card className="max-w-2xl">
        <CardHeader>
          <CardTitle>Initiative Statuses</CardTitle>
          <CardDescription>
            The statuses an initiative can have, in order; a new initiative starts with the first. Completed
            and Cancelled mark an initiative as done.{canEdit ? "" : " Only admins can change them."}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3">
          <ol className="grid gap-2">
            {names.map((name, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the rows are positions in an edited list.
              <li key={index} className="flex items-end gap-2">
                <TextField
                  className="flex-1"
                  label={`Status ${index + 1}`}
                  value={name}
                  maxLength={50}
                  disabled={!canEdit}
                  onChange={(event) =>
                    setNames((current) => current.map((old, i) => (i === index ? event.target.value : old)))
                  }
                />
                {canEdit && (
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={`Remove status ${name || index + 1}`}
                    disabled={names.length <= 1}
                    onClick={() => setNames((current) => current.filter((_, i) => i !== index))}
                  >
                    <Trash2Icon aria-hidden="true" />
                  </Button>
                )}
              </li>
            ))}
          </ol>
          {error && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {error}
            </p>
          )}
          {canEdit && (
            <div className="flex flex-wrap items-center justify-between gap-2 border-t pt-4">
              <Button
                type="button"
                variant="outline"
                disabled={names.length >= MAX_STATUSES}
                onClick={() => setNames((current) => [...current, ""])}
              >
                <PlusIcon aria-hidden="true" />
                Add status
              </Button>
              <SaveChangesButton pending={update.isPending} dirty={dirty} />
            </div>
          )}
        </CardContent>
      </Card>
    </form>
  );
}
