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
import type { Employee } from "../../../lib/api/employees";
import { type KpiAssignment, usePatchKpiAssignment } from "../../../lib/api/kpi-assignments";
import { BalancePanel } from "./balance-panel";
import { FormError, parseWeight, SelectField } from "./form-bits";
import { failureMessage, notifyFailure, notifySuccess } from "./notify";
import {
  invalidTargetKey,
  TargetsInputs,
  type TargetTexts,
  targetsMapOf,
  targetTextsOf,
} from "./targets-inputs";

/** spec §2 Edit KPI Assignment dialog: weight 1..100, owner, and the targets of the year on the page (D1). */
export function EditKpiAssignmentDialog({
  assignment,
  otherWeights,
  employees,
  year,
  onClose,
}: {
  assignment: KpiAssignment;
  otherWeights: readonly number[];
  employees: readonly Employee[];
  year: number;
  onClose: () => void;
}) {
  const patch = usePatchKpiAssignment();
  const [weightText, setWeightText] = useState(String(assignment.weight));
  const [ownerId, setOwnerId] = useState(assignment.ownerId ?? "");
  const [targets, setTargets] = useState<TargetTexts>(() => targetTextsOf(assignment.targets));
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const { weight } = parseWeight(weightText);

  function submit(event: FormEvent) {
    event.preventDefault();
    const next: Record<string, string> = {};
    const parsed = parseWeight(weightText);
    if (parsed.error) next.weight = parsed.error;
    if (invalidTargetKey(assignment.frequency, targets))
      next.targets = "Targets must be numbers of 0 or more";
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    patch.mutate(
      {
        id: assignment.id,
        body: {
          weight: parsed.weight!,
          targets: JSON.stringify(targetsMapOf(assignment.frequency, targets)),
          period: String(year),
          ...(ownerId && ownerId !== assignment.ownerId ? { ownerId } : {}),
          version: assignment.version,
        },
      },
      {
        onSuccess: () => {
          notifySuccess("KPI assignment updated successfully");
          onClose();
        },
        onError: (error) => {
          const message = failureMessage(error);
          notifyFailure(`Failed to update KPI assignment: ${message}`);
          setErrors({ form: message });
        },
      },
    );
  }

  return (
    <Dialog open onOpenChange={(open) => !open && !patch.isPending && onClose()}>
      <DialogContent className="max-w-xl">
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>Edit KPI Assignment</DialogTitle>
            <DialogDescription>
              {assignment.kpiName} under {assignment.objectiveName}.
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-4 sm:grid-cols-2">
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
            <SelectField
              label="Owner"
              value={ownerId}
              onChange={setOwnerId}
              options={employees.map((e) => ({ value: e.id, label: e.name }))}
              placeholder={assignment.ownerName ?? "Select an owner"}
            />
          </div>
          <BalancePanel subject="KPI" others={otherWeights} weight={weight} />
          <TargetsInputs
            frequency={assignment.frequency}
            year={year}
            unit={assignment.unit}
            texts={targets}
            onChange={setTargets}
            error={errors.targets}
          />
          <FormError message={errors.form} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={patch.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={patch.isPending}>
              {patch.isPending ? "Saving..." : "Save Changes"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
