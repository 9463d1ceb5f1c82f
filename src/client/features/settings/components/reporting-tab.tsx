"use no memo"; // PLATFORM-29: react-hook-form reads its state during render, which the compiler would memoize.
import { zodResolver } from "@hookform/resolvers/zod";
import { LockIcon, LockOpenIcon } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { useForm } from "react-hook-form";
import { isLocked } from "../../../../domain/period-locks";
import {
  currentYear,
  FREQUENCIES,
  type Frequency,
  type PeriodKey,
  periodKeysFor,
  periodLabel,
} from "../../../../domain/periods";
import { periodLocksResource } from "../../../../domain/resources";
import {
  type CreatePeriodLockInput,
  type PeriodLockItem,
  type ReopenFormInput,
  reopenFormSchema,
} from "../../../../domain/schemas/period-locks";
import {
  type OrganizationSettings,
  organizationSettingsFieldsSchema,
  REPORTING_CALENDAR,
  type ReportingCalendarField,
} from "../../../../domain/schemas/settings";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { FormDialog } from "../../../components/form/form-dialog";
import { LoadFailure } from "../../../components/load-failure";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { CheckboxField } from "../../../components/ui/checkbox";
import { Label } from "../../../components/ui/label";
import { SelectField } from "../../../components/ui/select-field";
import { Skeleton } from "../../../components/ui/skeleton";
import { TextField } from "../../../components/ui/text-field";
import { TextareaField } from "../../../components/ui/textarea";
import { toast } from "../../../components/ui/toast";
import { YearSelect } from "../../../components/year-select";
import { describeFailure } from "../../../lib/errors";
import { useFiscalStartMonth } from "../../../lib/fiscal-year";
import { focusTarget, focusWhenLost } from "../../../lib/focus-when-lost";
import { onFirstUse } from "../../../lib/intl";
import { useCreate, useDelete, useRead } from "../../../lib/resources";
import { useSaveSettings } from "../../../lib/use-save-settings";
import { InitiativeStatusesCard } from "./initiative-statuses-card";
import { SaveChangesButton } from "./save-changes-button";

const CALENDAR_FIELDS = Object.keys(REPORTING_CALENDAR) as ReportingCalendarField[];
const CALENDAR_HINTS: Record<ReportingCalendarField, string> = {
  reportingDueDays: "Days after a period ends that its actual result is due.",
  reminderLeadDays: "Days before the due date that owners get a reminder.",
  escalationGraceDays: "Days after the due date before the function's head is told, then each head above.",
  redWithoutInitiativeDays:
    "Days a KPI may stay Below Target with no initiative on its objective before its owner and followers are told.",
};
const FREQUENCY_LABELS: Record<Frequency, string> = {
  monthly: "Month",
  quarterly: "Quarter",
  annual: "Whole year",
};
const dateFormat = onFirstUse(() => new Intl.DateTimeFormat(undefined, { dateStyle: "medium" }));

const calendarSchema = organizationSettingsFieldsSchema.pick({
  reportingDueDays: true,
  reminderLeadDays: true,
  escalationGraceDays: true,
  redWithoutInitiativeDays: true,
  requireAnalysisBelowAtRisk: true,
});

/** UI-54, UI-55: the reporting calendar (CYCLE-3), the analysis rule (COMMENT-4) and closed periods (LOCK-1). */
export function ReportingTab({ canEdit, workflow }: { canEdit: boolean; workflow?: ReactNode }) {
  const settings = useRead("/api/organization-settings");
  // UI-109: two columns at desktop width, one on a phone: collecting results (the calendar, approval and
  // change requests) on the left; closed periods and initiative statuses on the right.
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <div className="grid min-w-0 gap-6" data-testid="reporting-column">
        {settings.isPending ? (
          <Skeleton className="h-72 rounded-xl" />
        ) : settings.isError ? (
          <Card>
            <CardContent className="px-6">
              <LoadFailure
                error={settings.error}
                what="reporting settings"
                onRetry={() => settings.refetch()}
              />
            </CardContent>
          </Card>
        ) : (
          <CalendarForm key={settings.data.updatedAt} settings={settings.data} canEdit={canEdit} />
        )}
        {workflow}
      </div>
      <div className="grid min-w-0 gap-6" data-testid="reporting-column">
        <ClosedPeriods canEdit={canEdit} />
        {/* INIT-3: the initiative statuses, beside the reporting settings. */}
        <InitiativeStatusesCard canEdit={canEdit} />
      </div>
    </div>
  );
}

