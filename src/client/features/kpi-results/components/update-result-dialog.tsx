import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { PeriodKey } from "../../../../domain/periods";
import { periodKeysFor, periodLabel } from "../../../../domain/periods";
import { kpiAssignmentsResource } from "../../../../domain/resources";
import {
  type UpdateKpiAssignmentInput,
  type UpdateResultFormInput,
  type UpdateResultFormValues,
  updateResultFormSchema,
} from "../../../../domain/schemas/assignments";
import type { KpiHistory, ScorecardKpiRow } from "../../../../domain/schemas/scorecard";
import { FormDialog } from "../../../components/form/form-dialog";
import { FormSelectField } from "../../../components/form/form-fields";
import { TextField } from "../../../components/ui/text-field";
import { toast } from "../../../components/ui/toast";
import { useRead, useUpdate } from "../../../lib/resources";
import { kpiPeriodForView } from "../lib/result-period";

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
  const form = useForm<UpdateResultFormInput, unknown, UpdateResultFormValues>({
    resolver: zodResolver(updateResultFormSchema),
    defaultValues: { periodKey: kpiPeriodForView(kpi.frequency, viewPeriod), actualResult: "" },
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
      toast({ title: "Success", description: "KPI result updated successfully", variant: "success" }),
    // A failure keeps the dialog open.
    onError: () =>
      toast({ title: "Error", description: "Failed to update KPI result", variant: "destructive" }),
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
      title="Update KPI Result"
      description={`${kpi.name}${kpi.unit ? ` (${kpi.unit})` : ""}`}
      submitLabel="Update Result"
      pendingLabel="Saving..."
      pending={update.isPending}
      onSubmit={(values) =>
        update.mutate(
          {
            id: kpi.kpiAssignmentId,
            body: {
              actualResult: Number(values.actualResult),
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
        label="Period"
        options={periodKeysFor(kpi.frequency).map((key) => ({
          value: key,
          label: periodLabel(kpi.frequency, key, year),
        }))}
        onValueChange={() => setTouched(false)}
        hint={`Target for this period: ${current?.target ?? "-"}${
          history.isPending ? "" : ` · Current actual: ${current?.actual ?? "No data"}`
        }`}
      />
      <TextField
        label="Actual Result"
        type="number"
        inputMode="decimal"
        step="0.01"
        min="0"
        autoFocus
        error={form.formState.errors.actualResult?.message}
        {...form.register("actualResult", { onChange: () => setTouched(true) })}
      />
    </FormDialog>
  );
}
