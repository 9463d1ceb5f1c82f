"use no memo"; // PLATFORM-29: react-hook-form reads its state during render, which the compiler would memoize.
import { useForm } from "react-hook-form";
import { FormattedMessage, useIntl } from "react-intl";
import { useNavigate } from "react-router";
import { parseDecimal } from "../../../../domain/measures";
import { type Frequency, type PeriodKey, periodKeysFor, periodLabel } from "../../../../domain/periods";
import { requestsResource } from "../../../../domain/resources";
import type { KpiHistory } from "../../../../domain/schemas/scorecard";
import { formatMeasure } from "../../../../domain/units";
import { FormDialog } from "../../../components/form/form-dialog";
import { TextField } from "../../../components/ui/text-field";
import { TextareaField } from "../../../components/ui/textarea";
import { toast } from "../../../components/ui/toast";
import { localeDecimalSeparator } from "../../../lib/decimal";
import { describeFailure } from "../../../lib/errors";
import { useFiscalStartMonth } from "../../../lib/fiscal-year";
import { readerLocale } from "../../../lib/intl";
import { requestPath } from "../../../lib/paths";
import { useCreate, useRead } from "../../../lib/resources";
import type { ChangeRequest, NewRequest } from "../lib/types";
import { requestsMessages as m } from "../messages";

/** The row a request starts from (UI-72): a KPI assignment's targets or actual results of a year. */
export type KpiRequestDraft = {
  type: "target_change" | "actual_correction";
  kpiAssignmentId: string;
  kpiName: string;
  functionName?: string | null;
  frequency: Frequency;
  unit: string | null;
  year: number;
  /** Values proposed already, such as the value a closed period refused (LOCK-3). */
  proposed?: Partial<Record<PeriodKey, number | null>>;
};

export type RequestDraft = { type: "other" } | KpiRequestDraft;

type FormInput = { title: string; description: string; values: Record<string, string> };

const asText = (value: number | null | undefined) =>
  value === null || value === undefined ? "" : String(value);

/** UI-72: the change request form, in a dialog, started from the row being changed (or blank: "other"). */
export function RequestFormDialog({ draft, onClose }: { draft: RequestDraft | null; onClose: () => void }) {
  if (!draft) return null;
  return draft.type === "other" ? (
    <RequestForm draft={draft} onDone={onClose} history={undefined} />
  ) : (
    <KpiRequestForm
      key={`${draft.type}-${draft.kpiAssignmentId}-${draft.year}`}
      draft={draft}
      onDone={onClose}
    />
  );
}

/** Reads the assignment's values of the year first, so the form starts from them. */
function KpiRequestForm({ draft, onDone }: { draft: KpiRequestDraft; onDone: () => void }) {
  const history = useRead<KpiHistory>(
    `/api/kpi-assignments/${encodeURIComponent(draft.kpiAssignmentId)}/history`,
    { params: { year: draft.year, years: 1 } },
  );
  if (history.isPending) return null;
  return <RequestForm draft={draft} onDone={onDone} history={history.data} />;
}

