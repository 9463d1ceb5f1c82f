"use no memo"; // PLATFORM-29: react-hook-form reads its state during render, which the compiler would memoize.
import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm, useWatch } from "react-hook-form";
import { useIntl } from "react-intl";
import { kpiAssignmentsResource } from "../../../../domain/resources";
import {
  type CreateKpiAssignmentInput,
  type KpiAssignment,
  type KpiAssignmentFormInput,
  type KpiAssignmentFormValues,
  kpiAssignmentFormSchemaFor,
  type ObjectiveAssignment,
} from "../../../../domain/schemas/assignments";
import type { Kpi } from "../../../../domain/schemas/library";
import type { CascadeFunction } from "../../../../domain/schemas/set-cascade";
import type { ManagedUser as Employee } from "../../../../domain/schemas/users";
import { FormDialog } from "../../../components/form/form-dialog";
import { FormSelectField } from "../../../components/form/form-fields";
import { localeDecimalSeparator } from "../../../lib/decimal";
import { useFiscalStartMonth } from "../../../lib/fiscal-year";
import { useCreate } from "../../../lib/resources";
import { setCascadeMessages as m } from "../messages";
import { BalancePanel, WeightField } from "./balance-panel";
import { collectFromOptions } from "./collect-from";
import { failureMessage, notifyFailure, notifySuccess } from "./notify";
import { TargetTools } from "./target-tools";
import { TargetsInputs, targetsMapOf } from "./targets-inputs";

function remainingTo100(weights: readonly number[]): string {
  const left = Math.round((100 - weights.reduce((sum, w) => sum + w, 0)) * 100) / 100;
  return left >= 1 ? String(left) : "";
}

/**
 * UI-16 Assign KPI dialog (from Add KPI, or Assign KPI on an objective without KPIs); KPI assignment
 * form and Targets inputs (CASCADE-7, WEIGHT-1, PERIOD-6).
 * Targets are written to the year picked on the page (PERIOD-2).
 */
