import { CheckCircle2Icon, CircleAlertIcon } from "lucide-react";
import { cn } from "../../../lib/cn";

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/**
 * spec §5 Objective assignment: a live panel with the total weight, the amount remaining to 100% or over
 * it, and 'Perfect balance at 100%' when exact. `others` are the weights already there, without this one.
 */
export function BalancePanel({
  others,
  weight,
  subject,
}: {
  others: readonly number[];
  weight: number | null;
  subject: string;
}) {
  const current = weight !== null && Number.isFinite(weight) ? weight : 0;
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
