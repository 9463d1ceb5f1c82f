import { useState } from "react";
import { kpiAssignmentsResource, objectiveAssignmentsResource } from "../../../../domain/resources";
import type { ObjectiveRemovalPreview } from "../../../../domain/schemas/assignment-changes";
import type { KpiAssignment, ObjectiveAssignment } from "../../../../domain/schemas/assignments";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { useDelete, useRead } from "../../../lib/resources";
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
  const type = isObjective ? "objective assignment" : "KPI assignment";
  const name = target.type === "objective" ? target.assignment.objectiveName : target.assignment.kpiName;

  const callbacks = {
    onSuccess: (answer: RemoveAnswer) => {
      notifySuccess(
        answer.outcome === "ended"
          ? `"${name}" ended from ${answer.endedFromYear}; earlier years keep it`
          : isObjective
            ? "Objective assignment removed successfully"
            : "KPI assignment removed successfully",
      );
      onClose();
    },
    onError: (error: unknown) =>
      notifyFailure(`Failed to delete ${type}: ${failureMessage(error, "Delete failed")}`),
  };

  const kpiConsequence =
    target.type === "objective"
      ? target.kpiCount > 0
        ? `its ${target.kpiCount} associated KPI ${target.kpiCount === 1 ? "assignment" : "assignments"}`
        : null
      : "its targets and actual results";
  // CASCADE-5: a delete names what goes with it, in the words it always had.
  const deleteConsequence =
    target.type === "objective"
      ? target.kpiCount > 0
        ? `Its ${target.kpiCount} associated KPI ${target.kpiCount === 1 ? "assignment" : "assignments"}, with their targets and actual results, will also be removed.`
        : "It has no KPIs assigned; nothing else is removed."
      : "Its targets and actual results of every year will also be removed.";
  // STRAT-4: deleting an objective assignment removes its strategy map links (ending it keeps them).
  const linkCount = isObjective ? (preview.data?.strategyLinks ?? 0) : 0;
  const linkConsequence =
    linkCount > 0
      ? ` Its ${linkCount} strategy map ${linkCount === 1 ? "link" : "links"} will also be removed.`
      : "";

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Confirm Delete"
      description={
        target.type === "objective"
          ? `Are you sure you want to remove "${target.assignment.objectiveName}" from ${target.assignment.functionName}?`
          : `Are you sure you want to remove the KPI "${target.assignment.kpiName}" from "${target.assignment.objectiveName}"?`
      }
      consequence={
        removal === "end"
          ? `It leaves ${year} and later years. ${year - 1} and earlier keep it${
              kpiConsequence ? `, with ${kpiConsequence}` : ""
            }, and their scores do not change.`
          : `${deleteConsequence}${linkConsequence} This action cannot be undone.`
      }
      confirmLabel={removal === "end" ? `End from ${year}` : "Delete with history"}
      pendingLabel="Removing..."
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
        <legend className="mb-1 font-medium">How should it be removed?</legend>
        <label className="flex items-start gap-2">
          <input
            type="radio"
            name="removal"
            className="mt-1"
            checked={removal === "end"}
            onChange={() => setRemoval("end")}
          />
          <span>
            <span className="font-medium">End from {year}</span>
            <span className="block text-muted-foreground">
              History kept: earlier years keep it and their scores.
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
            <span className="font-medium">Delete with its history</span>
            <span className="block text-muted-foreground">
              Gone from every year, as if it had never been assigned.
            </span>
          </span>
        </label>
      </fieldset>
      {isObjective && children.length > 0 ? (
        <div className="rounded-lg border p-3 text-sm" data-testid="child-objectives">
          <p className="font-medium">
            {children.length === 1 ? "1 child objective links" : `${children.length} child objectives link`}{" "}
            to it and will need a new parent:
          </p>
          <ul className="mt-1 list-disc pl-5 text-muted-foreground">
            {children.map((child) => (
              <li key={child.id} className="break-words">
                {child.objectiveName} ({child.functionName})
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </ConfirmDialog>
  );
}
