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
import { useUpdate } from "../../../lib/resources";
import { BalancePanel, WeightField } from "./balance-panel";
import { failureMessage, notifyFailure, notifySuccess } from "./notify";

/** UI-16 Edit Objective Assignment dialog: the weight, with the live balance panel (WEIGHT-2). */
export function EditObjectiveAssignmentDialog({
  assignment,
  otherWeights,
  onClose,
}: {
  assignment: ObjectiveAssignment;
  otherWeights: readonly number[];
  onClose: () => void;
}) {
  const update = useUpdate<UpdateObjectiveAssignmentInput & Record<string, unknown>>(
    objectiveAssignmentsResource,
  );
  const form = useForm<EditObjectiveAssignmentFormInput, unknown, EditObjectiveAssignmentFormValues>({
    resolver: zodResolver(editObjectiveAssignmentFormSchema),
    defaultValues: { weight: String(assignment.weight) },
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
              objectiveId: assignment.objectiveId,
              organizationLevel: assignment.organizationLevel,
              organizationFunctionId: assignment.organizationFunctionId,
              organizationId: assignment.organizationId,
              ownerId: assignment.ownerId,
              parentObjectiveAssignmentId: assignment.parentObjectiveAssignmentId,
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
      <BalancePanel subject="Objective" others={otherWeights} weightText={weightText} />
    </FormDialog>
  );
}
