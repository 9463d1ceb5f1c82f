import { type FormEvent, useEffect, useId, useState } from "react";
import type { PeriodKey } from "../../../../domain/periods";
import { periodKeysFor, periodLabel } from "../../../../domain/periods";
import { actualResultFormSchema } from "../../../../domain/schemas/assignments";
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
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../../components/ui/select";
import { type ScorecardKpiRow, useKpiHistory } from "../../../lib/api/scorecard";
import { useUpdateKpiResult } from "../api/update-kpi-result";
import { kpiPeriodForView } from "../lib/result-period";

/**
 * spec §2 KPI Results 'Update KPI Result' and §5 Actual result (single update): required, a
 * non-negative decimal, step 0.01. The KPI's period is picked (a KPI may run at another frequency than
 * the view) and the value it holds is shown.
 */
export function UpdateResultDialog({
  kpi,
  year,
  viewPeriod,
  onClose,
}: {
  kpi: ScorecardKpiRow | null;
  year: number;
  viewPeriod: PeriodKey;
  onClose: () => void;
}) {
  return (
    <Dialog open={kpi !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        {kpi && <UpdateResultForm kpi={kpi} year={year} viewPeriod={viewPeriod} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function UpdateResultForm({
  kpi,
  year,
  viewPeriod,
  onDone,
}: {
  kpi: ScorecardKpiRow;
  year: number;
  viewPeriod: PeriodKey;
  onDone: () => void;
}) {
  const id = useId();
  const [periodKey, setPeriodKey] = useState<PeriodKey>(() => kpiPeriodForView(kpi.frequency, viewPeriod));
  const [value, setValue] = useState("");
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const history = useKpiHistory(kpi.kpiAssignmentId, year, 1);
  const update = useUpdateKpiResult();
  const current = history.data?.years.at(-1)?.periods.find((p) => p.periodKey === periodKey);

  // The field starts from the value stored for the chosen period, until the person types.
  useEffect(() => {
    if (!touched)
      setValue(current?.actual === null || current?.actual === undefined ? "" : String(current.actual));
  }, [current?.actual, touched]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = actualResultFormSchema.safeParse({ actualResult: value });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Please enter a valid number");
      return;
    }
    setError(null);
    update.mutate(
      {
        kpiAssignmentId: kpi.kpiAssignmentId,
        periodKey,
        year,
        actualResult: Number(parsed.data.actualResult),
      },
      { onSuccess: onDone },
    );
  }

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <DialogHeader>
        <DialogTitle>Update KPI Result</DialogTitle>
        <DialogDescription>
          {kpi.name}
          {kpi.unit ? ` (${kpi.unit})` : ""}
        </DialogDescription>
      </DialogHeader>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-period`}>Period</Label>
        <Select
          value={periodKey}
          onValueChange={(next) => {
            setPeriodKey(next as PeriodKey);
            setTouched(false);
          }}
        >
          <SelectTrigger id={`${id}-period`}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {periodKeysFor(kpi.frequency).map((key) => (
              <SelectItem key={key} value={key}>
                {periodLabel(kpi.frequency, key, year)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <p className="text-xs text-muted-foreground">
          Target for this period: {current?.target ?? "-"}
          {history.isPending ? "" : ` · Current actual: ${current?.actual ?? "No data"}`}
        </p>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-actual`}>Actual Result</Label>
        <Input
          id={`${id}-actual`}
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0"
          value={value}
          onChange={(event) => {
            setTouched(true);
            setValue(event.target.value);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          autoFocus
        />
        {error && (
          <p id={`${id}-error`} className="text-xs font-medium text-destructive">
            {error}
          </p>
        )}
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? "Saving..." : "Update Result"}
        </Button>
      </DialogFooter>
    </form>
  );
}