export function AssignKpiDialog({
  fn,
  source,
  objectiveAssignments,
  initialObjectiveAssignmentId,
  kpis,
  kpiAssignments,
  employees,
  year,
  currentUserId,
  onClose,
}: {
  fn: CascadeFunction;
  /** TOAST-2 has two success words: 'KPI assignment created successfully' (Add KPI), 'KPI assigned successfully'. */
  source: "add" | "assign";
  /** The function's objective assignments. */
  objectiveAssignments: readonly ObjectiveAssignment[];
  initialObjectiveAssignmentId?: string;
  kpis: readonly Kpi[];
  /** The function's KPI assignments. */
  kpiAssignments: readonly KpiAssignment[];
  employees: readonly Employee[];
  year: number;
  currentUserId?: string;
  onClose: () => void;
}) {
  const intl = useIntl();
  const create = useCreate<CreateKpiAssignmentInput>(kpiAssignmentsResource);
  const startMonth = useFiscalStartMonth();
  const underObjective = (id: string) => kpiAssignments.filter((k) => k.objectiveAssignmentId === id);
  const initialObjective = objectiveAssignments.find((o) => o.id === initialObjectiveAssignmentId);
  const form = useForm<KpiAssignmentFormInput, unknown, KpiAssignmentFormValues>({
    // VALUE-2: targets are read in the user's decimal separator.
    resolver: zodResolver(kpiAssignmentFormSchemaFor(localeDecimalSeparator())),
    defaultValues: {
      objectiveAssignmentId: initialObjective?.id ?? "",
      kpiId: "",
      weight: initialObjective
        ? remainingTo100(underObjective(initialObjective.id).map((k) => k.weight))
        : "",
      ownerId: initialObjective?.ownerId ?? currentUserId ?? "",
      targets: {},
      collectFrom: "",
    },
  });
  const [objectiveAssignmentId, kpiId, weightText] = useWatch({
    control: form.control,
    name: ["objectiveAssignmentId", "kpiId", "weight"],
  });

  const siblings = objectiveAssignmentId ? underObjective(objectiveAssignmentId) : [];
  const taken = new Set(siblings.map((k) => k.kpiId));
  const kpi = kpis.find((k) => k.id === kpiId);

  return (
    <FormDialog
      form={form}
      onOpenChange={(open) => !open && onClose()}
      className="max-w-xl"
      title={intl.formatMessage(m.assignKpi)}
      description={intl.formatMessage(m.assignKpiDescription, { name: fn.name })}
      submitLabel={intl.formatMessage(m.assignKpi)}
      pendingLabel={intl.formatMessage(m.assigning)}
      pending={create.isPending}
      onSubmit={(values, { setFormError }) => {
        const chosenKpi = kpis.find((k) => k.id === values.kpiId);
        const chosenObjective = objectiveAssignments.find((o) => o.id === values.objectiveAssignmentId);
        if (!chosenKpi || !chosenObjective) return;
        create.mutate(
          {
            kpiId: values.kpiId,
            linkedObjectiveId: chosenObjective.objectiveId,
            objectiveAssignmentId: values.objectiveAssignmentId,
            ownerId: values.ownerId,
            weight: values.weight,
            targets: JSON.stringify(targetsMapOf(chosenKpi.frequency, values.targets)),
            actualResults: "{}",
            period: String(year),
            ...(values.collectFrom ? { collectFrom: values.collectFrom } : {}),
          },
          {
            onSuccess: () => {
              notifySuccess(intl.formatMessage(source === "assign" ? m.kpiAssigned : m.kpiAssignmentCreated));
              onClose();
            },
            onError: (error) => {
              const message = failureMessage(error);
              notifyFailure(intl.formatMessage(m.createKpiAssignmentFailed, { message }));
              setFormError(message);
            },
          },
        );
      }}
    >
      <FormSelectField
        control={form.control}
        name="objectiveAssignmentId"
        label={intl.formatMessage(m.objective)}
        options={objectiveAssignments.map((o) => ({ value: o.id, label: o.objectiveName }))}
        placeholder={intl.formatMessage(m.selectObjective)}
        empty={intl.formatMessage(m.assignObjectiveToFunctionFirst)}
        onValueChange={(value) => {
          // The KPI's owner follows the objective's; an empty weight proposes what is left to 100.
          const owner = objectiveAssignments.find((o) => o.id === value)?.ownerId;
          if (owner) form.setValue("ownerId", owner);
          if (!form.getValues("weight"))
            form.setValue("weight", remainingTo100(underObjective(value).map((k) => k.weight)));
        }}
      />
      <FormSelectField
        control={form.control}
        name="kpiId"
        label={intl.formatMessage(m.kpi)}
        options={kpis
          .filter((k) => !taken.has(k.id))
          .map((k) => ({
            value: k.id,
            label: k.name,
            hint: intl.formatMessage(m.frequency, { frequency: k.frequency }),
          }))}
        placeholder={intl.formatMessage(m.selectKpi)}
        empty={intl.formatMessage(kpis.length === 0 ? m.libraryHasNoKpis : m.everyKpiUnderObjective)}
        // A KPI's periods are its own: the targets and where collecting starts begin again.
        onValueChange={() => {
          form.resetField("targets", { defaultValue: {} });
          form.resetField("collectFrom", { defaultValue: "" });
        }}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <WeightField error={form.formState.errors.weight?.message} {...form.register("weight")} />
        <FormSelectField
          control={form.control}
          name="ownerId"
          label={intl.formatMessage(m.owner)}
          options={employees.map((e) => ({ value: e.id, label: e.name }))}
          placeholder={intl.formatMessage(m.selectOwner)}
        />
      </div>
      {objectiveAssignmentId ? (
        <BalancePanel
          title={intl.formatMessage(m.weightTotalKpi)}
          others={siblings.map((k) => k.weight)}
          weightText={weightText}
        />
      ) : null}
      {kpi ? (
        <FormSelectField
          control={form.control}
          name="collectFrom"
          label={intl.formatMessage(m.collectFrom)}
          // CYCLE-34: earlier periods are never asked for, whatever targets they hold.
          hint={intl.formatMessage(m.collectFromHint)}
          options={collectFromOptions(kpi.frequency, year, startMonth)}
        />
      ) : null}
      {kpi ? (
        <Controller
          control={form.control}
          name="targets"
          render={({ field, fieldState }) => (
            <>
              {/* TARGET-2, TARGET-4: spread or fill the new assignment's targets. */}
              <TargetTools kpi={kpi} year={year} texts={field.value} onChange={field.onChange} />
              <TargetsInputs
                frequency={kpi.frequency}
                year={year}
                unit={kpi.unit}
                texts={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            </>
          )}
        />
      ) : null}
    </FormDialog>
  );
}
