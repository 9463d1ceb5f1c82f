import { type FormEvent, useMemo, useState } from "react";
import { levelName, type NamingSettings, parentLevelOf, perspectiveName } from "../../../../domain/labels";
import { currentPeriod, periodLabel } from "../../../../domain/periods";
import { OBJECTIVE_REQUIRED_MESSAGE } from "../../../../domain/schemas/assignments";
import { DEFAULT_OBJECTIVE_WEIGHT } from "../../../../domain/weights";
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
import type { OrganizationFunction } from "../../../lib/api/functions";
import type { ObjectiveAssignment } from "../../../lib/api/objective-assignments";
import type { Objective } from "../../../lib/api/objectives";
import { useCreateObjectiveAssignment } from "../api/create-objective-assignment";
import { BalancePanel } from "./balance-panel";
import { FormError, parseWeight, SelectField } from "./form-bits";
import { failureMessage, notifyFailure, notifySuccess } from "./notify";

const PARENT_REQUIRED_MESSAGE = "Parent objective selection is required";

/** spec §2 Assign Objective dialog; §5 Objective assignment (weight, live balance panel, parent link). */
export function AssignObjectiveDialog({
  fn,
  objectives,
  assignments,
  functions,
  settings,
  ownerId,
  onClose,
}: {
  fn: OrganizationFunction;
  objectives: readonly Objective[];
  /** Every objective assignment of the organization. */
  assignments: readonly ObjectiveAssignment[];
  functions: readonly OrganizationFunction[];
  settings?: NamingSettings | null;
  ownerId: string | undefined;
  onClose: () => void;
}) {
  const create = useCreateObjectiveAssignment();
  const [objectiveId, setObjectiveId] = useState("");
  const [weightText, setWeightText] = useState(String(DEFAULT_OBJECTIVE_WEIGHT));
  const [parentId, setParentId] = useState("");
  const [errors, setErrors] = useState<{
    objective?: string;
    weight?: string;
    parent?: string;
    form?: string;
  }>({});

  const own = assignments.filter((a) => a.organizationFunctionId === fn.id);
  const assignedIds = new Set(own.map((a) => a.objectiveId));
  const objectiveOptions = objectives
    .filter((o) => !assignedIds.has(o.id))
    .map((o) => ({ value: o.id, label: o.name, hint: perspectiveName(o.bscPerspective, settings) }));

  const parentLevel = parentLevelOf(fn.level);
  const parentOptions = useMemo(() => {
    if (!parentLevel) return [];
    // The parent function's objectives come first: they are the ones this function cascades from.
    const rank = (a: ObjectiveAssignment) => (a.organizationFunctionId === fn.parentId ? 0 : 1);
    return assignments
      .filter((a) => a.organizationLevel === parentLevel)
      .sort((a, b) => rank(a) - rank(b) || a.objectiveName.localeCompare(b.objectiveName))
      .map((a) => ({ value: a.id, label: a.objectiveName, hint: a.functionName }));
  }, [assignments, parentLevel, fn.parentId]);

  const { weight } = parseWeight(weightText);

  function submit(event: FormEvent) {
    event.preventDefault();
    const next: typeof errors = {};
    if (!objectiveId) next.objective = OBJECTIVE_REQUIRED_MESSAGE;
    const parsed = parseWeight(weightText);
    if (parsed.error) next.weight = parsed.error;
    if (parentLevel && !parentId) next.parent = PARENT_REQUIRED_MESSAGE;
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    const quarter = currentPeriod("quarterly", new Date());
    create.mutate(
      {
        objectiveId,
        organizationLevel: fn.level,
        organizationFunctionId: fn.id,
        ownerId: ownerId ?? null,
        parentObjectiveAssignmentId: parentId || null,
        weight: parsed.weight!,
        target: null,
        // spec §7 sends a fixed Q4 label of a past year; D1: the current quarter of the current year.
        period: periodLabel("quarterly", quarter.key, quarter.year),
        status: "Active",
      },
      {
        onSuccess: () => {
          notifySuccess(`Objective assigned to ${fn.name} successfully`);
          onClose();
        },
        onError: (error) => {
          notifyFailure("Failed to assign objective");
          setErrors({ form: failureMessage(error, "Failed to assign objective") });
        },
      },
    );
  }

  const parentFunctionName = functions.find((f) => f.id === fn.parentId)?.name;
  return (
    <Dialog open onOpenChange={(open) => !open && !create.isPending && onClose()}>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>Assign Objective</DialogTitle>
            <DialogDescription>
              Assign a library objective to {fn.name} ({levelName(fn.level, settings)}).
            </DialogDescription>
          </DialogHeader>
          <SelectField
            label="Objective"
            value={objectiveId}
            onChange={(value) => {
              setObjectiveId(value);
              setErrors((e) => ({ ...e, objective: undefined }));
            }}
            options={objectiveOptions}
            placeholder="Select an objective"
            error={errors.objective}
            empty={
              objectives.length === 0
                ? "The library has no objectives yet. Create them in the Library first."
                : `Every library objective is already assigned to ${fn.name}.`
            }
          />
          {parentLevel ? (
            <SelectField
              label="Link to Parent Objective (Required)"
              value={parentId}
              onChange={(value) => {
                setParentId(value);
                setErrors((e) => ({ ...e, parent: undefined }));
              }}
              options={parentOptions}
              placeholder={
                parentFunctionName
                  ? `Select an objective of ${parentFunctionName}`
                  : "Select a parent objective"
              }
              error={errors.parent}
              empty={`No parent objectives found. Please assign objectives to ${levelName(parentLevel, settings)} level first.`}
            />
          ) : null}
          <TextField
            label="Weight (%)"
            type="number"
            min={1}
            max={100}
            step="any"
            inputMode="decimal"
            value={weightText}
            error={errors.weight}
            onChange={(event) => {
              setWeightText(event.target.value);
              setErrors((e) => ({ ...e, weight: undefined }));
            }}
          />
          <BalancePanel subject="Objective" others={own.map((a) => a.weight)} weight={weight} />
          <FormError message={errors.form} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={create.isPending}>
              Cancel
            </Button>
            <Button
              type="submit"
              disabled={create.isPending || (parentLevel !== null && parentOptions.length === 0)}
            >
              {create.isPending ? "Assigning..." : "Assign Objective"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
