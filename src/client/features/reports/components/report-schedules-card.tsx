"use no memo"; // PLATFORM-29: react-hook-form reads its state during render, which the compiler would memoize.
import { zodResolver } from "@hookform/resolvers/zod";
import { CalendarClockIcon, PlusIcon, Trash2Icon } from "lucide-react";
import { useState } from "react";
import { useController, useForm } from "react-hook-form";
import type { z } from "zod";
import { displayName } from "../../../../domain/people";
import { functionsResource, reportSchedulesResource, usersResource } from "../../../../domain/resources";
import { createReportScheduleSchema, type ReportSchedule } from "../../../../domain/schemas/reports";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { FormDialog, useOpenCount } from "../../../components/form/form-dialog";
import { FormSelectField, FormTextField } from "../../../components/form/form-fields";
import { LoadFailure } from "../../../components/load-failure";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Checkbox } from "../../../components/ui/checkbox";
import { Skeleton } from "../../../components/ui/skeleton";
import { writeToasts } from "../../../components/write-toasts";
import { formatCalendarDay, onFirstUse } from "../../../lib/intl";
import { useCreate, useDelete, useList, useRead } from "../../../lib/resources";

type FormInput = z.input<typeof createReportScheduleSchema>;
type FormOutput = z.output<typeof createReportScheduleSchema>;

const CADENCE_LABELS = { monthly: "Monthly", quarterly: "Quarterly" } as const;
const dateFormat = onFirstUse(() => new Intl.DateTimeFormat(undefined, { dateStyle: "medium" }));

