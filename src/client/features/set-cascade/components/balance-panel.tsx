import { CheckCircle2Icon, CircleAlertIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { MAX_WEIGHT, MIN_WEIGHT } from "../../../../domain/weights";
import { TextField } from "../../../components/ui/text-field";
import { cn } from "../../../lib/cn";

/** The 'Weight (%)' input of the assignment forms: a number from 1 to 100, any step. */
export function WeightField({
  label = "Weight (%)",
  ...props
}: Omit<ComponentProps<typeof TextField>, "label"> & { label?: string }) {
  return (
    <TextField
      label={label}
      type="number"
      min={MIN_WEIGHT}
      max={MAX_WEIGHT}
      step="any"
      inputMode="decimal"
      {...props}
    />
  );
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/**
 * Objective assignment (WEIGHT-1, WEIGHT-2, CASCADE-3): a live panel with the total weight, the amount
 * remaining to 100% or over
 * it, and 'Perfect balance at 100%' when exact. `others` are the weights already there, without this one;
 * `weightText` is this one as typed, counted whenever it is a number (UI-26).
 */
export function BalancePanel({
  others,
  weightText,
  subject,
}: {
  others: readonly number[];
  weightText: string;
  subject: string;
}) {
  // UI-26: the weight counts as typed, even out of range (the field says 'Weight must be between 1 and
  // 100'), so 150 alone reads '50% over 100%' rather than ignoring what was typed.
  const typed = weightText.trim() === "" ? 0 : Number(weightText);
  const current = Number.isFinite(typed) ? typed : 0;
  const total = round2(others.reduce((sum, w) => sum + w, 0) + current);
  const difference = round2(Math.abs(100 - total));
  const balanced = total === 100;
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn(
        "rounded-lg border p-3 text-sm",
        balanced ? "border-emerald-500/40 bg-emerald-500/10" : "border-amber-500/40 bg-amber-500/10",
      )}
    >
      <div className="flex items-center justify-between gap-2 font-medium">
        <span>{subject} weight total</span>
        <span className="tabular-nums">{total}%</span>
      </div>
      <p className="mt-1 flex items-center gap-1.5 text-muted-foreground">
        {balanced ? (
          <CheckCircle2Icon className="size-4 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
        ) : (
          <CircleAlertIcon className="size-4 text-amber-600 dark:text-amber-400" aria-hidden="true" />
        )}
        {balanced
          ? "Perfect balance at 100%"
          : total < 100
            ? `${difference}% remaining to reach 100%`
            : `${difference}% over 100%`}
      </p>
    </div>
  );
}

/** WEIGHT-8: what a weight edit for a year reaches. */
export function WeightYearHint({ year }: { year: number }) {
  return (
    <p className="text-xs text-muted-foreground" data-testid="weight-year-hint">
      Weight for {year}: applies to {year} and the later years without a weight of their own; earlier years
      keep theirs.
    </p>
  );
}
