"use no memo"; // PLATFORM-29: react-hook-form reads its state during render, which the compiler would memoize.
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { FileDiff, LockIcon } from "lucide-react";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { FormattedMessage, useIntl } from "react-intl";
import { lockedKeys } from "../../../../domain/period-locks";
import { type PeriodKey, periodKeysFor, periodLabel } from "../../../../domain/periods";
import { kpiAssignmentsResource, periodLocksResource } from "../../../../domain/resources";
import {
  type ActualResultsFormInput,
  type ActualResultsFormValues,
  actualResultsFormSchemaFor,
  type KpiAssignment,
  type UpdateKpiAssignmentInput,
} from "../../../../domain/schemas/assignments";
import type { PeriodLockItem } from "../../../../domain/schemas/period-locks";
import { formatMeasure } from "../../../../domain/units";
import { FormDialog } from "../../../components/form/form-dialog";
import { commonMessages } from "../../../components/messages";
import { Button } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/text-field";
import { toast } from "../../../components/ui/toast";
import { translate } from "../../../i18n";
import { ApiError } from "../../../lib/api-client";
import { localeDecimalSeparator } from "../../../lib/decimal";
import { describeFailure } from "../../../lib/errors";
import { useFiscalStartMonth } from "../../../lib/fiscal-year";
import { readerLocale } from "../../../lib/intl";
import { refreshAfterWrite, useRead, useUpdate } from "../../../lib/resources";
import { type RequestDraft, RequestFormDialog } from "../../requests";
import { kpiOverviewMessages as m } from "../messages";

/** UI-14: what the dialog reads of the assignment it edits (a KPI Input row carries these, KPIIN-9). */
export type EditedAssignment = Pick<
  KpiAssignment,
  "id" | "kpiName" | "frequency" | "unit" | "targets" | "actualResults" | "version"
>;

/** Actual results (UI-14): one input per period of the KPI's frequency, step 0.01; empty means no data. */
export function ActualResultsDialog({
  assignment,
  year,
  pending,
  onClose,
}: {
  assignment: EditedAssignment | null;
  year: number;
  /** UI-60: values of this year waiting for approval, by period key. */
  pending?: Record<string, number | null>;
  onClose: () => void;
}) {
  // UI-72: a refused value's change request replaces the dialog; closing it closes both.
  const [draft, setDraft] = useState<RequestDraft | null>(null);
  if (!assignment) return null;
  return (
    <>
      <ActualResultsForm
        key={assignment.id}
        assignment={assignment}
        year={year}
        pending={pending}
        hidden={draft !== null}
        onRequestChange={setDraft}
        onDone={onClose}
      />
      <RequestFormDialog
        draft={draft}
        onClose={() => {
          setDraft(null);
          onClose();
        }}
      />
    </>
  );
}

const asText = (value: number | null | undefined) =>
  value === null || value === undefined ? "" : String(value);

