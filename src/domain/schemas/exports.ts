// Exports and the facts feed (EXPORT-1..EXPORT-16, API-29, API-30): what the routes take and answer.
import { z } from "zod";
import { FREQUENCIES } from "../periods";
import { KPI_STATUSES } from "../scoring";
import { MAX_YEAR, MIN_YEAR, SCORECARD_YEAR_MESSAGE } from "./scorecard";

/** `?year=` with nothing after it is the same as leaving it out. */
const blankAsMissing = (value: unknown) => (value === "" ? undefined : value);

/** API-30: GET /api/facts.csv and /api/facts.json; the year defaults to today's fiscal year. */
export const factsQuerySchema = z.object({
  year: z.preprocess(
    blankAsMissing,
    z.coerce
      .number({ error: SCORECARD_YEAR_MESSAGE })
      .int(SCORECARD_YEAR_MESSAGE)
      .min(MIN_YEAR, SCORECARD_YEAR_MESSAGE)
      .max(MAX_YEAR, SCORECARD_YEAR_MESSAGE)
      .optional(),
  ),
});
export type FactsQuery = z.infer<typeof factsQuerySchema>;

/**
 * EXPORT-10: the facts feed's columns, in order. Their names are a contract with BI tools: new columns
 * may be added at the end, none is renamed or removed.
 */
export const FACT_COLUMNS = [
  "organization",
  "function_id",
  "function_name",
  "function_level",
  "objective_assignment_id",
  "objective",
  "perspective",
  "objective_weight",
  "objective_score",
  "objective_status",
  "objective_kpis_reporting",
  "objective_kpis_total",
  "kpi_assignment_id",
  "kpi_id",
  "kpi_name",
  "unit",
  "frequency",
  "aggregation",
  "polarity",
  "scoring_method",
  "kpi_weight",
  "year",
  "period_type",
  "period",
  "period_start",
  "period_end",
  "target",
  "actual",
  "score",
  "status",
  "has_data",
] as const;
export type FactColumn = (typeof FACT_COLUMNS)[number];

export const factRowSchema = z.object({
  organization: z.string(),
  function_id: z.string(),
  function_name: z.string(),
  function_level: z.string(),
  objective_assignment_id: z.string(),
  objective: z.string(),
  perspective: z.string(),
  objective_weight: z.number(),
  objective_score: z.number().nullable(),
  objective_status: z.enum(KPI_STATUSES),
  objective_kpis_reporting: z.number().int(),
  objective_kpis_total: z.number().int(),
  kpi_assignment_id: z.string(),
  kpi_id: z.string(),
  kpi_name: z.string(),
  unit: z.string().nullable(),
  frequency: z.enum(FREQUENCIES),
  aggregation: z.string(),
  polarity: z.string(),
  scoring_method: z.string(),
  kpi_weight: z.number(),
  year: z.number().int(),
  period_type: z.enum(["month", "quarter", "annual"]),
  period: z.string(),
  period_start: z.string(),
  period_end: z.string(),
  target: z.number().nullable(),
  actual: z.number().nullable(),
  score: z.number().nullable(),
  status: z.enum(KPI_STATUSES),
  /** 1 when the KPI has a score in this period (ROLLUP-6 coverage counts these), else 0. */
  has_data: z.union([z.literal(0), z.literal(1)]),
}) satisfies z.ZodType<Record<FactColumn, unknown>>;
export type FactRow = z.infer<typeof factRowSchema>;

/** API-30: GET /api/facts.json. */
export const factsSchema = z.object({
  organization: z.string(),
  year: z.number().int(),
  fiscalYearStartMonth: z.number().int(),
  columns: z.array(z.string()),
  rows: z.array(factRowSchema),
});
export type Facts = z.infer<typeof factsSchema>;
