import { CheckCircle2Icon, CircleAlertIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { MAX_WEIGHT, MIN_WEIGHT } from "../../../../domain/weights";
import { TextField } from "../../../components/ui/text-field";
import { cn } from "../../../lib/cn";
import { setCascadeMessages as m } from "../messages";
import { weightText as formatWeight } from "./names";

/** The 'Weight (%)' input of the assignment forms: a number from 1 to 100, any step. */
export function WeightField({
  label,
  ...props
}: Omit<ComponentProps<typeof TextField>, "label"> & { label?: string }) {
  const intl = useIntl();
  return (
    <TextField
      label={label ?? intl.formatMessage(m.weightLabel)}
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
 * `weightText` is this one as typed, counted whenever it is a number (UI-26); `title` is the panel's
 * heading ('2027 KPI weight total').
 */
export function BalancePanel({
  others,
  weightText,
  title,
}: {
  others: readonly number[];
  weightText: string;
  title: string;
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
        <span>{title}</span>
        <span className="tabular-nums">
          <FormattedMessage {...m.percent} values={{ value: formatWeight(total) }} />
        </span>
      </div>
      <p className="mt-1 flex items-center gap-1.5 text-muted-foreground">
        {balanced ? (
          <CheckCircle2Icon className="size-4 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
        ) : (
          <CircleAlertIcon className="size-4 text-amber-600 dark:text-amber-400" aria-hidden="true" />
        )}
        {balanced ? (
          <FormattedMessage {...m.perfectBalance} />
        ) : total < 100 ? (
          <FormattedMessage {...m.remainingTo100} values={{ difference: formatWeight(difference) }} />
        ) : (
          <FormattedMessage {...m.over100} values={{ difference: formatWeight(difference) }} />
        )}
      </p>
    </div>
  );
}

/** WEIGHT-8: what a weight edit for a year reaches. */
export function WeightYearHint({ year }: { year: number }) {
  return (
    <p className="text-xs text-muted-foreground" data-testid="weight-year-hint">
      <FormattedMessage {...m.weightYearHint} values={{ year }} />
    </p>
  );
}
