// The scorecard read and the KPI history read (UI-17, UI-10,
// SCORE-5, SCORE-6, SCORE-1, AGG-2, ROLLUP-1; PERIOD-1).
import { z } from "zod";
import { FREQUENCIES, type Frequency, isPeriodKeyOf, periodKeysFor } from "../periods";
import { BSC_PERSPECTIVES } from "../scorecard";
import { KPI_STATUSES } from "../scoring";
import { kpiMeasureShape } from "./library";
import { frequencySchema, polaritySchema, viewTypeSchema } from "./period-maps";

// The years kpi_measurements accepts (its check constraint): a year outside 1900..2200 is a 400.
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2200;
export const SCORECARD_YEAR_MESSAGE = `Year must be a whole number from ${MIN_YEAR} to ${MAX_YEAR}`;
export const FUNCTION_ID_MESSAGE = "Function must be a valid function id";
export const HISTORY_YEARS_MESSAGE = "Years must be a whole number from 1 to 10";

/** `?x=` with nothing after it is the same as leaving x out. */
const blankAsMissing = (value: unknown) => (value === "" ? undefined : value);

const yearQuery = z.preprocess(
  blankAsMissing,
  z.coerce
    .number({ error: SCORECARD_YEAR_MESSAGE })
    .int(SCORECARD_YEAR_MESSAGE)
    .min(MIN_YEAR, SCORECARD_YEAR_MESSAGE)
    .max(MAX_YEAR, SCORECARD_YEAR_MESSAGE)
    .optional(),
);

export function periodKeyMessage(frequency: Frequency): string {
  return `Period must be one of ${periodKeysFor(frequency).join(", ")} for ${frequency} frequency`;
}

/**
 * GET /api/scorecard. Omitted values take the screens' defaults (UI-10, UI-17: KPI Results and Corporate BSC
 * default to quarterly; PERIOD-3: today's year and period, filled in by the server, which has the clock).
 */
export const scorecardQuerySchema = z
  .object({
    functionId: z.preprocess(blankAsMissing, z.uuid(FUNCTION_ID_MESSAGE).optional()),
    year: yearQuery,
    frequency: z.preprocess(blankAsMissing, frequencySchema.optional()).transform((f) => f ?? "quarterly"),
    period: z.preprocess(blankAsMissing, z.string().optional()),
    view: z.preprocess(blankAsMissing, viewTypeSchema.optional()).transform((v) => v ?? "period"),
  })
  .superRefine((query, ctx) => {
    if (query.period !== undefined && !isPeriodKeyOf(query.frequency, query.period)) {
      ctx.addIssue({ code: "custom", path: ["period"], message: periodKeyMessage(query.frequency) });
    }
  });
export type ScorecardQuery = z.infer<typeof scorecardQuerySchema>;

const perspectiveSchema = z.enum(BSC_PERSPECTIVES);

export const scoringThresholdsSchema = z.object({
  scoreCapPercentage: z.number(),
  exceedsTargetThreshold: z.number(),
  onTargetThreshold: z.number(),
  nearTargetThreshold: z.number(),
  atRiskThreshold: z.number(),
});

/** ROLLUP-6: how many of a roll-up's parts reported (have a score), of how many. */
export const coverageSchema = z.object({
  reporting: z.number().int(),
  total: z.number().int(),
});
export type CoverageRow = z.infer<typeof coverageSchema>;

export const scorecardKpiSchema = z.object({
  kpiAssignmentId: z.string(),
  kpiId: z.string(),
  name: z.string(),
  unit: z.string().nullable(),
  polarity: polaritySchema,
  frequency: z.enum(FREQUENCIES),
  isCumulative: z.boolean(),
  ...kpiMeasureShape,
  weight: z.number(),
  /** The values the view compared (AGG-2, AGG-3, AGG-4, AGG-5); null = none (shown '-' / 'No data'). */
  target: z.number().nullable(),
  actual: z.number().nullable(),
  /** null when there is no data: never 0 (README 'Honest scores'). */
  score: z.number().nullable(),
  /** ROLLUP-8, SCORE-9: the score before rounding (capped and floored), which roll-ups average. */
  exactScore: z.number().nullable(),
  status: z.enum(KPI_STATUSES),
  ownerId: z.string().nullable(),
  ownerName: z.string().nullable(),
  /** CALC-1, CALC-2: the template's code and formula; a formula makes the assignment calculated. */
  code: z.string().nullable().optional(),
  formula: z.string().nullable().optional(),
  /** CALC-6: why a calculated assignment shows no data, in words; null otherwise. */
  calculationNote: z.string().nullable().optional(),
});
export type ScorecardKpiRow = z.infer<typeof scorecardKpiSchema>;

