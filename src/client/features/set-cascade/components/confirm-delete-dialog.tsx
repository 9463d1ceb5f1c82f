import { kpiAssignmentsResource, objectiveAssignmentsResource } from "../../../../domain/resources";
import type { KpiAssignment, ObjectiveAssignment } from "../../../../domain/schemas/assignments";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { useDelete } from "../../../lib/resources";
import { failureMessage, notifyFailure, notifySuccess } from "./notify";

export type DeleteTarget =
  | { type: "objective"; assignment: ObjectiveAssignment; kpiCount: number }
  | { type: "kpi"; assignment: KpiAssignment };

/** UI-16 Confirm Delete dialog; TOAST-3 the objective warns that its KPIs go too (CASCADE-5 names what goes). */
export function ConfirmDeleteDialog({ target, onClose }: { target: DeleteTarget; onClose: () => void }) {
  // An objective assignment takes its KPI assignments with it; a KPI assignment its targets and
  // actuals of every year.
  const removeObjective = useDelete(objectiveAssignmentsResource);
  const removeKpi = useDelete(kpiAssignmentsResource);
  const pending = removeObjective.isPending || removeKpi.isPending;
  const type = target.type === "objective" ? "objective assignment" : "KPI assignment";

  const callbacks = {
    onSuccess: () => {
      notifySuccess(
        target.type === "objective"
          ? "Objective assignment removed successfully"
          : "KPI assignment removed successfully",
      );
      onClose();
    },
    onError: (error: unknown) =>
      notifyFailure(`Failed to delete ${type}: ${failureMessage(error, "Delete failed")}`),
  };

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Confirm Delete"
      description={
        target.type === "objective"
          ? `Are you sure you want to remove "${target.assignment.objectiveName}" from ${target.assignment.functionName}? This action cannot be undone.`
          : `Are you sure you want to remove the KPI "${target.assignment.kpiName}" from "${target.assignment.objectiveName}"? This action cannot be undone.`
      }
      consequence={
        target.type === "objective"
          ? target.kpiCount > 0
            ? `Its ${target.kpiCount} associated KPI ${target.kpiCount === 1 ? "assignment" : "assignments"}, with their targets and actual results, will also be removed.`
            : "It has no KPIs assigned; nothing else is removed."
          : "Its targets and actual results of every year will also be removed."
      }
      confirmLabel="Remove"
      pendingLabel="Removing..."
      pending={pending}
      onConfirm={() =>
        target.type === "objective"
          ? removeObjective.mutate({ id: target.assignment.id }, callbacks)
          : removeKpi.mutate({ id: target.assignment.id }, callbacks)
      }
    />
  );
}
