"use no memo"; // PLATFORM-29: react-hook-form reads its state during render, which the compiler would memoize.
// LOCK-1, LOCK-4, UI-110: the Closed Periods card of Settings › Reporting: close a period (after a
// confirmation; the picker leaves out what is closed) and reopen one with a reason.
import { zodResolver } from "@hookform/resolvers/zod";
import { LockIcon, LockOpenIcon } from "lucide-react";
import { useId, useState } from "react";
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
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { FormDialog } from "../../../components/form/form-dialog";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Label } from "../../../components/ui/label";
import { SelectField } from "../../../components/ui/select-field";
import { Skeleton } from "../../../components/ui/skeleton";
import { TextareaField } from "../../../components/ui/textarea";
import { toast } from "../../../components/ui/toast";
import { YearSelect } from "../../../components/year-select";
import { describeFailure } from "../../../lib/errors";
import { useFiscalStartMonth, useOrganizationMonth } from "../../../lib/fiscal-year";
import { focusTarget, focusWhenLost } from "../../../lib/focus-when-lost";
import { onFirstUse } from "../../../lib/intl";
import { useCreate, useDelete, useRead } from "../../../lib/resources";

const FREQUENCY_LABELS: Record<Frequency, string> = {
  monthly: "Month",
  quarterly: "Quarter",
  annual: "Whole year",
};
const dateFormat = onFirstUse(() => new Intl.DateTimeFormat(undefined, { dateStyle: "medium" }));

export function ClosedPeriods({ canEdit }: { canEdit: boolean }) {
  const startMonth = useFiscalStartMonth();
  // SETTINGS-17: this month on the organization's clocks.
  const orgMonth = useOrganizationMonth();
  const [year, setYear] = useState(() => currentYear(orgMonth, startMonth));
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
