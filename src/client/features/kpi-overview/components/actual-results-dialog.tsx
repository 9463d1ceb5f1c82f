import { type FormEvent, useId, useState } from "react";
import { type PeriodKey, periodKeysFor, periodLabel } from "../../../../domain/periods";
import { PERIOD_VALUE_MESSAGE } from "../../../../domain/schemas/period-maps";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import type { KpiAssignment } from "../../../lib/api/kpi-assignments";
import { formatMeasure } from "../../../lib/format-measure";
import { useSaveActualResults } from "../api/save-actual-results";

/** spec §5 Actual results: one input per period of the KPI's frequency, step 0.01; empty means no data. */
export function ActualResultsDialog({
  assignment,
  year,
  onClose,
}: {
  assignment: KpiAssignment | null;
  year: number;
  onClose: () => void;
}) {
  return (
    <Dialog open={assignment !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        {assignment && <ActualResultsForm assignment={assignment} year={year} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

const asText = (value: number | null | undefined) =>
  value === null || value === undefined ? "" : String(value);

function parse(text: string): number | null | "invalid" {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  const value = Number(trimmed);
  return Number.isFinite(value) && value >= 0 ? value : "invalid";
}

function ActualResultsForm({
  assignment,
  year,
  onDone,
}: {
  assignment: KpiAssignment;
  year: number;
  onDone: () => void;
}) {
  const id = useId();
  const keys = periodKeysFor(assignment.frequency);
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(keys.map((key) => [key, asText(assignment.actualResults[key])])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveActualResults();

  function submit(event: FormEvent) {
    event.preventDefault();
    const changes: Partial<Record<PeriodKey, number | null>> = {};
    const problems: Record<string, string> = {};
    for (const key of keys) {
      const parsed = parse(values[key] ?? "");
      if (parsed === "invalid") problems[key] = PERIOD_VALUE_MESSAGE;
      else if (parsed !== (assignment.actualResults[key] ?? null)) changes[key] = parsed;
    }
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    if (Object.keys(changes).length === 0) {
      onDone();
      return;
    }
    save.mutate({ id: assignment.id, year, version: assignment.version, changes }, { onSuccess: onDone });
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Actual Results</DialogTitle>
        <DialogDescription>
          {assignment.kpiName} · {year}. Only periods with data need filling; leave a period empty for no
          data.
        </DialogDescription>
      </DialogHeader>
      <div className="grid max-h-[55dvh] grid-cols-1 gap-3 overflow-y-auto p-0.5 sm:grid-cols-2 md:grid-cols-3">
        {keys.map((key) => {
          const inputId = `${id}-${key}`;
          const target = formatMeasure(assignment.targets[key], assignment.unit);
          return (
            <div key={key} className="grid gap-1">
              <Label htmlFor={inputId}>{periodLabel(assignment.frequency, key, year)}</Label>
              <Input
                id={inputId}
                type="number"
                inputMode="decimal"
                step="0.01"
                min="0"
                placeholder="No data"
                value={values[key] ?? ""}
                onChange={(event) => setValues((current) => ({ ...current, [key]: event.target.value }))}
                aria-invalid={errors[key] ? true : undefined}
                aria-describedby={`${inputId}-hint`}
              />
              <p
                id={`${inputId}-hint`}
                className={errors[key] ? "text-xs text-destructive" : "text-xs text-muted-foreground"}
              >
                {errors[key] ?? `Target: ${target ?? "-"}`}
              </p>
            </div>
          );
        })}
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving..." : "Save Actual Results"}
        </Button>
      </DialogFooter>
    </form>
  );
}
