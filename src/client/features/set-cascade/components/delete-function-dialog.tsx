import { FormattedMessage, useIntl } from "react-intl";
import { functionsResource } from "../../../../domain/resources";
import type { CascadeFunction } from "../../../../domain/schemas/set-cascade";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { useDelete } from "../../../lib/resources";
import type { FunctionTotals } from "../lib/tree";
import { setCascadeMessages as m } from "../messages";
import { failureMessage, notifyFailure, notifySuccess } from "./notify";

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
  const intl = useIntl();
  const remove = useDelete(functionsResource);
  if (!fn) return null;
  const removes = totals.objectives + totals.kpis > 0;
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={intl.formatMessage(m.deleteFunction)}
      description={intl.formatMessage(m.deleteFunctionQuestion, { name: fn.name })}
      consequence={
        hasChildren || removes ? (
          <div className="grid gap-1">
            {hasChildren ? (
              <p className="font-medium">
                <FormattedMessage {...m.hasChildFunctions} />
              </p>
            ) : null}
            {removes ? (
              <p>
                <FormattedMessage
                  {...m.functionRemovals}
                  values={{
                    objectives: totals.objectives,
                    kpis: totals.kpis,
                    branch: hasChildren ? "yes" : "no",
                  }}
                />
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
              notifySuccess(intl.formatMessage(m.functionDeleted));
              onDeleted(fn);
              onClose();
            },
            onError: (error) =>
              notifyFailure(intl.formatMessage(m.deleteFunctionFailed, { message: failureMessage(error) })),
          },
        )
      }
    />
  );
}
