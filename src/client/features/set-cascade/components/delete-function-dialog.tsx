import { functionsResource } from "../../../../domain/resources";
import type { CascadeFunction } from "../../../../domain/schemas/set-cascade";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { useDelete } from "../../../lib/resources";
import type { FunctionTotals } from "../lib/tree";
import { failureMessage, notifyFailure, notifySuccess } from "./notify";

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** Function delete confirmation (TOAST-3); CASCADE-5: the dialog names what goes with it. */
export function DeleteFunctionDialog({
  fn,
  totals,
  hasChildren,
  onClose,
  onDeleted,
}: {
  fn: CascadeFunction | null;
  totals: FunctionTotals;
  hasChildren: boolean;
  onClose: () => void;
  onDeleted: (fn: CascadeFunction) => void;
}) {
  // The function, its subtree and their assignments; users assigned to them lose that link.
  const remove = useDelete(functionsResource);
  if (!fn) return null;
  const removes = totals.objectives + totals.kpis > 0;
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Delete Function"
      description={`Are you sure you want to delete "${fn.name}"? This action cannot be undone.`}
      consequence={
        hasChildren || removes ? (
          <div className="grid gap-1">
            {hasChildren ? (
              <p className="font-medium">This function has child functions that will also be deleted.</p>
            ) : null}
            {removes ? (
              <p>
                {plural(totals.objectives, "objective assignment")} and{" "}
                {plural(totals.kpis, "KPI assignment")}
                {hasChildren ? " in this branch" : ""}, with their targets and actual results, will be removed
                too.
              </p>
            ) : null}
          </div>
        ) : undefined
      }
      pending={remove.isPending}
      onConfirm={() =>
        remove.mutate(
          { id: fn.id },
          {
            onSuccess: () => {
              notifySuccess("Function deleted successfully");
              onDeleted(fn);
              onClose();
            },
            onError: (error) => notifyFailure(`Failed to delete function: ${failureMessage(error)}`),
          },
        )
      }
    />
  );
}