export const scorecardObjectiveSchema = z.object({
  objectiveAssignmentId: z.string(),
  objectiveId: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  bscPerspective: perspectiveSchema,
  themeId: z.string().nullable(),
  themeName: z.string().nullable(),
  themeColor: z.string().nullable(),
  organizationLevel: z.string(),
  weight: z.number(),
  score: z.number().nullable(),
  /** ROLLUP-8, SCORE-9: the weighted average before rounding, which the status and the level read. */
  exactScore: z.number().nullable(),
  /** SCORE-9: from the objective's score before rounding. */
  status: z.enum(KPI_STATUSES),
  /** ROLLUP-6: its KPIs that reported, of all of them. */
  coverage: coverageSchema,
  kpis: z.array(scorecardKpiSchema),
});
export type ScorecardObjectiveRow = z.infer<typeof scorecardObjectiveSchema>;

export const scorecardPerspectiveSchema = z.object({
  key: perspectiveSchema,
  /** SETTINGS-5: the organization's perspective name, else the spec's. */
  name: z.string(),
  score: z.number().nullable(),
  status: z.enum(KPI_STATUSES),
  /** ROLLUP-6: its KPIs that reported, of all of them (its score averages its objectives, ROLLUP-7). */
  coverage: coverageSchema,
  objectiveCount: z.number(),
  kpiCount: z.number(),
});
export type ScorecardPerspectiveRow = z.infer<typeof scorecardPerspectiveSchema>;

export const scorecardSchema = z.object({
  /** null only when no function was asked for and the organization has no CEO function yet. */
  functionId: z.string().nullable(),
  functionName: z.string().nullable(),
  functionLevel: z.string().nullable(),
  /** FISCAL-2: the fiscal year, named by the calendar year it ends in. */
  year: z.number(),
  /** FISCAL-1: the organization's fiscal year start month the periods were read with. */
  fiscalYearStartMonth: z.number(),
  frequency: z.enum(FREQUENCIES),
  period: z.string(),
  /** The view applied: annual forces ytd (AGG-1). */
  view: viewTypeSchema,
  /** The function's level score (ROLLUP-1, ROLLUP-3; for the CEO, the overall score). */
  score: z.number().nullable(),
  /** SCORE-9: the level's status, from its score before rounding. */
  status: z.enum(KPI_STATUSES),
  /** ROLLUP-6: the function's objectives that reported, of all of them (for the CEO, the overall figure). */
  coverage: coverageSchema,
  counts: z.object({
    onTrack: z.number(),
    atRisk: z.number(),
    behind: z.number(),
    noData: z.number(),
  }),
  /** The organization's thresholds and cap the scores were computed with, so screens explain them alike. */
  thresholds: scoringThresholdsSchema,
  perspectives: z.array(scorecardPerspectiveSchema),
  objectives: z.array(scorecardObjectiveSchema),
});
export type ScorecardResponse = z.infer<typeof scorecardSchema>;

/** GET /api/kpi-assignments/{id}/history?years=2: the requested years ending at `year`. */
export const kpiHistoryQuerySchema = z.object({
  year: yearQuery,
  years: z.preprocess(
    blankAsMissing,
    z.coerce
      .number({ error: HISTORY_YEARS_MESSAGE })
      .int(HISTORY_YEARS_MESSAGE)
      .min(1, HISTORY_YEARS_MESSAGE)
      .max(10, HISTORY_YEARS_MESSAGE)
      .optional(),
  ),
});

export const kpiHistorySchema = z.object({
  kpiAssignmentId: z.string(),
  kpiId: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  unit: z.string().nullable(),
  polarity: polaritySchema,
  frequency: z.enum(FREQUENCIES),
  isCumulative: z.boolean(),
  ...kpiMeasureShape,
  /** FISCAL-1: the fiscal year start month; each year's periods come in fiscal order (FISCAL-3). */
  fiscalYearStartMonth: z.number(),
  /** Oldest year first; every period key of the KPI's frequency, null where nothing is recorded. */
  years: z.array(
    z.object({
      year: z.number(),
      periods: z.array(
        z.object({ periodKey: z.string(), target: z.number().nullable(), actual: z.number().nullable() }),
      ),
    }),
  ),
});
export type KpiHistory = z.infer<typeof kpiHistorySchema>;