function RequestForm({
  draft,
  history,
  onDone,
}: {
  draft: RequestDraft;
  history: KpiHistory | undefined;
  onDone: () => void;
}) {
  const startMonth = useFiscalStartMonth();
  const navigate = useNavigate();
  const intl = useIntl();
  const kpi = draft.type === "other" ? null : draft;
  const field = draft.type === "target_change" ? "target" : "actual";
  const keys = kpi ? periodKeysFor(kpi.frequency, startMonth) : [];
  const periods = history?.years.find((y) => y.year === kpi?.year)?.periods ?? [];
  const current = (key: PeriodKey) => periods.find((p) => p.periodKey === key) ?? null;
  const currentValue = (key: PeriodKey) => current(key)?.[field] ?? null;
  const form = useForm<FormInput>({
    defaultValues: {
      title: kpi
        ? intl.formatMessage(m.draftTitle, { type: kpi.type, kpi: kpi.kpiName, year: kpi.year })
        : "",
      description: "",
      values: Object.fromEntries(
        keys.map((key) => [
          key,
          asText(kpi?.proposed && key in kpi.proposed ? kpi.proposed[key] : currentValue(key)),
        ]),
      ),
    },
  });
  const create = useCreate<NewRequest, ChangeRequest>(requestsResource, { silent: true });
  const errors = form.formState.errors;

  return (
    <FormDialog
      form={form}
      onOpenChange={(open) => !open && onDone()}
      className={kpi ? "sm:max-w-2xl" : undefined}
      title={
        kpi ? intl.formatMessage(m.requestChangeTitle, { type: kpi.type }) : intl.formatMessage(m.newRequest)
      }
      description={
        kpi
          ? kpi.functionName
            ? intl.formatMessage(m.kpiFormDescriptionIn, {
                kpi: kpi.kpiName,
                function: kpi.functionName,
                year: kpi.year,
              })
            : intl.formatMessage(m.kpiFormDescription, { kpi: kpi.kpiName, year: kpi.year })
          : intl.formatMessage(m.otherFormDescription)
      }
      submitLabel={intl.formatMessage(m.submitRequest)}
      pendingLabel={intl.formatMessage(m.submitting)}
      pending={create.isPending}
      onSubmit={(input, helpers) => {
        let valid = true;
        const title = input.title.trim();
        const description = input.description.trim();
        if (title === "") {
          form.setError("title", { message: intl.formatMessage(m.titleRequired) });
          valid = false;
        }
        if (description === "") {
          form.setError("description", { message: intl.formatMessage(m.whyRequired) });
          valid = false;
        }
        const changed: Partial<Record<PeriodKey, number | null>> = {};
        for (const key of keys) {
          const parsed = parseDecimal(input.values[key] ?? "", localeDecimalSeparator());
          if (!parsed.ok) {
            form.setError(`values.${key}`, {
              message: intl.formatMessage(m.enterNumber, { problem: parsed.message }),
            });
            valid = false;
          } else if (parsed.value !== currentValue(key)) changed[key] = parsed.value;
        }
        if (!valid) return;
        if (kpi && Object.keys(changed).length === 0) {
          helpers.setFormError(intl.formatMessage(m.changeOnePeriod));
          return;
        }
        const body: NewRequest = kpi
          ? {
              type: kpi.type,
              title,
              description,
              changes: {
                kpiAssignmentId: kpi.kpiAssignmentId,
                year: kpi.year,
                [kpi.type === "target_change" ? "targets" : "actualResults"]: changed,
              },
            }
          : { type: "other", title, description };
        create.mutate(body, {
          onSuccess: (created) => {
            toast({
              title: intl.formatMessage(m.submittedTitle),
              description: intl.formatMessage(m.submittedText, {
                title: created.title,
                status: created.status,
              }),
              variant: "success",
            });
            onDone();
            navigate(requestPath(created.id));
          },
          onError: (error) => {
            if (!helpers.applyServerErrors(error))
              helpers.setFormError(describeFailure(error, intl.formatMessage(m.submitFailed)));
          },
        });
      }}
    >
      <TextField
        label={intl.formatMessage(m.title)}
        autoComplete="off"
        error={errors.title?.message}
        {...form.register("title")}
      />
      <TextareaField
        label={intl.formatMessage(m.why)}
        rows={3}
        autoFocus
        error={errors.description?.message}
        {...form.register("description")}
      />
      {kpi && (
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">
            {kpi.unit ? (
              <FormattedMessage {...m.valuesLegendUnit} values={{ type: kpi.type, unit: kpi.unit }} />
            ) : (
              <FormattedMessage {...m.valuesLegend} values={{ type: kpi.type }} />
            )}
          </legend>
          <div className="grid max-h-[45dvh] grid-cols-1 gap-3 overflow-y-auto p-0.5 sm:grid-cols-2 md:grid-cols-3">
            {keys.map((key) => (
              <TextField
                key={key}
                label={periodLabel(kpi.frequency, key, kpi.year, startMonth)}
                type="text"
                inputMode="decimal"
                autoComplete="off"
                placeholder={intl.formatMessage(m.noValue)}
                className="gap-1"
                hint={intl.formatMessage(m.now, {
                  value:
                    formatMeasure(currentValue(key), kpi.unit, readerLocale()) ??
                    (field === "target" ? "-" : intl.formatMessage(m.noData)),
                })}
                error={errors.values?.[key]?.message}
                data-period={key}
                {...form.register(`values.${key}`)}
              />
            ))}
          </div>
        </fieldset>
      )}
    </FormDialog>
  );
}
