import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { kpiAssignmentsResource, objectiveAssignmentsResource } from "../../../../domain/resources";
import type { ObjectiveRemovalPreview } from "../../../../domain/schemas/assignment-changes";
import type { KpiAssignment, ObjectiveAssignment } from "../../../../domain/schemas/assignments";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { useDelete, useRead } from "../../../lib/resources";
import { setCascadeMessages as m } from "../messages";
import { failureMessage, notifyFailure, notifySuccess } from "./notify";

export type DeleteTarget =
  | { type: "objective"; assignment: ObjectiveAssignment; kpiCount: number }
  | { type: "kpi"; assignment: KpiAssignment };

type Removal = "end" | "delete";
type RemoveAnswer = { message: string; outcome: "ended" | "deleted"; endedFromYear: number | null };

/**
 * UI-16 Confirm Delete dialog; TOAST-3 the objective warns that its KPIs go too (CASCADE-5 names what goes).
 * CASCADE-11: it asks whether to end the assignment from the year on the page (history kept) or delete
 * it with its history, and the toast says which was done. CASCADE-13: an objective's child objectives
 * linked to it are named.
 */
export function ConfirmDeleteDialog({
  target,
  year,
  onClose,
}: {
  target: DeleteTarget;
  year: number;
  onClose: () => void;
}) {
  const intl = useIntl();
  const removeObjective = useDelete<RemoveAnswer>(objectiveAssignmentsResource);
  const removeKpi = useDelete<RemoveAnswer>(kpiAssignmentsResource);
  const [removal, setRemoval] = useState<Removal>("end");
  const isObjective = target.type === "objective";
  const preview = useRead<ObjectiveRemovalPreview>(
    `/api/objective-assignments/${target.assignment.id}/removal`,
    {
      enabled: isObjective,
    },
  );
  const children = preview.data?.childObjectives ?? [];
  const pending = removeObjective.isPending || removeKpi.isPending;
  const name = target.type === "objective" ? target.assignment.objectiveName : target.assignment.kpiName;

  const callbacks = {
    onSuccess: (answer: RemoveAnswer) => {
      notifySuccess(
        answer.outcome === "ended"
          ? intl.formatMessage(m.endedFrom, { name, year: answer.endedFromYear ?? year })
          : intl.formatMessage(isObjective ? m.objectiveAssignmentRemoved : m.kpiAssignmentRemoved),
      );
      onClose();
    },
    onError: (error: unknown) =>
      notifyFailure(
        intl.formatMessage(isObjective ? m.deleteObjectiveAssignmentFailed : m.deleteKpiAssignmentFailed, {
          message: failureMessage(error, intl.formatMessage(m.deleteFailed)),
        }),
      ),
  };

  // CASCADE-11: ending keeps the earlier years, with what goes with it there.
  const endConsequence =
    target.type === "objective"
      ? intl.formatMessage(m.endConsequenceObjective, {
          year,
          previousYear: year - 1,
          count: target.kpiCount,
        })
      : intl.formatMessage(m.endConsequenceKpi, { year, previousYear: year - 1 });
  // STRAT-4: deleting an objective assignment removes its strategy map links (ending it keeps them).
  const linkCount = isObjective ? (preview.data?.strategyLinks ?? 0) : 0;
  // CASCADE-5: a delete names what goes with it, in the words it always had.
  const deleteConsequence =
    target.type === "objective"
      ? intl.formatMessage(m.deleteConsequenceObjective, { count: target.kpiCount, links: linkCount })
      : intl.formatMessage(m.deleteConsequenceKpi);

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={intl.formatMessage(m.confirmDelete)}
      description={
        target.type === "objective"
          ? intl.formatMessage(m.removeObjectiveQuestion, {
              objective: target.assignment.objectiveName,
              function: target.assignment.functionName,
            })
          : intl.formatMessage(m.removeKpiQuestion, {
              kpi: target.assignment.kpiName,
              objective: target.assignment.objectiveName,
            })
      }
      consequence={removal === "end" ? endConsequence : deleteConsequence}
      confirmLabel={
        removal === "end" ? intl.formatMessage(m.endFrom, { year }) : intl.formatMessage(m.deleteWithHistory)
      }
      pendingLabel={intl.formatMessage(m.removing)}
      pending={pending}
      confirmDisabled={isObjective && preview.isPending}
      onConfirm={() => {
        const variables = {
          id: target.assignment.id,
          ...(removal === "end" ? { query: { endFromYear: String(year) } } : {}),
        };
        if (target.type === "objective") removeObjective.mutate(variables, callbacks);
        else removeKpi.mutate(variables, callbacks);
      }}
    >
      <fieldset className="grid gap-2 text-sm">
        <legend className="mb-1 font-medium">
          <FormattedMessage {...m.howRemoved} />
        </legend>
        <label className="flex items-start gap-2">
          <input
            type="radio"
            name="removal"
            className="mt-1"
            checked={removal === "end"}
            onChange={() => setRemoval("end")}
          />
          <span>
            <span className="font-medium">
              <FormattedMessage {...m.endFrom} values={{ year }} />
            </span>
            <span className="block text-muted-foreground">
              <FormattedMessage {...m.historyKept} />
            </span>
          </span>
        </label>
        <label className="flex items-start gap-2">
          <input
            type="radio"
            name="removal"
            className="mt-1"
            checked={removal === "delete"}
            onChange={() => setRemoval("delete")}
          />
          <span>
            <span className="font-medium">
              <FormattedMessage {...m.deleteWithItsHistory} />
            </span>
            <span className="block text-muted-foreground">
              <FormattedMessage {...m.goneFromEveryYear} />
            </span>
          </span>
        </label>
      </fieldset>
      {isObjective && children.length > 0 ? (
        <div className="rounded-lg border p-3 text-sm" data-testid="child-objectives">
          <p className="font-medium">
            <FormattedMessage {...m.childObjectivesLink} values={{ count: children.length }} />
          </p>
          <ul className="mt-1 list-disc pl-5 text-muted-foreground">
            {children.map((child) => (
              <li key={child.id} className="break-words">
                <FormattedMessage
                  {...m.childObjective}
                  values={{ objective: child.objectiveName, function: child.functionName }}
                />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </ConfirmDialog>
  );
}
