"use no memo"; // PLATFORM-29: react-hook-form reads its state during render, which the compiler would memoize.
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useIntl } from "react-intl";
import { defaultEntryPeriod } from "../../../../domain/default-period";
import type { CalendarMonth, PeriodKey } from "../../../../domain/periods";
import { periodKeysFor, periodLabel } from "../../../../domain/periods";
import { kpiAssignmentsResource } from "../../../../domain/resources";
import {
  type UpdateKpiAssignmentInput,
  type UpdateResultFormInput,
  type UpdateResultFormValues,
  updateResultFormSchemaFor,
} from "../../../../domain/schemas/assignments";
import type { KpiHistory, ScorecardKpiRow } from "../../../../domain/schemas/scorecard";
import { formatMeasure } from "../../../../domain/units";
import { FormDialog } from "../../../components/form/form-dialog";
import { FormSelectField } from "../../../components/form/form-fields";
import { commonMessages } from "../../../components/messages";
import { TextField } from "../../../components/ui/text-field";
import { toast } from "../../../components/ui/toast";
import { translate } from "../../../i18n";
import { localeDecimalSeparator } from "../../../lib/decimal";
import { useFiscalStartMonth } from "../../../lib/fiscal-year";
import { readerLocale } from "../../../lib/intl";
import { useRead, useUpdate } from "../../../lib/resources";
import { kpiPeriodForView } from "../lib/result-period";
import { kpiResultsMessages as m } from "../messages";

const thisMonth = (): CalendarMonth => {
  const now = new Date();
  return { year: now.getFullYear(), month: now.getMonth() + 1 };
};

/**
 * KPI Results (UI-17) 'Update KPI Result' and UI-14: required, a
 * non-negative decimal, step 0.01. The KPI's period is picked (a KPI may run at another frequency than
 * the view) and the value it holds is shown.
 */
export function UpdateResultDialog({
  kpi,
  year,
  viewPeriod,
  onClose,
}: {
  kpi: ScorecardKpiRow | null;
  year: number;
  viewPeriod: PeriodKey;
  onClose: () => void;
}) {
  return (
    kpi && (
      <UpdateResultForm
        key={kpi.kpiAssignmentId}
        kpi={kpi}
        year={year}
        viewPeriod={viewPeriod}
        onDone={onClose}
      />
    )
  );
}

function UpdateResultForm({
  kpi,
  year,
  viewPeriod,
  onDone,
}: {
  kpi: ScorecardKpiRow;
  year: number;
  viewPeriod: PeriodKey;
  onDone: () => void;
}) {
  // PERIOD-9, FISCAL-4, FISCAL-6: periods in fiscal order, what has ended, and labels, in the fiscal year.
  const startMonth = useFiscalStartMonth();
  const intl = useIntl();
  const form = useForm<UpdateResultFormInput, unknown, UpdateResultFormValues>({
    // VALUE-2: the actual is read in the user's decimal separator.
    resolver: zodResolver(updateResultFormSchemaFor(localeDecimalSeparator())),
    // UI-31: never a period that has not ended yet; the latest ended one up to the view's period.
    defaultValues: {
      periodKey: defaultEntryPeriod(
        kpi.frequency,
        kpiPeriodForView(kpi.frequency, viewPeriod, startMonth),
        year,
        thisMonth(),
        startMonth,
      ),
      actualResult: "",
    },
  });
  const periodKey = useWatch({ control: form.control, name: "periodKey" });
  const [touched, setTouched] = useState(false);
  const history = useRead<KpiHistory>(
    `/api/kpi-assignments/${encodeURIComponent(kpi.kpiAssignmentId)}/history`,
    { params: { year, years: 1 } },
  );
  const update = useUpdate<UpdateKpiAssignmentInput>(kpiAssignmentsResource, {
    method: "patch",
    onSuccess: () =>
      toast({
        title: translate(commonMessages.success),
        description: translate(m.resultUpdated),
        variant: "success",
      }),
    // A failure keeps the dialog open.
    onError: () =>
      toast({
        title: translate(commonMessages.error),
        description: translate(m.resultFailed),
        variant: "destructive",
      }),
  });
  const current = history.data?.years.at(-1)?.periods.find((p) => p.periodKey === periodKey);
  const storedText = current?.actual === null || current?.actual === undefined ? "" : String(current.actual);

  // The field starts from the value stored for the chosen period, until the person types.
  useEffect(() => {
    if (!touched) form.setValue("actualResult", storedText);
  }, [form, storedText, touched]);

  return (
    <FormDialog
      form={form}
      onOpenChange={(open) => !open && onDone()}
      title={intl.formatMessage(m.updateResult)}
      description={
        kpi.unit ? intl.formatMessage(m.kpiWithUnit, { name: kpi.name, unit: kpi.unit }) : kpi.name
      }
      submitLabel={intl.formatMessage(m.updateResultSubmit)}
      pendingLabel={intl.formatMessage(commonMessages.saving)}
      pending={update.isPending}
      onSubmit={(values) =>
        update.mutate(
          {
            id: kpi.kpiAssignmentId,
            body: {
              actualResult: values.actualResult,
              periodKey: values.periodKey,
              period: String(year),
            },
          },
          { onSuccess: onDone },
        )
      }
    >
      <FormSelectField
        control={form.control}
        name="periodKey"
        label={intl.formatMessage(m.period)}
        options={periodKeysFor(kpi.frequency, startMonth).map((key) => ({
          value: key,
          label: periodLabel(kpi.frequency, key, year, startMonth),
        }))}
        onValueChange={() => setTouched(false)}
        hint={
          history.isPending
            ? intl.formatMessage(m.periodTargetHint, {
                target: formatMeasure(current?.target, kpi.unit, readerLocale()) ?? "-",
              })
            : intl.formatMessage(m.periodTargetActualHint, {
                target: formatMeasure(current?.target, kpi.unit, readerLocale()) ?? "-",
                actual:
                  formatMeasure(current?.actual, kpi.unit, readerLocale()) ?? intl.formatMessage(m.noData),
              })
        }
      />
      <TextField
        label={intl.formatMessage(m.actualResult)}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        autoFocus
        error={form.formState.errors.actualResult?.message}
        {...form.register("actualResult", { onChange: () => setTouched(true) })}
      />
    </FormDialog>
  );
}
