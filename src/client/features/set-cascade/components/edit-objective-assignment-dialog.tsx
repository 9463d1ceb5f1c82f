"use no memo"; // PLATFORM-29: react-hook-form reads its state during render, which the compiler would memoize.
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { useIntl } from "react-intl";
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
import { commonMessages } from "../../../components/messages";
import { useUpdate } from "../../../lib/resources";
import { setCascadeMessages as m } from "../messages";
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
  const intl = useIntl();
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
      title={intl.formatMessage(m.editObjectiveAssignment)}
      description={
        assignment.parentObjectiveName
          ? intl.formatMessage(m.editObjectiveDescriptionLinked, {
              objective: assignment.objectiveName,
              function: assignment.functionName,
              parent: assignment.parentObjectiveName,
            })
          : intl.formatMessage(m.editObjectiveDescription, {
              objective: assignment.objectiveName,
              function: assignment.functionName,
            })
      }
      submitLabel={intl.formatMessage(m.saveChanges)}
      pendingLabel={intl.formatMessage(commonMessages.saving)}
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
              notifySuccess(intl.formatMessage(m.objectiveAssignmentUpdated));
              onClose();
            },
            onError: (error) => {
              const failed = intl.formatMessage(m.updateObjectiveAssignmentFailed);
              notifyFailure(failed);
              setFormError(failureMessage(error, failed));
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
          label={intl.formatMessage(m.parentObjectiveNeeded)}
          options={[...parentOptions]}
          placeholder={intl.formatMessage(m.selectParentObjective)}
          empty={intl.formatMessage(m.parentHasNoObjectives)}
        />
      ) : null}
      <BalancePanel
        title={intl.formatMessage(m.weightTotalYearObjective, { year })}
        others={otherWeights}
        weightText={weightText}
      />
    </FormDialog>
  );
}
