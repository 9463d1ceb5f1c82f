import { ConfirmDialog } from "../../../components/confirm-dialog";
import type { KpiAssignment } from "../../../lib/api/kpi-assignments";
import type { ObjectiveAssignment } from "../../../lib/api/objective-assignments";
import { useDeleteKpiAssignment } from "../api/delete-kpi-assignment";
import { useDeleteObjectiveAssignment } from "../api/delete-objective-assignment";
import { failureMessage, notifyFailure, notifySuccess } from "./notify";

export type DeleteTarget =
  | { type: "objective"; assignment: ObjectiveAssignment; kpiCount: number }
  | { type: "kpi"; assignment: KpiAssignment };

/** spec §2 Confirm Delete dialog; §8 the objective warns that its KPIs go too (D6 names what goes). */
export function ConfirmDeleteDialog({ target, onClose }: { target: DeleteTarget; onClose: () => void }) {
  const removeObjective = useDeleteObjectiveAssignment();
  const removeKpi = useDeleteKpiAssignment();
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
          ? removeObjective.mutate(target.assignment.id, callbacks)
          : removeKpi.mutate(target.assignment.id, callbacks)
      }
    />
  );
}
