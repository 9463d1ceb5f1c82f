"use no memo"; // PLATFORM-29: react-hook-form reads its state during render, which the compiler would memoize.
import { zodResolver } from "@hookform/resolvers/zod";
import { ChevronDown, ChevronRight, FileDiff } from "lucide-react";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { FormattedMessage, useIntl } from "react-intl";
import type { z } from "zod";
import { kpiAssignmentsResource } from "../../../../domain/resources";
import { actualResultFormSchemaFor } from "../../../../domain/schemas/actual-results";
import type { MyUpdateItem } from "../../../../domain/schemas/reporting";
import { formatMeasure } from "../../../../domain/units";
import { commonMessages } from "../../../components/messages";
import { reportingBadge } from "../../../components/reporting-badge";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/text-field";
import { toast } from "../../../components/ui/toast";
import { ApiError } from "../../../lib/api-client";
import { localeDecimalSeparator } from "../../../lib/decimal";
import { focusWhenLost } from "../../../lib/focus-when-lost";
import { formatCalendarDay, readerLocale } from "../../../lib/intl";
import { useUpdate } from "../../../lib/resources";
import { type RequestDraft, RequestFormDialog } from "../../requests";
import { myUpdatesMessages as m } from "../messages";
import { ItemDetails } from "./item-details";

type PatchAnswer = { status?: string; submissionId?: string };

/** VALUE-2, VALUE-3: the actual typed, read by the shared parser in the user's decimal separator. */
const actualFormSchema = () => actualResultFormSchemaFor(localeDecimalSeparator());
type ActualForm = ReturnType<typeof actualFormSchema>;

