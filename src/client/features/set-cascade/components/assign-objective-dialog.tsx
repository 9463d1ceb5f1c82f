"use no memo"; // PLATFORM-29: react-hook-form reads its state during render, which the compiler would memoize.
import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo } from "react";
import { useForm, useWatch } from "react-hook-form";
import { levelName, type NamingSettings, parentLevelOf, perspectiveName } from "../../../../domain/labels";
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
import { BalancePanel, WeightField } from "./balance-panel";
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
    .map((o) => ({ value: o.id, label: o.name, hint: perspectiveName(o.bscPerspective, settings) }));

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
      title="Assign Objective"
      description={`Assign a library objective to ${fn.name} (${levelName(fn.level, settings)}).`}
      submitLabel="Assign Objective"
      pendingLabel="Assigning..."
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
              notifySuccess(`Objective assigned to ${fn.name} successfully`);
              onClose();
            },
            onError: (error) => {
              notifyFailure("Failed to assign objective");
              setFormError(failureMessage(error, "Failed to assign objective"));
            },
          },
        );
      }}
    >
      <FormSelectField
        control={form.control}
        name="objectiveId"
        label="Objective"
        options={objectiveOptions}
        placeholder="Select an objective"
        empty={
          objectives.length === 0
            ? "The library has no objectives yet. Create them in the Library first."
            : `Every library objective is already assigned to ${fn.name}.`
        }
      />
      {parentLevel ? (
        <FormSelectField
          control={form.control}
          name="parentObjectiveAssignmentId"
          label="Link to Parent Objective (Required)"
          options={parentOptions}
          placeholder={
            parentFunctionName ? `Select an objective of ${parentFunctionName}` : "Select a parent objective"
          }
          empty={`No parent objectives found. Please assign objectives to ${levelName(parentLevel, settings)} level first.`}
        />
      ) : null}
      <WeightField error={form.formState.errors.weight?.message} {...form.register("weight")} />
      <BalancePanel subject="Objective" others={own.map((a) => a.weight)} weightText={weightText} />
    </FormDialog>
  );
}
