import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "../../../components/ui/alert-dialog";
import { Button } from "../../../components/ui/button";
import type { OrganizationFunction } from "../../../lib/api/functions";
import { useDeleteFunction } from "../api/delete-function";
import type { FunctionTotals } from "../lib/tree";
import { failureMessage, notifyFailure, notifySuccess } from "./notify";

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** spec §8 Function delete confirmation; D6: the dialog names what goes with it. */
export function DeleteFunctionDialog({
  fn,
  totals,
  hasChildren,
  onClose,
  onDeleted,
}: {
  fn: OrganizationFunction | null;
  totals: FunctionTotals;
  hasChildren: boolean;
  onClose: () => void;
  onDeleted: (fn: OrganizationFunction) => void;
}) {
  const remove = useDeleteFunction();
  if (!fn) return null;
  const removes = totals.objectives + totals.kpis > 0;
  return (
    <AlertDialog open onOpenChange={(open) => !open && !remove.isPending && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete Function</AlertDialogTitle>
          <AlertDialogDescription>
            Are you sure you want to delete "{fn.name}"? This action cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        {hasChildren || removes ? (
          <div className="grid gap-1 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm">
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
        ) : null}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
          <Button
            variant="destructive"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(fn.id, {
                onSuccess: () => {
                  notifySuccess("Function deleted successfully");
                  onDeleted(fn);
                  onClose();
                },
                onError: (error) => notifyFailure(`Failed to delete function: ${failureMessage(error)}`),
              })
            }
          >
            {remove.isPending ? "Deleting..." : "Delete"}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
