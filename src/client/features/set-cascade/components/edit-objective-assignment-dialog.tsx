"use no memo"; // PLATFORM-29: react-hook-form reads its state during render, which the compiler would memoize.
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { objectiveAssignmentsResource } from "../../../../domain/resources";
import {
  type EditObjectiveAssignmentFormInput,
  type EditObjectiveAssignmentFormValues,
  editObjectiveAssignmentFormSchema,
  type ObjectiveAssignment,
  type UpdateObjectiveAssignmentInput,
} from "../../../../domain/schemas/assignments";
import { FormDialog } from "../../../components/form/form-dialog";
import { FormSelectField } from "../../../components/form/form-fields";
import { useUpdate } from "../../../lib/resources";
import { BalancePanel, WeightField, WeightYearHint } from "./balance-panel";
import { failureMessage, notifyFailure, notifySuccess } from "./notify";

/**
 * UI-16 Edit Objective Assignment dialog: the weight of the year on the page (WEIGHT-8), with the live
 * balance panel (WEIGHT-2).
 */
export function EditObjectiveAssignmentDialog({
  assignment,
  otherWeights,
  year,
  parentOptions = [],
  onClose,
}: {
  assignment: ObjectiveAssignment;
  otherWeights: readonly number[];
  year: number;
  /** CASCADE-12: the parent function's objectives, offered when this one needs a parent. */
  parentOptions?: readonly { value: string; label: string; hint?: string }[];
  onClose: () => void;
}) {
  const update = useUpdate<UpdateObjectiveAssignmentInput & Record<string, unknown>>(
    objectiveAssignmentsResource,
  );
  const form = useForm<EditObjectiveAssignmentFormInput, unknown, EditObjectiveAssignmentFormValues>({
    resolver: zodResolver(editObjectiveAssignmentFormSchema),
    defaultValues: { weight: String(assignment.weight), parentObjectiveAssignmentId: "" },
  });
  const weightText = useWatch({ control: form.control, name: "weight" });

  return (
    <FormDialog
      form={form}
      onOpenChange={(open) => !open && onClose()}
      title="Edit Objective Assignment"
      description={`${assignment.objectiveName} on ${assignment.functionName}${
        assignment.parentObjectiveName ? `, linked to ${assignment.parentObjectiveName}` : ""
      }.`}
      submitLabel="Save Changes"
      pendingLabel="Saving..."
      pending={update.isPending}
      onSubmit={(values, { setFormError }) => {
        // API-9: the weight plus the existing fields unchanged; VERSION-1: the version it was based on.
        update.mutate(
          {
            id: assignment.id,
            body: {
              weight: values.weight,
              year,
              objectiveId: assignment.objectiveId,
              organizationLevel: assignment.organizationLevel,
              organizationFunctionId: assignment.organizationFunctionId,
              organizationId: assignment.organizationId,
              ownerId: assignment.ownerId,
              parentObjectiveAssignmentId:
                values.parentObjectiveAssignmentId ?? assignment.parentObjectiveAssignmentId,
              period: assignment.period,
              status: assignment.status,
              target: assignment.target,
              version: assignment.version,
            },
          },
          {
            onSuccess: () => {
              notifySuccess("Objective assignment updated successfully");
              onClose();
            },
            onError: (error) => {
              notifyFailure("Failed to update objective assignment");
              setFormError(failureMessage(error, "Failed to update objective assignment"));
            },
          },
        );
      }}
    >
      <WeightField autoFocus error={form.formState.errors.weight?.message} {...form.register("weight")} />
      <WeightYearHint year={year} />
      {assignment.needsParent ? (
        <FormSelectField
          control={form.control}
          name="parentObjectiveAssignmentId"
          label="Link to Parent Objective (needs a parent)"
          options={[...parentOptions]}
          placeholder="Select a parent objective"
          empty="The parent function has no objectives in this year yet."
        />
      ) : null}
      <BalancePanel subject={`${year} objective`} others={otherWeights} weightText={weightText} />
    </FormDialog>
  );
}
