import { type FormEvent, useState } from "react";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog";
import { TextField } from "../../../components/ui/text-field";
import type { ObjectiveAssignment } from "../../../lib/api/objective-assignments";
import { useUpdateObjectiveAssignment } from "../api/update-objective-assignment";
import { BalancePanel } from "./balance-panel";
import { FormError, parseWeight } from "./form-bits";
import { failureMessage, notifyFailure, notifySuccess } from "./notify";

/** spec §2 Edit Objective Assignment dialog: the weight, with the live balance panel (spec §5). */
export function EditObjectiveAssignmentDialog({
  assignment,
  otherWeights,
  onClose,
}: {
  assignment: ObjectiveAssignment;
  otherWeights: readonly number[];
  onClose: () => void;
}) {
  const update = useUpdateObjectiveAssignment();
  const [weightText, setWeightText] = useState(String(assignment.weight));
  const [errors, setErrors] = useState<{ weight?: string; form?: string }>({});
  const { weight } = parseWeight(weightText);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = parseWeight(weightText);
    if (parsed.error) {
      setErrors({ weight: parsed.error });
      return;
    }
    // spec §7: the weight plus the existing fields unchanged; D7: the version it was based on.
    update.mutate(
      {
        id: assignment.id,
        input: {
          weight: parsed.weight!,
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
          setErrors({ form: failureMessage(error, "Failed to update objective assignment") });
        },
      },
    );
  }

  return (
    <Dialog open onOpenChange={(open) => !open && !update.isPending && onClose()}>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>Edit Objective Assignment</DialogTitle>
            <DialogDescription>
              {assignment.objectiveName} on {assignment.functionName}
              {assignment.parentObjectiveName ? `, linked to ${assignment.parentObjectiveName}` : ""}.
            </DialogDescription>
          </DialogHeader>
          <TextField
            label="Weight (%)"
            type="number"
            min={1}
            max={100}
            step="any"
            inputMode="decimal"
            autoFocus
            value={weightText}
            error={errors.weight}
            onChange={(event) => {
              setWeightText(event.target.value);
              setErrors({});
            }}
          />
          <BalancePanel subject="Objective" others={otherWeights} weight={weight} />
          <FormError message={errors.form} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={update.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? "Saving..." : "Save Changes"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
