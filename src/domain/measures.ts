// How a KPI template measures: how its periods combine (AGG-6, AGG-7), how it is scored (SCORE-11,
// SCORE-12), and the numbers it accepts (VALUE-1..VALUE-4). Pure: the forms, the routes and the engine
// share these words.

/** AGG-6: how a KPI's periods combine when a view spans several of them. */
export const AGGREGATIONS = ["sum", "average", "last", "min", "max"] as const;
export type Aggregation = (typeof AGGREGATIONS)[number];

/** SCORE-11: ratio (actual ÷ target, by polarity) or linear from a baseline. */
export const SCORING_METHODS = ["ratio", "linear"] as const;
export type ScoringMethod = (typeof SCORING_METHODS)[number];

// AGG-7: units that are rates or levels average over periods; everything else (amounts, counts) sums.
export const AVERAGE_UNITS = ["%", "ratio", "index", "score"] as const;

/** AGG-7: the default aggregation of a unit: %, ratio, index, score → average; anything else → sum. */
export function defaultAggregation(unit: string | null | undefined): Aggregation {
  const normal = (unit ?? "").trim().toLowerCase();
  return (AVERAGE_UNITS as readonly string[]).includes(normal) ? "average" : "sum";
}

export function isAggregation(value: unknown): value is Aggregation {
  return typeof value === "string" && (AGGREGATIONS as readonly string[]).includes(value);
}

/**
 * AGG-6, AGG-9: the aggregation a KPI uses: `last` for a cumulative KPI (AGG-3; the API keeps the two in
 * step, so this only settles rows written around it), else its own, else the unit's default (AGG-7).
 */
export function aggregationOfKpi(kpi: {
  aggregation?: string | null;
  isCumulative?: boolean;
  unit?: string | null;
}): Aggregation {
  if (kpi.isCumulative) return "last";
  if (isAggregation(kpi.aggregation)) return kpi.aggregation;
  return defaultAggregation(kpi.unit);
}

/** AGG-8: one line that says what an aggregation does, for the forms' hint and the explainer. */
export const AGGREGATION_HINTS: Record<Aggregation, string> = {
  sum: "Periods add up: a quarter is the total of its months (amounts, counts).",
  average: "Periods average: a quarter is the mean of its months (rates, percentages, scores).",
  last: "The latest period counts: a quarter shows its last reported month (balances, running totals).",
  min: "The lowest period counts: a quarter shows its lowest month.",
  max: "The highest period counts: a quarter shows its highest month.",
};

export const AGGREGATION_LABELS: Record<Aggregation, string> = {
  sum: "Sum",
  average: "Average",
  last: "Last value",
  min: "Minimum",
  max: "Maximum",
};

export const SCORING_LABELS: Record<ScoringMethod, string> = {
  ratio: "Ratio (actual ÷ target)",
  linear: "Linear from a baseline",
};

// ---------------------------------------------------------------------------------------------------
// Values (VALUE)

/** VALUE-1: every target, actual, weight and baseline is finite with |value| ≤ 1e12. */
export const VALUE_LIMIT = 1e12;

/** VALUE-1: a usable number: finite and within ±1e12. Anything else counts as no value in a roll-up. */
export function isUsableValue(value: unknown): value is number {
  return typeof value === "number" && Number.isFinite(value) && Math.abs(value) <= VALUE_LIMIT;
}

export const VALUE_RANGE_MESSAGE = "must be a number between -1000000000000 and 1000000000000";
export const NUMBER_MESSAGE = "must be a number";
export const AMBIGUOUS_NUMBER_MESSAGE =
  "is ambiguous: write it without a thousands separator (e.g. 1234 or 1,5)";

export type DecimalSeparator = "." | ",";

export type ParsedNumber = { ok: true; value: number | null } | { ok: false; message: string };

const DIGITS = /^\d+$/;

function groupsValid(groups: string[]): boolean {
  // VALUE-3: grouping separators split the integer part in threes: 1,234,567.
  const [head, ...rest] = groups;
  return (
    head !== undefined &&
    /^\d{1,3}$/.test(head) &&
    rest.length > 0 &&
    rest.every((group) => /^\d{3}$/.test(group))
  );
}

/**
 * VALUE-2, VALUE-3: reads a number as a person types it, in their locale's decimal separator.
 * Blank is null (no value). "12,5" with a comma locale is 12.5, never 125; with a dot locale it is
 * 12.5 too (a comma followed by other than three digits cannot be a thousands separator). An entry in
 * which the other separator could be either (one "1,234" in a dot locale) is refused as ambiguous.
 * Spaces (also no-break spaces) may group digits; a leading + or - (or the minus sign −) is allowed.
 * Words such as NaN or Infinity, exponents and anything else are refused.
 */