function CalendarForm({ settings, canEdit }: { settings: OrganizationSettings; canEdit: boolean }) {
  const [texts, setTexts] = useState<Record<ReportingCalendarField, string>>(
    () =>
      Object.fromEntries(CALENDAR_FIELDS.map((field) => [field, String(settings[field])])) as Record<
        ReportingCalendarField,
        string
      >,
  );
  const [requireAnalysis, setRequireAnalysis] = useState(settings.requireAnalysisBelowAtRisk);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const update = useSaveSettings();
  const dirty =
    requireAnalysis !== settings.requireAnalysisBelowAtRisk ||
    CALENDAR_FIELDS.some((field) => texts[field].trim() !== String(settings[field]));

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = calendarSchema.safeParse({
          ...Object.fromEntries(
            CALENDAR_FIELDS.map((field) => [
              field,
              texts[field].trim() === "" ? Number.NaN : Number(texts[field]),
            ]),
          ),
          requireAnalysisBelowAtRisk: requireAnalysis,
        });
        if (!parsed.success) {
          setErrors(
            Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
          );
          return;
        }
        setErrors({});
        // SETTINGS-4, SETTINGS-14: only these five fields are sent.
        update.mutate({ body: { ...parsed.data, version: settings.updatedAt } });
      }}
    >
      <Card>
        <CardHeader>
          <CardTitle>Reporting Calendar</CardTitle>
          <CardDescription>
            When results are due, when owners are reminded, when heads are told and when a KPI left below
            target is flagged.
            {canEdit ? "" : " Only admins can change it."}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          <div className="grid gap-4 sm:grid-cols-2">
            {CALENDAR_FIELDS.map((field) => {
              const { label, min, max } = REPORTING_CALENDAR[field];
              return (
                <TextField
                  key={field}
                  label={label}
                  type="number"
                  inputMode="numeric"
                  min={min}
                  max={max}
                  step={1}
                  disabled={!canEdit}
                  value={texts[field]}
                  onChange={(event) => setTexts((current) => ({ ...current, [field]: event.target.value }))}
                  error={errors[field]}
                  hint={`${CALENDAR_HINTS[field]} ${min}–${max}.`}
                />
              );
            })}
          </div>
          <CheckboxField
            label="Require an analysis below At Risk"
            hint="A result that scores below the At Risk threshold cannot be saved or submitted until its period has an analysis."
            checked={requireAnalysis}
            onCheckedChange={setRequireAnalysis}
            disabled={!canEdit}
          />
          {canEdit && (
            <div className="flex justify-end border-t pt-4">
              <SaveChangesButton pending={update.isPending} dirty={dirty} />
            </div>
          )}
        </CardContent>
      </Card>
    </form>
  );
}