/** UI-90: Settings' report schedules (administrators only, REPORT-18): the list, New schedule, delete. */
export function ReportSchedulesCard() {
  const schedules = useRead<ReportSchedule[]>("/api/report-schedules");
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<ReportSchedule | null>(null);
  const list = schedules.data ?? [];
  return (
    <Card className="max-w-4xl">
      <CardHeader className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle>Report Schedules</CardTitle>
          <CardDescription>
            Mail a function's briefing book (PDF) to chosen people after each month or quarter ends.
          </CardDescription>
        </div>
        <Button onClick={() => setCreating(true)} data-testid="new-report-schedule">
          <PlusIcon aria-hidden="true" />
          New schedule
        </Button>
      </CardHeader>
      <CardContent>
        {schedules.isPending ? (
          <Skeleton className="h-24 rounded-lg" />
        ) : schedules.isError ? (
          <LoadFailure error={schedules.error} what="report schedules" onRetry={() => schedules.refetch()} />
        ) : list.length === 0 ? (
          <p
            className="rounded-md border border-dashed p-4 text-sm text-muted-foreground"
            data-testid="no-report-schedules"
          >
            No report schedules yet.
          </p>
        ) : (
          <ul className="grid divide-y rounded-lg border" aria-label="Report schedules">
            {list.map((schedule) => (
              <li
                key={schedule.id}
                className="flex flex-wrap items-center gap-3 p-3"
                data-testid="report-schedule"
              >
                <CalendarClockIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                <div className="min-w-0 flex-1">
                  <p className="font-medium">{schedule.name}</p>
                  <p className="text-xs text-muted-foreground">
                    {schedule.functionName} · {CADENCE_LABELS[schedule.cadence]},{" "}
                    {schedule.daysAfterPeriodEnd === 1 ? "1 day" : `${schedule.daysAfterPeriodEnd} days`}{" "}
                    after the period ends
                  </p>
                  <p className="text-xs text-muted-foreground">
                    To{" "}
                    {schedule.recipients.map((r) => r.name).join(", ") ||
                      "nobody (every recipient was removed)"}
                  </p>
                  <p className="text-xs text-muted-foreground">
                    {schedule.lastDelivery
                      ? `Last sent: ${schedule.lastDelivery.label}, on ${dateFormat().format(new Date(schedule.lastDelivery.sentAt))}`
                      : schedule.firstSend
                        ? // REPORT-26: a new schedule says when its first mail goes, and with which period.
                          `First send: ${formatCalendarDay(schedule.firstSend.sendDay)} (${schedule.firstSend.label})`
                        : "Not sent yet"}
                  </p>
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => setDeleting(schedule)}
                  aria-label={`Delete ${schedule.name}`}
                >
                  <Trash2Icon aria-hidden="true" />
                  Delete
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <NewScheduleDialog open={creating} onOpenChange={setCreating} />
      {deleting && <DeleteScheduleDialog schedule={deleting} onClose={() => setDeleting(null)} />}
    </Card>
  );
}

function DeleteScheduleDialog({ schedule, onClose }: { schedule: ReportSchedule; onClose: () => void }) {
  const toasts = writeToasts(`${schedule.name} deleted`, "Failed to delete the report schedule");
  const remove = useDelete(reportSchedulesResource, {
    onError: toasts.onError,
    onSuccess: () => {
      toasts.onSuccess();
      onClose();
    },
  });
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Delete ${schedule.name}?`}
      description="No more briefing books will be mailed by this schedule."
      consequence="Its record of the periods already sent goes with it."
      pending={remove.isPending}
      onConfirm={() => remove.mutate({ id: schedule.id })}
    />
  );
}

function NewScheduleDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const opening = useOpenCount(open);
  return open ? <NewScheduleForm key={opening} onOpenChange={onOpenChange} /> : null;
}

function NewScheduleForm({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const functions = useList(functionsResource);
  const users = useList(usersResource);
  const create = useCreate<FormOutput, ReportSchedule>(
    reportSchedulesResource,
    writeToasts("Report schedule created", "Failed to create the report schedule"),
  );
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(createReportScheduleSchema),
    defaultValues: {
      name: "",
      functionId: "",
      cadence: "monthly",
      daysAfterPeriodEnd: 5,
      recipientUserIds: [],
    },
  });
  const recipients = useController({ control: form.control, name: "recipientUserIds" });
  const chosen = new Set(recipients.field.value ?? []);
  const toggle = (id: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    recipients.field.onChange([...next]);
  };
  const errors = form.formState.errors;
  return (
    <FormDialog
      form={form}
      onOpenChange={onOpenChange}
      title="New report schedule"
      description="The briefing book of the period just ended is mailed to each recipient as a PDF."
      submitLabel="Create schedule"
      pendingLabel="Creating..."
      pending={create.isPending}
      className="sm:max-w-xl"
      onSubmit={(values, { applyServerErrors }) =>
        create.mutate(values, { onSuccess: () => onOpenChange(false), onError: applyServerErrors })
      }
    >
      <FormTextField form={form} name="name" label="Name" autoFocus maxLength={120} />
      <FormSelectField
        control={form.control}
        name="functionId"
        label="Function"
        placeholder="Choose a function"
        options={(functions.data ?? []).map((fn) => ({ value: fn.id, label: fn.name }))}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormSelectField
          control={form.control}
          name="cadence"
          label="Cadence"
          options={[
            { value: "monthly", label: "Monthly" },
            { value: "quarterly", label: "Quarterly" },
          ]}
        />
        <FormTextField
          form={form}
          name="daysAfterPeriodEnd"
          label="Days after the period ends"
          type="number"
          inputMode="numeric"
          min={0}
          max={60}
          step={1}
          registerOptions={{ valueAsNumber: true }}
        />
      </div>
      <fieldset
        className="grid gap-2"
        aria-describedby={errors.recipientUserIds ? "recipients-error" : undefined}
      >
        <legend className="mb-1 text-sm font-medium">Recipients</legend>
        <div className="grid max-h-56 gap-1 overflow-y-auto rounded-lg border p-2" data-testid="recipients">
          {(users.data ?? []).map((user) => {
            const id = `recipient-${user.id}`;
            return (
              <label
                key={user.id}
                htmlFor={id}
                className="flex items-center gap-2.5 rounded-md px-2 py-1.5 text-sm hover:bg-muted/50"
              >
                <Checkbox
                  id={id}
                  checked={chosen.has(user.id)}
                  onCheckedChange={(value) => toggle(user.id, value === true)}
                />
                <span className="min-w-0 flex-1 truncate">{displayName(user)}</span>
                <span className="hidden truncate text-xs text-muted-foreground sm:inline">{user.email}</span>
              </label>
            );
          })}
        </div>
        {errors.recipientUserIds && (
          <p id="recipients-error" role="alert" className="text-sm text-destructive">
            {errors.recipientUserIds.message ?? errors.recipientUserIds.root?.message}
          </p>
        )}
      </fieldset>
    </FormDialog>
  );
}