export function parseDecimal(text: string, separator: DecimalSeparator = "."): ParsedNumber {
  let body = text.replace(/[\s\u00a0\u202f']/g, "");
  if (body === "") return { ok: true, value: null };
  let sign = 1;
  if (/^[-+\u2212]/.test(body)) {
    sign = body.startsWith("+") ? 1 : -1;
    body = body.slice(1);
  }
  const other: DecimalSeparator = separator === "." ? "," : ".";
  const hasDecimal = body.includes(separator);
  const hasOther = body.includes(other);
  let integer: string;
  let fraction = "";
  if (hasDecimal && hasOther) {
    // Both: the locale's decimal must come last, the other groups the integer part.
    const at = body.lastIndexOf(separator);
    if (body.indexOf(separator) !== at || body.lastIndexOf(other) > at) {
      return { ok: false, message: NUMBER_MESSAGE };
    }
    const groups = body.slice(0, at).split(other);
    if (!groupsValid(groups)) return { ok: false, message: NUMBER_MESSAGE };
    integer = groups.join("");
    fraction = body.slice(at + 1);
  } else if (hasDecimal || hasOther) {
    const mark = hasDecimal ? separator : other;
    const parts = body.split(mark);
    if (parts.length === 2) {
      const [head = "", tail = ""] = parts;
      // The other separator once before exactly three digits may be grouping or decimal: refused.
      if (mark === other && /^\d{3}$/.test(tail) && /^\d{1,3}$/.test(head) && head !== "0") {
        return { ok: false, message: AMBIGUOUS_NUMBER_MESSAGE };
      }
      integer = head === "" ? "0" : head;
      fraction = tail;
    } else {
      // Several: only thousands grouping makes sense (1,234,567 or 1.234.567).
      if (!groupsValid(parts)) return { ok: false, message: NUMBER_MESSAGE };
      integer = parts.join("");
    }
  } else {
    integer = body;
  }
  if (!DIGITS.test(integer) || (fraction !== "" && !DIGITS.test(fraction))) {
    return { ok: false, message: NUMBER_MESSAGE };
  }
  const value = sign * Number(fraction === "" ? integer : `${integer}.${fraction}`);
  if (!isUsableValue(value)) return { ok: false, message: VALUE_RANGE_MESSAGE };
  return { ok: true, value: Object.is(value, -0) ? 0 : value };
}

// ---------------------------------------------------------------------------------------------------
// A KPI template's measuring fields, as a write leaves them (AGG-9, SCORE-13)

export const CUMULATIVE_CONFLICT_MESSAGE =
  "isCumulative must match the aggregation: a cumulative KPI aggregates by last, and only it";
export const BASELINE_REQUIRED_MESSAGE = "Baseline is required for linear scoring";
export const BASELINE_MESSAGE = `Baseline ${VALUE_RANGE_MESSAGE}`;

export type MeasureFields = {
  unit: string | null;
  aggregation: Aggregation;
  isCumulative: boolean;
  scoring: ScoringMethod;
  baseline: number | null;
};

export type MeasureChanges = {
  unit?: string | null;
  aggregation?: Aggregation;
  isCumulative?: boolean;
  scoring?: ScoringMethod;
  baseline?: number | null;
};

export type MeasureResult =
  | { ok: true; values: MeasureFields }
  | { ok: false; field: "isCumulative" | "baseline"; message: string };

/**
 * AGG-9: `isCumulative` mirrors `aggregation: last` both ways: true alone means last; last means true; a
 * contradictory pair is refused. False alone leaves a non-last aggregation as it was and turns `last`
 * back into the unit's default. SCORE-13: a linear KPI needs a baseline. `before` is the stored KPI, or
 * null for a new one (whose aggregation then defaults from its unit, AGG-7).
 */
export function resolveMeasures(before: MeasureFields | null, input: MeasureChanges): MeasureResult {
  const unit = input.unit !== undefined ? input.unit : (before?.unit ?? null);
  let aggregation: Aggregation;
  if (input.aggregation !== undefined) {
    if (input.isCumulative !== undefined && input.isCumulative !== (input.aggregation === "last")) {
      return { ok: false, field: "isCumulative", message: CUMULATIVE_CONFLICT_MESSAGE };
    }
    aggregation = input.aggregation;
  } else if (input.isCumulative === true) {
    aggregation = "last";
  } else if (before === null || (input.isCumulative === false && before.aggregation === "last")) {
    aggregation = defaultAggregation(unit);
  } else {
    aggregation = before.aggregation;
  }
  const scoring = input.scoring ?? before?.scoring ?? "ratio";
  const baseline = input.baseline !== undefined ? input.baseline : (before?.baseline ?? null);
  if (scoring === "linear" && baseline === null) {
    return { ok: false, field: "baseline", message: BASELINE_REQUIRED_MESSAGE };
  }
  return {
    ok: true,
    values: { unit, aggregation, isCumulative: aggregation === "last", scoring, baseline },
  };
}
