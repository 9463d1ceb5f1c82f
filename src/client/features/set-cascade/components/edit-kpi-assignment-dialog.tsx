"use no memo"; // PLATFORM-29: react-hook-form reads its state during render, which the compiler would memoize.
import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm, useWatch } from "react-hook-form";
import { useIntl } from "react-intl";
import { kpiAssignmentsResource } from "../../../../domain/resources";
import {
  type EditKpiAssignmentFormInput,
  type EditKpiAssignmentFormValues,
  editKpiAssignmentFormSchemaFor,
  type KpiAssignment,
  type UpdateKpiAssignmentInput,
} from "../../../../domain/schemas/assignments";
import type { ManagedUser as Employee } from "../../../../domain/schemas/users";
import { FormDialog } from "../../../components/form/form-dialog";
import { FormSelectField } from "../../../components/form/form-fields";
import { commonMessages } from "../../../components/messages";
import { localeDecimalSeparator } from "../../../lib/decimal";
import { useFiscalStartMonth } from "../../../lib/fiscal-year";
import { useUpdate } from "../../../lib/resources";
import { setCascadeMessages as m } from "../messages";
import { BalancePanel, WeightField, WeightYearHint } from "./balance-panel";
import { collectFromOptions } from "./collect-from";
import { failureMessage, notifyFailure, notifySuccess } from "./notify";
import { TargetTools } from "./target-tools";
import { TargetsInputs, targetsMapOf, targetTextsOf } from "./targets-inputs";

/** UI-16 Edit KPI Assignment dialog: weight 1..100, owner, and the targets of the year on the page (PERIOD-3). */
export function EditKpiAssignmentDialog({
  assignment,
  otherWeights,
  employees,
  year,
  onClose,
}: {
  assignment: KpiAssignment;
  otherWeights: readonly number[];
  employees: readonly Employee[];
  year: number;
  onClose: () => void;
}) {
  const intl = useIntl();
  const patch = useUpdate<UpdateKpiAssignmentInput>(kpiAssignmentsResource, { method: "patch" });
  const startMonth = useFiscalStartMonth();
  const form = useForm<EditKpiAssignmentFormInput, unknown, EditKpiAssignmentFormValues>({
    // VALUE-2: targets are read in the user's decimal separator.
    resolver: zodResolver(editKpiAssignmentFormSchemaFor(localeDecimalSeparator())),
    defaultValues: {
      weight: String(assignment.weight),
      ownerId: assignment.ownerId ?? "",
      targets: targetTextsOf(assignment.targets),
      collectFrom: "",
    },
  });
  const weightText = useWatch({ control: form.control, name: "weight" });

  return (
    <FormDialog
      form={form}
      onOpenChange={(open) => !open && onClose()}
      className="max-w-xl"
      title={intl.formatMessage(m.editKpiAssignment)}
      description={intl.formatMessage(m.editKpiDescription, {
        kpi: assignment.kpiName,
        objective: assignment.objectiveName,
      })}
      submitLabel={intl.formatMessage(m.saveChanges)}
      pendingLabel={intl.formatMessage(commonMessages.saving)}
      pending={patch.isPending}
      onSubmit={(values, { setFormError }) =>
        patch.mutate(
          {
            id: assignment.id,
            body: {
              weight: values.weight,
              targets: JSON.stringify(targetsMapOf(assignment.frequency, values.targets)),
              period: String(year),
              // WEIGHT-8: the weight is set for the year on the page.
              year,
              ...(values.ownerId && values.ownerId !== assignment.ownerId ? { ownerId: values.ownerId } : {}),
              ...(values.collectFrom ? { collectFrom: values.collectFrom } : {}),
              version: assignment.version,
            },
          },
          {
            onSuccess: () => {
              notifySuccess(intl.formatMessage(m.kpiAssignmentUpdated));
              onClose();
            },
            onError: (error) => {
              const message = failureMessage(error);
              notifyFailure(intl.formatMessage(m.updateKpiAssignmentFailed, { message }));
              setFormError(message);
            },
          },
        )
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <WeightField error={form.formState.errors.weight?.message} {...form.register("weight")} />
        <FormSelectField
          control={form.control}
          name="ownerId"
          label={intl.formatMessage(m.owner)}
          options={employees.map((e) => ({ value: e.id, label: e.name }))}
          placeholder={assignment.ownerName ?? intl.formatMessage(m.selectOwner)}
        />
      </div>
      <WeightYearHint year={year} />
      <FormSelectField
        control={form.control}
        name="collectFrom"
        label={intl.formatMessage(m.collectFrom)}
        // CYCLE-34: earlier periods are never asked for, whatever targets they hold.
        hint={intl.formatMessage(m.collectFromHint)}
        options={collectFromOptions(assignment.frequency, year, startMonth, assignment.collectFrom)}
      />
      <BalancePanel
        title={intl.formatMessage(m.weightTotalYearKpi, { year })}
        others={otherWeights}
        weightText={weightText}
      />
      <Controller
        control={form.control}
        name="targets"
        render={({ field, fieldState }) => (
          <>
            <TargetTools
              assignmentId={assignment.id}
              kpi={assignment}
              year={year}
              texts={field.value}
              onChange={field.onChange}
            />
            <TargetsInputs
              frequency={assignment.frequency}
              year={year}
              unit={assignment.unit}
              texts={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          </>
        )}
      />
    </FormDialog>
  );
}
