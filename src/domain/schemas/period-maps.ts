// Schemas for the period vocabulary and the per-period maps of a KPI assignment (spec §3 KPI
// assignment, Period keys; §5 Targets inputs and Actual results; D1 years, D2 frequency alias).
import { z } from "zod";
import type { ViewType } from "../aggregation";
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
export const PERIOD_VALUE_MESSAGE = "Each period value must be a number of 0 or more, or empty";
export const YEAR_MESSAGE = "Year must be a four-digit year";

/** D2: monthly, quarterly or annual; 'annually' (the create form's spelling, spec §3) becomes 'annual'. */
export const frequencySchema = z
  .string({ error: FREQUENCY_MESSAGE })
  .transform((value, ctx) => {
    const frequency = normaliseFrequency(value);
    if (frequency === null) ctx.addIssue({ code: "custom", message: FREQUENCY_MESSAGE });
    return frequency ?? z.NEVER;
  })
  .pipe(z.enum(FREQUENCIES));

/** spec §3 KPI: polarity positive or negative. */
export const polaritySchema = z.enum(["positive", "negative"] satisfies Polarity[], {
  error: "Polarity must be positive or negative",
});

/** spec §2: Period View or Year-to-Date. */
export const viewTypeSchema = z.enum(["period", "ytd"] satisfies ViewType[], {
  error: "View type must be period or ytd",
});

/** D1: a KPI assignment's `period` is its year as text ('2026'); reads take ?year=YYYY. */
export const yearSchema = z.coerce
  .number({ error: YEAR_MESSAGE })
  .int(YEAR_MESSAGE)
  .min(1900, YEAR_MESSAGE)
  .max(2999, YEAR_MESSAGE);

/** A period key of the given frequency (spec §3 Period keys). */
export function periodKeySchema(frequency: Frequency) {
  const keys = periodKeysFor(frequency);
  return z.enum(keys as [PeriodKey, ...PeriodKey[]], {
    error: `Period must be one of ${keys.join(", ")} for ${frequency} frequency`,
  });
}

/** spec §5: numbers (step 0.01 for actuals, any step for targets) of 0 or more; empty is null. */
export const periodValueSchema = z
  .number({ error: PERIOD_VALUE_MESSAGE })
  .min(0, PERIOD_VALUE_MESSAGE)
  .nullable();

// spec §3: the maps "may arrive as a JSON string or an object". Text that is not JSON is passed on as
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
 * A KPI assignment's `targets` or `actualResults` for one year (D1): JSON text or an object whose keys
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
