"use no memo"; // PLATFORM-29: react-hook-form reads its state during render, which the compiler would memoize.
// The measuring fields both KPI forms share (LIBRARY-8, AGG-8, SCORE-11): unit (a list with free text),
// frequency, polarity, aggregation (the unit's default preselected until the user picks), scoring and
// the baseline of linear scoring.
import { useEffect, useId, useRef } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import {
  AGGREGATION_HINTS,
  AGGREGATION_LABELS,
  AGGREGATIONS,
  type Aggregation,
  defaultAggregation,
  SCORING_LABELS,
  SCORING_METHODS,
  type ScoringMethod,
} from "../../../../domain/measures";
import type { Frequency } from "../../../../domain/periods";
import { KPI_FORM_FREQUENCIES, KPI_UNITS } from "../../../../domain/schemas/library";
import { formatMeasure } from "../../../../domain/units";
import { FormSelectField, FormTextField } from "../../../components/form/form-fields";
import { readerLocale } from "../../../lib/intl";

/** The fields this component reads and writes, whatever else the form holds. */
type MeasureFormFields = {
  unit?: string;
  frequency?: string;
  polarity?: "positive" | "negative";
  aggregation?: Aggregation;
  scoring?: ScoringMethod;
  baseline?: string;
};

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const POLARITY_OPTIONS = [
  { value: "positive", label: "Higher is better" },
  { value: "negative", label: "Lower is better" },
] as const;
const FREQUENCY_OPTIONS = KPI_FORM_FREQUENCIES.map((value: Frequency) => ({
  value,
  label: capitalised(value),
}));
const AGGREGATION_OPTIONS = AGGREGATIONS.map((value) => ({ value, label: AGGREGATION_LABELS[value] }));
const SCORING_OPTIONS = SCORING_METHODS.map((value) => ({ value, label: SCORING_LABELS[value] }));

const SCORING_HINTS: Record<ScoringMethod, string> = {
  ratio: "Actual ÷ target × 100 (target ÷ actual when lower is better); needs a target above 0.",
  linear:
    "(Actual − baseline) ÷ (target − baseline) × 100; a target below the baseline means lower is better.",
};

export function KpiMeasureFields<T extends FieldValues, TOut>({
  form,
  followUnit,
}: {
  form: UseFormReturn<T, unknown, TOut>;
  /** AGG-7: on a new KPI the aggregation follows the unit's default until the user picks one. */
  followUnit: boolean;
}) {
  const f = form as unknown as UseFormReturn<MeasureFormFields>;
  const unitListId = useId();
  const picked = useRef(!followUnit);
  const unit = f.watch("unit");
  const aggregation = f.watch("aggregation") ?? defaultAggregation(unit);
  const scoring = f.watch("scoring") ?? "ratio";

  useEffect(() => {
    if (!picked.current) f.setValue("aggregation", defaultAggregation(unit));
  }, [unit, f]);

  return (
    <>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormTextField
          form={f}
          name="unit"
          label="Unit"
          list={unitListId}
          placeholder="e.g. %, €, km, minutes"
          autoComplete="off"
          // UI-113: the unit's text is its meaning; show how a value will read in it ('€ thousands': €1,235k).
          hint={`Values read as ${formatMeasure(1234.5, unit, readerLocale())}`}
        />
        <datalist id={unitListId}>
          {KPI_UNITS.map((value) => (
            <option key={value} value={value} />
          ))}
        </datalist>
        <FormSelectField control={f.control} name="frequency" label="Frequency" options={FREQUENCY_OPTIONS} />
        <FormSelectField control={f.control} name="polarity" label="Polarity" options={POLARITY_OPTIONS} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormSelectField
          control={f.control}
          name="aggregation"
          label="Aggregation"
          options={AGGREGATION_OPTIONS}
          hint={AGGREGATION_HINTS[aggregation]}
          onValueChange={() => {
            picked.current = true;
          }}
        />
        <FormSelectField
          control={f.control}
          name="scoring"
          label="Scoring"
          options={SCORING_OPTIONS}
          hint={SCORING_HINTS[scoring]}
        />
      </div>
      {scoring === "linear" && (
        <FormTextField
          form={f}
          name="baseline"
          label="Baseline"
          inputMode="decimal"
          autoComplete="off"
          placeholder="e.g. 0 or 12,5"
          hint="The value that scores 0%: where you start from."
        />
      )}
    </>
  );
}