/** UI-63: one period to report: what it is, when it is due, the value field, then commentary and evidence. */
export function UpdateItem({ item }: { item: MyUpdateItem }) {
  const intl = useIntl();
  const form = useForm<z.input<ActualForm>, unknown, z.output<ActualForm>>({
    resolver: zodResolver(actualFormSchema()),
    defaultValues: { actualResult: "" },
  });
  const setError = (message: string) => form.setError("actualResult", { type: "server", message });
  const [open, setOpen] = useState(false);
  // UI-72, LOCK-3: a value a closed period refused (423) can become a change request.
  const [refused, setRefused] = useState<number | null | undefined>(undefined);
  const [draft, setDraft] = useState<RequestDraft | null>(null);
  const detailsId = useId();
  const update = useUpdate<object, PatchAnswer>(kpiAssignmentsResource, { method: "patch", silent: true });
  // CYCLE-35: the state's word and colour, as My KPIs shows them.
  const badge = reportingBadge(item.state);
  const shown = (n: number | null) => formatMeasure(n, item.unit, readerLocale()) ?? "–";

  const key = `${item.kpiAssignmentId}:${item.year}:${item.period}`;
  const save = form.handleSubmit(({ actualResult: actual }) => {
    setRefused(undefined);
    // UI-108: the button is disabled while it saves and the item may move to another section (Approved,
    // Submitted): the focus follows it to its Save or Change button.
    focusWhenLost(() =>
      document.querySelector<HTMLElement>(`[data-update-key="${CSS.escape(key)}"] button[type="submit"]`),
    );
    update.mutate(
      {
        id: item.kpiAssignmentId,
        body: { actualResult: actual, periodKey: item.period, year: item.year },
      },
      {
        onSuccess: (answer) => {
          form.reset();
          // CYCLE-21: a value that needs approval comes back 202 pending.
          const pending = answer?.status === "pending";
          toast({
            title: intl.formatMessage(pending ? m.toastSubmittedTitle : commonMessages.success),
            description: intl.formatMessage(pending ? m.toastSubmitted : m.toastSaved, {
              name: item.name,
              period: item.periodLabel,
            }),
            variant: "success",
          });
        },
        onError: (failure) => {
          if (failure instanceof ApiError && failure.status === 423) {
            setRefused(actual);
          }
          setError(
            failure instanceof ApiError
              ? (failure.fields?.actualResult ?? failure.serverMessage ?? intl.formatMessage(m.notSaved))
              : intl.formatMessage(m.notSavedOffline),
          );
        },
      },
    );
  });

  return (
    <li className="rounded-lg border bg-card p-4" data-testid="my-update-item" data-update-key={key}>
      <div className="flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0 space-y-1">
          {/* UI-39, UI-40: a long unbroken name breaks anywhere (a flex item's break-words alone keeps
              the whole word's width), so the page never scrolls sideways at 390 px. */}
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="min-w-0 font-medium wrap-anywhere">{item.name}</h3>
            <Badge variant={badge.variant}>{badge.label}</Badge>
          </div>
          <p className="text-sm text-muted-foreground wrap-anywhere">
            {item.functionName} · {item.objectiveName}
          </p>
          <p className="text-sm">
            <span className="font-medium">{item.periodLabel}</span>
            <span className="text-muted-foreground">
              {" · "}
              <FormattedMessage
                {...m.dueOn}
                values={{
                  overdue: item.state === "overdue" ? "yes" : "no",
                  date: formatCalendarDay(item.dueDate),
                }}
              />
              {" · "}
              <FormattedMessage {...m.target} values={{ value: shown(item.target) }} />
              {" · "}
              <FormattedMessage {...m.actual} values={{ value: shown(item.actual) }} />
              {item.pendingValue !== null && (
                <>
                  {" · "}
                  <FormattedMessage {...m.pending} values={{ value: shown(item.pendingValue) }} />
                </>
              )}
            </span>
          </p>
          {item.rejection && (
            // APPROVAL-15: the refused value and why, until a new value replaces it.
            <p className="text-sm wrap-anywhere text-destructive" data-testid="my-update-rejection">
              <FormattedMessage
                {...m.refused}
                values={{
                  value: shown(item.rejection.value),
                  hasDecider: item.rejection.deciderName ? "yes" : "no",
                  decider: item.rejection.deciderName ?? "",
                  hasReason: item.rejection.reason ? "yes" : "no",
                  reason: item.rejection.reason ?? "",
                }}
              />
            </p>
          )}
        </div>
        <form onSubmit={save} className="flex items-start gap-2 lg:w-80" noValidate>
          <TextField
            className="flex-1"
            label={
              item.unit
                ? intl.formatMessage(m.actualForUnit, { period: item.periodLabel, unit: item.unit })
                : intl.formatMessage(m.actualFor, { period: item.periodLabel })
            }
            inputMode="decimal"
            autoComplete="off"
            placeholder={item.actual !== null ? String(item.actual) : ""}
            error={form.formState.errors.actualResult?.message}
            {...form.register("actualResult")}
          />
          <Button type="submit" className="mt-6" disabled={update.isPending}>
            {update.isPending
              ? intl.formatMessage(commonMessages.saving)
              : item.state === "approved" || item.state === "submitted" || item.state === "rejected"
                ? intl.formatMessage(m.change)
                : intl.formatMessage(commonMessages.save)}
          </Button>
        </form>
      </div>
      {refused !== undefined && (
        <div className="mt-2 flex justify-end">
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() =>
              setDraft({
                type: "actual_correction",
                kpiAssignmentId: item.kpiAssignmentId,
                kpiName: item.name,
                functionName: item.functionName,
                frequency: item.frequency,
                unit: item.unit,
                year: item.year,
                proposed: { [item.period]: refused },
              })
            }
          >
            <FileDiff aria-hidden="true" />
            <FormattedMessage {...m.requestChange} />
          </Button>
        </div>
      )}
      <RequestFormDialog draft={draft} onClose={() => setDraft(null)} />
      <Button
        type="button"
        variant="ghost"
        size="sm"
        className="mt-2 -ml-2"
        aria-expanded={open}
        aria-controls={detailsId}
        onClick={() => setOpen((was) => !was)}
      >
        {open ? <ChevronDown aria-hidden="true" /> : <ChevronRight aria-hidden="true" />}
        <FormattedMessage {...m.commentaryAndEvidence} />
      </Button>
      {open && (
        <div id={detailsId} className="mt-2 border-t pt-4">
          <ItemDetails item={item} />
        </div>
      )}
    </li>
  );
}
