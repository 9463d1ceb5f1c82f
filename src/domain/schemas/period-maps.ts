// Schemas for the period vocabulary and the per-period maps of a KPI assignment (PERIOD-2, PERIOD-5;
// PERIOD-6, UI-14; PERIOD-1, PERIOD-4).
import { z } from "zod";
import type { ViewType } from "../aggregation";
import { type DecimalSeparator, parseDecimal, VALUE_LIMIT } from "../measures";
import {
  FREQUENCIES,
  type Frequency,
  normaliseFrequency,
  type PeriodKey,
  type PeriodValues,
  periodKeysFor,
} from "../periods";
import type { Polarity } from "../scoring";

export const FREQUENCY_MESSAGE = "Frequency must be monthly, quarterly or annual";
export const PERIOD_MAP_MESSAGE = "Period values must be an object (or its JSON text) keyed by period";
export const PERIOD_VALUE_MESSAGE =
  "Each period value must be a number between -1000000000000 and 1000000000000, or empty";
export const YEAR_MESSAGE = "Year must be a four-digit year";

/** PERIOD-4: monthly, quarterly or annual; 'annually' (the create form's spelling, LIBRARY-3) becomes 'annual'. */
export const frequencySchema = z
  .string({ error: FREQUENCY_MESSAGE })
  .transform((value, ctx) => {
    const frequency = normaliseFrequency(value);
    if (frequency === null) ctx.addIssue({ code: "custom", message: FREQUENCY_MESSAGE });
    return frequency ?? z.NEVER;
  })
  .pipe(z.enum(FREQUENCIES));

/** KPI (LIBRARY-3): polarity positive or negative. */
export const polaritySchema = z.enum(["positive", "negative"] satisfies Polarity[], {
  error: "Polarity must be positive or negative",
});

/** AGG-1: Period View or Year-to-Date. */
export const viewTypeSchema = z.enum(["period", "ytd"] satisfies ViewType[], {
  error: "View type must be period or ytd",
});

/** PERIOD-2: a KPI assignment's `period` is its year as text ('2026'); reads take ?year=YYYY. */
export const yearSchema = z.coerce
  .number({ error: YEAR_MESSAGE })
  .int(YEAR_MESSAGE)
  .min(1900, YEAR_MESSAGE)
  .max(2999, YEAR_MESSAGE);

/** A period key of the given frequency (PERIOD-5). */
export function periodKeySchema(frequency: Frequency) {
  const keys = periodKeysFor(frequency);
  return z.enum(keys as [PeriodKey, ...PeriodKey[]], {
    error: `Period must be one of ${keys.join(", ")} for ${frequency} frequency`,
  });
}

/** UI-14, VALUE-1: finite numbers within ±1e12, negative ones too; empty is null. */
export const periodValueSchema = z
  .number({ error: PERIOD_VALUE_MESSAGE })
  .min(-VALUE_LIMIT, PERIOD_VALUE_MESSAGE)
  .max(VALUE_LIMIT, PERIOD_VALUE_MESSAGE)
  .nullable();

/**
 * A period value typed in a form (VALUE-2, VALUE-3): blank is no value (null); anything else is read in
 * the user's decimal separator ("12,5" is 12.5) and checked by periodValueSchema; an ambiguous entry is
 * refused with its own message.
 */
export function periodValueTextSchemaFor(separator: DecimalSeparator = ".") {
  return z
    .string()
    .transform((text, ctx) => {
      const parsed = parseDecimal(text, separator);
      if (parsed.ok) return parsed.value;
      ctx.addIssue({
        code: "custom",
        message: parsed.message.includes("ambiguous") ? `The number ${parsed.message}` : PERIOD_VALUE_MESSAGE,
      });
      return z.NEVER;
    })
    .pipe(periodValueSchema);
}
export const periodValueTextSchema = periodValueTextSchemaFor(".");

// PERIOD-6: the maps "may arrive as a JSON string or an object". Text that is not JSON is passed on as
// text, so it fails as "not an object" with the same message as any other wrong shape.
function parseJsonText(input: unknown): unknown {
  if (typeof input !== "string") return input;
  try {
    return JSON.parse(input);
  } catch {
    return input;
  }
}

function unknownKeysMessage(keys: readonly string[], frequency: Frequency): string {
  const quoted = keys.map((key) => `"${key}"`).join(", ");
  const noun = keys.length === 1 ? "is not a period" : "are not periods";
  const article = frequency === "annual" ? "an" : "a";
  return `${quoted} ${noun} of ${article} ${frequency} KPI; use ${periodKeysFor(frequency).join(", ")}`;
}

/**
 * A KPI assignment's `targets` or `actualResults` for one year (PERIOD-1): JSON text or an object whose keys
 * all belong to the KPI's frequency and whose values are finite numbers >= 0 or null.
 */
export function periodMapSchema(frequency: Frequency) {
  const shape = Object.fromEntries(
    periodKeysFor(frequency).map((key) => [key, periodValueSchema.optional()]),
  );
  const map = z.strictObject(shape, {
    error: (issue) =>
      issue.code === "unrecognized_keys" ? unknownKeysMessage(issue.keys, frequency) : PERIOD_MAP_MESSAGE,
  });
  return z.preprocess(parseJsonText, map).transform((values) => values as PeriodValues);
}