function ClosedPeriods({ canEdit }: { canEdit: boolean }) {
  const startMonth = useFiscalStartMonth();
  const [year, setYear] = useState(() => currentYear(new Date(), startMonth));
  const [frequency, setFrequency] = useState<Frequency>("quarterly");
  const [period, setPeriod] = useState<PeriodKey | "">("");
  const [reopening, setReopening] = useState<PeriodLockItem | null>(null);
  const [confirming, setConfirming] = useState<CreatePeriodLockInput | null>(null);
  const yearId = useId();
  const locks = useRead<PeriodLockItem[]>("/api/period-locks", { params: { year } });
  const close = useCreate<CreatePeriodLockInput, PeriodLockItem>(periodLocksResource, {
    onSuccess: (lock) => {
      setPeriod("");
      setConfirming(null);
      toast({
        title: "Period closed",
        description: `${lock.label} is closed to changes.`,
        variant: "success",
      });
    },
    onError: (error) =>
      toast({
        title: "Failed to close the period",
        description: describeFailure(error, "Please try again."),
        variant: "destructive",
      }),
  });
  const list = locks.data ?? [];
  // UI-110, LOCK-2: the picker leaves out what is already closed (by its own lock, its quarter's or the
  // year's), so a closed quarter is never offered again.
  const closed = list.map((lock) => ({ year: lock.year, frequency: lock.frequency, periodKey: lock.period }));
  const keyOptions = periodKeysFor(frequency, startMonth)
    .filter((key) => !isLocked(closed, year, frequency, key, startMonth))
    .map((key) => ({ value: key, label: periodLabel(frequency, key, year, startMonth) }));
  const yearClosed = isLocked(closed, year, "annual", "annual", startMonth);
  const label = (lock: CreatePeriodLockInput) =>
    periodLabel(lock.frequency, lock.period as PeriodKey, lock.year, startMonth);

  return (
    <Card>
      <CardHeader>
        <CardTitle data-testid="closed-periods-title">Closed Periods</CardTitle>
        <CardDescription>
          Targets and actual results of a closed period cannot change. A closed quarter closes its three
          months; a closed year closes everything in it.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div className="grid gap-1.5">
          <Label htmlFor={yearId}>Year</Label>
          <YearSelect id={yearId} value={year} onChange={setYear} startMonth={startMonth} className="w-36" />
        </div>
        {canEdit && (
          <form
            className="grid items-end gap-3 rounded-lg border bg-muted/30 p-3 sm:grid-cols-[10rem_minmax(0,1fr)]"
            aria-label="Close a period"
            onSubmit={(event) => {
              event.preventDefault();
              const key = frequency === "annual" ? "annual" : period;
              if (!key) return;
              // UI-110: closing asks first.
              setConfirming({ year, frequency, period: key });
            }}
          >
            <SelectField
              label="Close a"
              options={FREQUENCIES.map((value) => ({ value, label: FREQUENCY_LABELS[value] }))}
              value={frequency}
              onChange={(next) => {
                setFrequency(next);
                setPeriod("");
              }}
            />
            {frequency === "annual" ? (
              <p className="pb-2 text-sm text-muted-foreground">
                {yearClosed
                  ? `${periodLabel("annual", "annual", year, startMonth)} is closed`
                  : `All of ${periodLabel("annual", "annual", year, startMonth)}`}
              </p>
            ) : (
              <SelectField
                label="Period"
                options={keyOptions}
                value={period}
                onChange={setPeriod}
                placeholder="Choose a period"
              />
            )}
            <Button
              type="submit"
              className="sm:col-span-2 sm:justify-self-end"
              disabled={close.isPending || (frequency === "annual" ? yearClosed : !period)}
            >
              <LockIcon aria-hidden="true" />
              {close.isPending ? "Closing..." : "Close Period"}
            </Button>
          </form>
        )}
        {locks.isPending ? (
          <Skeleton className="h-16 rounded-lg" />
        ) : locks.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {describeFailure(locks.error, "The closed periods could not be loaded.")}
          </p>
        ) : list.length === 0 ? (
          <p
            className="rounded-md border border-dashed p-4 text-sm text-muted-foreground"
            data-testid="no-closed-periods"
          >
            No closed periods in {year}.
          </p>
        ) : (
          <ul className="grid divide-y rounded-lg border" aria-label={`Closed periods of ${year}`}>
            {list.map((lock) => (
              <li
                key={lock.id}
                className="flex flex-wrap items-center gap-3 p-3"
                data-testid="closed-period"
                data-lock-id={lock.id}
              >
                <LockIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                <div className="min-w-0 flex-1">
                  <p className="font-medium">
                    {periodLabel(lock.frequency, lock.period as PeriodKey, lock.year, startMonth)}
                  </p>
                  <p className="truncate text-xs text-muted-foreground">
                    Closed {dateFormat().format(new Date(lock.lockedAt))}
                    {lock.lockedByName ? ` by ${lock.lockedByName}` : ""}
                  </p>
                </div>
                {canEdit && (
                  <Button variant="outline" size="sm" onClick={() => setReopening(lock)}>
                    <LockOpenIcon aria-hidden="true" />
                    Reopen
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      {reopening && (
        <ReopenDialog
          lock={reopening}
          onClose={() => {
            focusAfterReopen(reopening.id, list.indexOf(reopening));
            setReopening(null);
          }}
        />
      )}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={confirming ? `Close ${label(confirming)}?` : "Close the period?"}
        description="Targets and actual results of a closed period cannot change until an administrator reopens it with a reason."
        consequence={
          confirming?.frequency === "quarterly"
            ? "Its three months close with it."
            : confirming?.frequency === "annual"
              ? "Every month and quarter of the year closes with it."
              : undefined
        }
        confirmLabel="Close Period"
        pendingLabel="Closing..."
        pending={close.isPending}
        onConfirm={() => confirming && close.mutate(confirming)}
      />
    </Card>
  );
}

/**
 * UI-108: after the Reopen dialog closes, the focus goes back to its Reopen button if the period is still
 * listed (cancelled), else to the next closed period's Reopen button, else to the card's title.
 */
function focusAfterReopen(id: string, index: number) {
  focusWhenLost(() => {
    const own = document.querySelector<HTMLElement>(`[data-lock-id="${CSS.escape(id)}"] button`);
    if (own) return own;
    const others = [...document.querySelectorAll<HTMLElement>('[data-testid="closed-period"] button')];
    return (
      others[Math.min(index, others.length - 1)] ??
      focusTarget(document.querySelector<HTMLElement>('[data-testid="closed-periods-title"]'))
    );
  }, '[role="dialog"]');
}

/** LOCK-4: reopening asks why; the reason goes into the activity log. */
function ReopenDialog({ lock, onClose }: { lock: PeriodLockItem; onClose: () => void }) {
  const form = useForm<ReopenFormInput, unknown, { reason: string }>({
    resolver: zodResolver(reopenFormSchema),
    defaultValues: { reason: "" },
  });
  const reopen = useDelete(periodLocksResource, {
    onSuccess: () => {
      toast({
        title: "Period reopened",
        description: `${lock.label} can be changed again.`,
        variant: "success",
      });
      onClose();
    },
    onError: (error) =>
      toast({
        title: "Failed to reopen the period",
        description: describeFailure(error, "Please try again."),
        variant: "destructive",
      }),
  });
  return (
    <FormDialog
      form={form}
      onOpenChange={(open) => !open && onClose()}
      title={`Reopen ${lock.label}`}
      description="Targets and actual results of this period can be changed again. The reason is kept in the activity log."
      submitLabel="Reopen Period"
      pendingLabel="Reopening..."
      pending={reopen.isPending}
      onSubmit={({ reason }) => reopen.mutate({ id: lock.id, query: { reason } })}
    >
      <TextareaField
        label="Reason"
        autoFocus
        maxLength={500}
        placeholder="Why does this period need to change?"
        error={form.formState.errors.reason?.message}
        {...form.register("reason")}
      />
    </FormDialog>
  );
}
