import { type FormEvent, useState } from "react";
import { KPI_REQUIRED_MESSAGE, OBJECTIVE_REQUIRED_MESSAGE } from "../../../../domain/schemas/assignments";
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
import type { OrganizationFunction } from "../../../lib/api/functions";
import type { KpiAssignment } from "../../../lib/api/kpi-assignments";
import type { Kpi } from "../../../lib/api/kpis";
import type { ObjectiveAssignment } from "../../../lib/api/objective-assignments";
import { useCreateKpiAssignment } from "../api/create-kpi-assignment";
import { BalancePanel } from "./balance-panel";
import { FormError, parseWeight, SelectField } from "./form-bits";
import { failureMessage, notifyFailure, notifySuccess } from "./notify";
import { invalidTargetKey, TargetsInputs, type TargetTexts, targetsMapOf } from "./targets-inputs";

const FREQUENCY_LABEL = { monthly: "Monthly", quarterly: "Quarterly", annual: "Annual" } as const;

function remainingTo100(weights: readonly number[]): string {
  const left = Math.round((100 - weights.reduce((sum, w) => sum + w, 0)) * 100) / 100;
  return left >= 1 ? String(left) : "";
}

/**
 * spec §2 Assign KPI dialog (from Add KPI, or Assign KPI on an objective without KPIs); §5 KPI assignment
 * form and Targets inputs. Targets are written to the year picked on the page (D1).
 */
export function AssignKpiDialog({
  fn,
  source,
  objectiveAssignments,
  initialObjectiveAssignmentId,
  kpis,
  kpiAssignments,
  employees,
  year,
  currentUserId,
  onClose,
}: {
  fn: OrganizationFunction;
  /** spec §8 has two success words: 'KPI assignment created successfully' (Add KPI), 'KPI assigned successfully'. */
  source: "add" | "assign";
  /** The function's objective assignments. */
  objectiveAssignments: readonly ObjectiveAssignment[];
  initialObjectiveAssignmentId?: string;
  kpis: readonly Kpi[];
  /** The function's KPI assignments. */
  kpiAssignments: readonly KpiAssignment[];
  employees: readonly Employee[];
  year: number;
  currentUserId?: string;
  onClose: () => void;
}) {
  const create = useCreateKpiAssignment();
  const [objectiveAssignmentId, setObjectiveAssignmentId] = useState(initialObjectiveAssignmentId ?? "");
  const [kpiId, setKpiId] = useState("");
  const underObjective = (id: string) => kpiAssignments.filter((k) => k.objectiveAssignmentId === id);
  const [weightText, setWeightText] = useState(() =>
    initialObjectiveAssignmentId
      ? remainingTo100(underObjective(initialObjectiveAssignmentId).map((k) => k.weight))
      : "",
  );
  const chosenObjective = objectiveAssignments.find((o) => o.id === objectiveAssignmentId);
  const [ownerId, setOwnerId] = useState(chosenObjective?.ownerId ?? currentUserId ?? "");
  const [targets, setTargets] = useState<TargetTexts>({});
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});

  const siblings = objectiveAssignmentId ? underObjective(objectiveAssignmentId) : [];
  const taken = new Set(siblings.map((k) => k.kpiId));
  const kpi = kpis.find((k) => k.id === kpiId);
  const { weight } = parseWeight(weightText);

  function submit(event: FormEvent) {
    event.preventDefault();
    const next: Record<string, string> = {};
    if (!objectiveAssignmentId) next.objective = OBJECTIVE_REQUIRED_MESSAGE;
    if (!kpiId) next.kpi = KPI_REQUIRED_MESSAGE;
    const parsed = parseWeight(weightText);
    if (parsed.error) next.weight = parsed.error;
    if (kpi && invalidTargetKey(kpi.frequency, targets))
      next.targets = "Targets must be numbers of 0 or more";
    setErrors(next);
    if (Object.keys(next).length > 0 || !kpi || !chosenObjective) return;
    create.mutate(
      {
        kpiId,
        linkedObjectiveId: chosenObjective.objectiveId,
        objectiveAssignmentId,
        ownerId: ownerId || null,
        weight: parsed.weight!,
        targets: JSON.stringify(targetsMapOf(kpi.frequency, targets)),
        actualResults: "{}",
        period: String(year),
      },
      {
        onSuccess: () => {
          notifySuccess(
            source === "assign" ? "KPI assigned successfully" : "KPI assignment created successfully",
          );
          onClose();
        },
        onError: (error) => {
          const message = failureMessage(error);
          notifyFailure(`Failed to create KPI assignment: ${message}`);
          setErrors({ form: message });
        },
      },
    );
  }

  return (
    <Dialog open onOpenChange={(open) => !open && !create.isPending && onClose()}>
      <DialogContent className="max-w-xl">
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>Assign KPI</DialogTitle>
            <DialogDescription>Measure one of {fn.name}'s objectives with a library KPI.</DialogDescription>
          </DialogHeader>
          <SelectField
            label="Objective"
            value={objectiveAssignmentId}
            onChange={(value) => {
              setObjectiveAssignmentId(value);
              const owner = objectiveAssignments.find((o) => o.id === value)?.ownerId;
              if (owner) setOwnerId(owner);
              if (!weightText) setWeightText(remainingTo100(underObjective(value).map((k) => k.weight)));
              setErrors((e) => ({ ...e, objective: undefined }));
            }}
            options={objectiveAssignments.map((o) => ({ value: o.id, label: o.objectiveName }))}
            placeholder="Select an objective"
            error={errors.objective}
            empty="Assign an objective to this function first."
          />
          <SelectField
            label="KPI"
            value={kpiId}
            onChange={(value) => {
              setKpiId(value);
              setTargets({});
              setErrors((e) => ({ ...e, kpi: undefined, targets: undefined }));
            }}
            options={kpis
              .filter((k) => !taken.has(k.id))
              .map((k) => ({ value: k.id, label: k.name, hint: FREQUENCY_LABEL[k.frequency] }))}
            placeholder="Select a KPI"
            error={errors.kpi}
            empty={
              kpis.length === 0
                ? "The library has no KPIs yet. Create them in the Library first."
                : "Every library KPI is already under this objective."
            }
          />
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
              placeholder="Select an owner"
            />
          </div>
          {objectiveAssignmentId ? (
            <BalancePanel subject="KPI" others={siblings.map((k) => k.weight)} weight={weight} />
          ) : null}
          {kpi ? (
            <TargetsInputs
              frequency={kpi.frequency}
              year={year}
              unit={kpi.unit}
              texts={targets}
              onChange={setTargets}
              error={errors.targets}
            />
          ) : null}
          <FormError message={errors.form} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={create.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? "Assigning..." : "Assign KPI"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
