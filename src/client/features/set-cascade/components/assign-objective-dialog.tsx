"use no memo"; // PLATFORM-29: react-hook-form reads its state during render, which the compiler would memoize.
import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useIntl } from "react-intl";
import { type NamingSettings, parentLevelOf } from "../../../../domain/labels";
import { currentPeriod, periodLabel } from "../../../../domain/periods";
import { objectiveAssignmentsResource } from "../../../../domain/resources";
import {
  type CreateObjectiveAssignmentInput,
  type ObjectiveAssignment,
  type ObjectiveAssignmentFormInput,
  type ObjectiveAssignmentFormValues,
  objectiveAssignmentFormSchema,
} from "../../../../domain/schemas/assignments";
import type { Objective } from "../../../../domain/schemas/library";
import type { CascadeFunction } from "../../../../domain/schemas/set-cascade";
import { DEFAULT_OBJECTIVE_WEIGHT } from "../../../../domain/weights";
import { FormDialog } from "../../../components/form/form-dialog";
import { FormSelectField } from "../../../components/form/form-fields";
import { useCreate } from "../../../lib/resources";
import { setCascadeMessages as m } from "../messages";
import { BalancePanel, WeightField } from "./balance-panel";
import { levelLabel, perspectiveLabel } from "./names";
import { failureMessage, notifyFailure, notifySuccess } from "./notify";

/** UI-16 Assign Objective dialog; WEIGHT-1, WEIGHT-2, CASCADE-3 (weight, live balance panel, parent link). */
export function AssignObjectiveDialog({
  fn,
  objectives,
  assignments,
  functions,
  settings,
  ownerId,
  onClose,
}: {
  fn: CascadeFunction;
  objectives: readonly Objective[];
  /** The function's own objective assignments and its parent function's (CASCADE-15). */
  assignments: readonly ObjectiveAssignment[];
  functions: readonly CascadeFunction[];
  settings?: NamingSettings | null;
  ownerId: string | undefined;
  onClose: () => void;
}) {
  const intl = useIntl();
  const create = useCreate<CreateObjectiveAssignmentInput>(objectiveAssignmentsResource);
  const parentLevel = parentLevelOf(fn.level);
  const form = useForm<ObjectiveAssignmentFormInput, unknown, ObjectiveAssignmentFormValues>({
    resolver: zodResolver(objectiveAssignmentFormSchema(parentLevel !== null)),
    defaultValues: {
      objectiveId: "",
      parentObjectiveAssignmentId: "",
      weight: String(DEFAULT_OBJECTIVE_WEIGHT),
    },
  });
  const weightText = useWatch({ control: form.control, name: "weight" });

  const own = assignments.filter((a) => a.organizationFunctionId === fn.id);
  const assignedIds = new Set(own.map((a) => a.objectiveId));
  const objectiveOptions = objectives
    .filter((o) => !assignedIds.has(o.id))
    .map((o) => ({ value: o.id, label: o.name, hint: perspectiveLabel(intl, o.bscPerspective, settings) }));

  const parentOptions = useMemo(() => {
    if (!parentLevel) return [];
    // UI-27: only the parent function's objectives: they are the ones this function cascades from.
    return assignments
      .filter((a) => a.organizationLevel === parentLevel && a.organizationFunctionId === fn.parentId)
      .sort((a, b) => a.objectiveName.localeCompare(b.objectiveName))
      .map((a) => ({ value: a.id, label: a.objectiveName, hint: a.functionName }));
  }, [assignments, parentLevel, fn.parentId]);

  const parentFunctionName = functions.find((f) => f.id === fn.parentId)?.name;
  return (
    <FormDialog
      form={form}
      onOpenChange={(open) => !open && onClose()}
      title={intl.formatMessage(m.assignObjective)}
      description={intl.formatMessage(m.assignObjectiveDescription, {
        name: fn.name,
        level: levelLabel(intl, fn.level, settings),
      })}
      submitLabel={intl.formatMessage(m.assignObjective)}
      pendingLabel={intl.formatMessage(m.assigning)}
      pending={create.isPending}
      submitDisabled={parentLevel !== null && parentOptions.length === 0}
      onSubmit={(values, { setFormError }) => {
        const quarter = currentPeriod("quarterly", new Date());
        create.mutate(
          {
            objectiveId: values.objectiveId,
            organizationLevel: fn.level,
            organizationFunctionId: fn.id,
            ownerId: ownerId ?? null,
            parentObjectiveAssignmentId: values.parentObjectiveAssignmentId,
            weight: values.weight,
            target: null,
            // The brief's screens send a fixed Q4 label of a past year; PERIOD-3: the current quarter of the
            // current year.
            period: periodLabel("quarterly", quarter.key, quarter.year),
            status: "Active",
          },
          {
            onSuccess: () => {
              notifySuccess(intl.formatMessage(m.objectiveAssigned, { name: fn.name }));
              onClose();
            },
            onError: (error) => {
              const failed = intl.formatMessage(m.assignObjectiveFailed);
              notifyFailure(failed);
              setFormError(failureMessage(error, failed));
            },
          },
        );
      }}
    >
      <FormSelectField
        control={form.control}
        name="objectiveId"
        label={intl.formatMessage(m.objective)}
        options={objectiveOptions}
        placeholder={intl.formatMessage(m.selectObjective)}
        empty={
          objectives.length === 0
            ? intl.formatMessage(m.libraryHasNoObjectives)
            : intl.formatMessage(m.everyObjectiveAssigned, { name: fn.name })
        }
      />
      {parentLevel ? (
        <FormSelectField
          control={form.control}
          name="parentObjectiveAssignmentId"
          label={intl.formatMessage(m.parentObjectiveRequired)}
          options={parentOptions}
          placeholder={
            parentFunctionName
              ? intl.formatMessage(m.selectObjectiveOf, { name: parentFunctionName })
              : intl.formatMessage(m.selectParentObjective)
          }
          empty={intl.formatMessage(m.noParentObjectives, { level: levelLabel(intl, parentLevel, settings) })}
        />
      ) : null}
      <WeightField error={form.formState.errors.weight?.message} {...form.register("weight")} />
      <BalancePanel
        title={intl.formatMessage(m.weightTotalObjective)}
        others={own.map((a) => a.weight)}
        weightText={weightText}
      />
    </FormDialog>
  );
}