function ActualResultsForm({
  assignment,
  year,
  pending,
  hidden,
  onRequestChange,
  onDone,
}: {
  assignment: EditedAssignment;
  year: number;
  pending?: Record<string, number | null>;
  hidden: boolean;
  onRequestChange: (draft: RequestDraft) => void;
  onDone: () => void;
}) {
  const intl = useIntl();
  // PERIOD-9, FISCAL-6: the periods in fiscal order, labelled as the screens label them.
  const startMonth = useFiscalStartMonth();
  const keys = periodKeysFor(assignment.frequency, startMonth);
  const form = useForm<ActualResultsFormInput, unknown, ActualResultsFormValues>({
    // VALUE-2: values are read in the user's decimal separator.
    resolver: zodResolver(actualResultsFormSchemaFor(localeDecimalSeparator())),
    defaultValues: {
      values: Object.fromEntries(keys.map((key) => [key, asText(assignment.actualResults[key])])),
    },
  });
  const errors = form.formState.errors.values;
  const targetText = (key: PeriodKey) =>
    formatMeasure(assignment.targets[key], assignment.unit, readerLocale()) ?? "-";
  // UI-56, LOCK-2: closed periods of the year are read-only, with a lock and the way to ask for a change.
  const locks = useRead<PeriodLockItem[]>("/api/period-locks", { params: { year }, silent: true });
  const closed = new Set<string>(
    lockedKeys(
      (locks.data ?? []).map((lock) => ({
        year: lock.year,
        frequency: lock.frequency,
        periodKey: lock.period,
      })),
      year,
      keys,
      startMonth,
    ),
  );
  // UI-56: a save the server refuses because a period closed meanwhile shows its message in the dialog.
  const [refusal, setRefusal] = useState<string | null>(null);
  // UI-72, LOCK-3: the values a closed period refused can become a change request (an actual correction).
  const sent = useRef<Partial<Record<PeriodKey, number | null>>>({});
  const [refused, setRefused] = useState<Partial<Record<PeriodKey, number | null>> | null>(null);
  const queryClient = useQueryClient();
  // After saving actuals every list and score showing them is refetched (the page 'reloads').
  const save = useUpdate<UpdateKpiAssignmentInput>(kpiAssignmentsResource, {
    method: "patch",
    onSuccess: (answer) =>
      // APPROVAL-1: a 202 means the values wait for approval.
      (answer as { status?: string } | undefined)?.status === "pending"
        ? toast({
            title: translate(m.submittedTitle),
            description: translate(m.submittedDescription),
          })
        : toast({
            title: translate(commonMessages.success),
            description: translate(m.actualsUpdated),
            variant: "success",
          }),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 423) {
        // The period closed meanwhile: its lock is read again, so the inputs turn read-only.
        void refreshAfterWrite(queryClient, periodLocksResource);
        setRefusal(describeFailure(error, translate(m.periodClosed)));
        setRefused(sent.current);
      }
      toast({
        title: translate(commonMessages.error),
        description: translate(m.actualsFailed, {
          reason: describeFailure(error, translate(m.unknownError)),
        }),
        variant: "destructive",
      });
    },
  });

  return (
    <FormDialog
      form={form}
      open={!hidden}
      onOpenChange={(open) => !open && onDone()}
      className="max-w-2xl"
      title={intl.formatMessage(m.actualResultsTitle)}
      description={intl.formatMessage(m.actualResultsDescription, {
        kpi: assignment.kpiName,
        year: String(year),
      })}
      submitLabel={intl.formatMessage(m.saveActualResults)}
      pendingLabel={intl.formatMessage(commonMessages.saving)}
      pending={save.isPending}
      onSubmit={({ values }) => {
        const changes: Partial<Record<PeriodKey, number | null>> = {};
        setRefusal(null);
        setRefused(null);
        for (const key of keys) {
          if (closed.has(key)) continue;
          const value = values[key] ?? null;
          if (value !== (assignment.actualResults[key] ?? null)) changes[key] = value;
        }
        if (Object.keys(changes).length === 0) {
          onDone();
          return;
        }
        sent.current = changes;
        // Only the periods changed are sent: the server merges per period key, so two people entering
        // different months never overwrite each other; `version` guards the rest.
        save.mutate(
          {
            id: assignment.id,
            body: {
              actualResults: JSON.stringify(changes),
              period: String(year),
              version: assignment.version,
            },
          },
          { onSuccess: onDone },
        );
      }}
    >
      {closed.size > 0 ? (
        <p
          className="flex items-start gap-2 rounded-md border bg-muted/50 p-2 text-sm text-muted-foreground"
          data-testid="closed-periods-note"
        >
          <LockIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            <FormattedMessage
              {...m.closedPeriodsNote}
              values={{
                count: closed.size,
                periods: [...closed]
                  .map((key) => periodLabel(assignment.frequency, key as PeriodKey, year, startMonth))
                  .join(", "),
              }}
            />
          </span>
        </p>
      ) : null}
      {refusal ? (
        <p
          role="alert"
          data-testid="period-locked-message"
          className="flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/10 p-2 text-sm text-destructive"
        >
          <LockIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span className="flex-1">{refusal}</span>
          {refused && Object.keys(refused).length > 0 && (
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="shrink-0 text-foreground"
              onClick={() =>
                onRequestChange({
                  type: "actual_correction",
                  kpiAssignmentId: assignment.id,
                  kpiName: assignment.kpiName,
                  frequency: assignment.frequency,
                  unit: assignment.unit,
                  year,
                  proposed: refused,
                })
              }
            >
              <FileDiff aria-hidden="true" />
              <FormattedMessage {...m.requestChange} />
            </Button>
          )}
        </p>
      ) : null}
      <div className="grid max-h-[55dvh] grid-cols-1 gap-3 overflow-y-auto p-0.5 sm:grid-cols-2 md:grid-cols-3">
        {keys.map((key) => {
          const isClosed = closed.has(key);
          const label = periodLabel(assignment.frequency, key, year, startMonth);
          return (
            <TextField
              key={key}
              label={label}
              labelAction={
                isClosed ? (
                  <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
                    <LockIcon className="size-3.5" aria-hidden="true" />
                    <FormattedMessage {...m.closed} />
                  </span>
                ) : undefined
              }
              type="text"
              inputMode="decimal"
              autoComplete="off"
              placeholder={intl.formatMessage(m.noData)}
              readOnly={isClosed}
              aria-readonly={isClosed || undefined}
              data-closed={isClosed || undefined}
              title={
                isClosed
                  ? intl.formatMessage(m.closedInputTitle, {
                      period: label,
                      hint: intl.formatMessage(m.closedPeriodHint),
                    })
                  : undefined
              }
              className={isClosed ? "gap-1 [&_input]:bg-muted [&_input]:text-muted-foreground" : "gap-1"}
              hint={
                isClosed
                  ? intl.formatMessage(m.closedTargetHint, { target: targetText(key) })
                  : pending && key in pending
                    ? intl.formatMessage(m.targetPendingHint, {
                        target: targetText(key),
                        pending:
                          formatMeasure(pending[key], assignment.unit, readerLocale()) ??
                          intl.formatMessage(m.noData),
                      })
                    : intl.formatMessage(m.targetHint, { target: targetText(key) })
              }
              error={errors?.[key]?.message}
              {...form.register(`values.${key}`)}
            />
          );
        })}
      </div>
    </FormDialog>
  );
}
