import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { type PeriodKey, periodKeysFor, periodLabel } from "../../../../domain/periods";
import { kpiAssignmentsResource } from "../../../../domain/resources";
import {
  type ActualResultsFormInput,
  type ActualResultsFormValues,
  actualResultsFormSchemaFor,
  type KpiAssignment,
  type UpdateKpiAssignmentInput,
} from "../../../../domain/schemas/assignments";
import { FormDialog } from "../../../components/form/form-dialog";
import { TextField } from "../../../components/ui/text-field";
import { toast } from "../../../components/ui/toast";
import { localeDecimalSeparator } from "../../../lib/decimal";
import { describeFailure } from "../../../lib/errors";
import { useFiscalStartMonth } from "../../../lib/fiscal-year";
import { formatMeasure } from "../../../lib/format-measure";
import { useUpdate } from "../../../lib/resources";

/** Actual results (UI-14): one input per period of the KPI's frequency, step 0.01; empty means no data. */
export function ActualResultsDialog({
  assignment,
  year,
  onClose,
}: {
  assignment: KpiAssignment | null;
  year: number;
  onClose: () => void;
}) {
  return (
    assignment && (
      <ActualResultsForm key={assignment.id} assignment={assignment} year={year} onDone={onClose} />
    )
  );
}

const asText = (value: number | null | undefined) =>
  value === null || value === undefined ? "" : String(value);

function ActualResultsForm({
  assignment,
  year,
  onDone,
}: {
  assignment: KpiAssignment;
  year: number;
  onDone: () => void;
}) {
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
  // After saving actuals every list and score showing them is refetched (the page 'reloads').
  const save = useUpdate<UpdateKpiAssignmentInput>(kpiAssignmentsResource, {
    method: "patch",
    onSuccess: () =>
      toast({ title: "Success", description: "Actual results updated successfully", variant: "success" }),
    onError: (error) =>
      toast({
        title: "Error",
        description: `Failed to update actual results: ${describeFailure(error, "Unknown error")}`,
        variant: "destructive",
      }),
  });

  return (
    <FormDialog
      form={form}
      onOpenChange={(open) => !open && onDone()}
      className="max-w-2xl"
      title="Actual Results"
      description={`${assignment.kpiName} · ${year}. Only periods with data need filling; leave a period empty for no data.`}
      submitLabel="Save Actual Results"
      pendingLabel="Saving..."
      pending={save.isPending}
      onSubmit={({ values }) => {
        const changes: Partial<Record<PeriodKey, number | null>> = {};
        for (const key of keys) {
          const value = values[key] ?? null;
          if (value !== (assignment.actualResults[key] ?? null)) changes[key] = value;
        }
        if (Object.keys(changes).length === 0) {
          onDone();
          return;
        }
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
      <div className="grid max-h-[55dvh] grid-cols-1 gap-3 overflow-y-auto p-0.5 sm:grid-cols-2 md:grid-cols-3">
        {keys.map((key) => (
          <TextField
            key={key}
            className="gap-1"
            label={periodLabel(assignment.frequency, key, year, startMonth)}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            placeholder="No data"
            hint={`Target: ${formatMeasure(assignment.targets[key], assignment.unit) ?? "-"}`}
            error={errors?.[key]?.message}
            {...form.register(`values.${key}`)}
          />
        ))}
      </div>
    </FormDialog>
  );
}
