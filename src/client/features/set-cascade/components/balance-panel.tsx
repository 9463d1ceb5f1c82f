import { CheckCircle2Icon, CircleAlertIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { MAX_WEIGHT, MIN_WEIGHT, weightTextSchema } from "../../../../domain/weights";
import { TextField } from "../../../components/ui/text-field";
import { cn } from "../../../lib/cn";

/** The 'Weight (%)' input of the assignment forms: a number from 1 to 100, any step. */
export function WeightField(props: Omit<ComponentProps<typeof TextField>, "label">) {
  return (
    <TextField
      label="Weight (%)"
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
 * `weightText` is this one as typed, counted once it is a valid weight.
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
  const current = weightTextSchema.safeParse(weightText).data ?? 0;
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
