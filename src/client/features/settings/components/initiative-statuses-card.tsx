"use no memo"; // PLATFORM-29: react-hook-form reads its state during render, which the compiler would memoize.
import { zodResolver } from "@hookform/resolvers/zod";
import { PlusIcon, Trash2Icon } from "lucide-react";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import {
  type OrganizationSettings,
  organizationSettingsFieldsSchema,
} from "../../../../domain/schemas/settings";
import { LoadFailure } from "../../../components/load-failure";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Skeleton } from "../../../components/ui/skeleton";
import { TextField } from "../../../components/ui/text-field";
import { useRead } from "../../../lib/resources";
import { useSaveSettings } from "../../../lib/use-save-settings";
import { SaveChangesButton } from "./save-changes-button";

const MAX_STATUSES = 20;
const statusesSchema = organizationSettingsFieldsSchema.pick({ initiativeStatuses: true });
type StatusesFormInput = z.input<typeof statusesSchema>;

/** INIT-3, API-26: the organization's initiative statuses, in order (the first is a new initiative's). */
export function InitiativeStatusesCard({ canEdit }: { canEdit: boolean }) {
  const settings = useRead<OrganizationSettings>("/api/organization-settings");
  if (settings.isPending) return <Skeleton className="h-60 rounded-xl" />;
  if (settings.isError) {
    return (
      <Card>
        <CardContent className="px-6">
          <LoadFailure error={settings.error} what="initiative statuses" onRetry={() => settings.refetch()} />
        </CardContent>
      </Card>
    );
  }
  return <StatusesForm key={settings.data.updatedAt} settings={settings.data} canEdit={canEdit} />;
}

function StatusesForm({ settings, canEdit }: { settings: OrganizationSettings; canEdit: boolean }) {
  const form = useForm<StatusesFormInput, unknown, z.output<typeof statusesSchema>>({
    resolver: zodResolver(statusesSchema),
    defaultValues: { initiativeStatuses: [...settings.initiativeStatuses] },
  });
  const update = useSaveSettings("Initiative statuses saved");
  // One message for the list: a name's own problem first, then the list's (blank, too many, twice).
  const listError = form.formState.errors.initiativeStatuses;
  const error =
    (Array.isArray(listError) ? listError.find((one) => one?.message)?.message : undefined) ??
    listError?.message ??
    listError?.root?.message;

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) =>
        update.mutate({ body: { ...values, version: settings.updatedAt } }),
      )}
    >
      <Card>
        <CardHeader>
          <CardTitle>Initiative Statuses</CardTitle>
          <CardDescription>
            The statuses an initiative can have, in order; a new initiative starts with the first. Completed
            and Cancelled mark an initiative as done.{canEdit ? "" : " Only admins can change them."}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3">
          <Controller
            control={form.control}
            name="initiativeStatuses"
            render={({ field: { value: names, onChange: setNames } }) => (
              <StatusList
                names={names}
                setNames={setNames}
                canEdit={canEdit}
                error={error}
                pending={update.isPending}
                dirty={
                  names.length !== settings.initiativeStatuses.length ||
                  names.some((name, index) => name.trim() !== settings.initiativeStatuses[index])
                }
              />
            )}
          />
        </CardContent>
      </Card>
    </form>
  );
}

/** The statuses in order, each one renamed or removed in place, and the list's one message. */
function StatusList({
  names,
  setNames,
  canEdit,
  error,
  pending,
  dirty,
}: {
  names: string[];
  setNames: (names: string[]) => void;
  canEdit: boolean;
  error: string | undefined;
  pending: boolean;
  dirty: boolean;
}) {
  return (
    <>
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
              onChange={(event) => setNames(names.map((old, i) => (i === index ? event.target.value : old)))}
            />
            {canEdit && (
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`Remove status ${name || index + 1}`}
                disabled={names.length <= 1}
                onClick={() => setNames(names.filter((_, i) => i !== index))}
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
            onClick={() => setNames([...names, ""])}
          >
            <PlusIcon aria-hidden="true" />
            Add status
          </Button>
          <SaveChangesButton pending={pending} dirty={dirty} />
        </div>
      )}
    </>
  );
}
