// GET /api/kpi-input (KPIIN-1..KPIIN-15): one page of KPI Input, searched, filtered, sorted and scored on
// the server, with the facets its filters offer.
import { z } from "zod";
import { KPI_INPUT_PAGE_SIZES, KPI_INPUT_SEARCH_MAX, KPI_INPUT_SORT_KEYS, UNOWNED } from "../kpi-input";
import { FREQUENCIES, isPeriodKeyOf } from "../periods";
import { BSC_PERSPECTIVES } from "../scorecard";
import { KPI_STATUSES } from "../scoring";
import { assignmentYearSchema } from "./assignments";
import { frequencySchema, viewTypeSchema } from "./period-maps";
import { periodKeyMessage } from "./scorecard";

/** `?x=` with nothing after it is the same as leaving x out. */
const blankAsMissing = (value: unknown) => (value === "" ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankAsMissing, schema.optional());

export const KPI_INPUT_MESSAGES = {
  sort: `Sort must be one of ${KPI_INPUT_SORT_KEYS.join(", ")}`,
  direction: "Direction must be asc or desc",
  page: "Page must be a whole number from 1 to 100000",
  pageSize: `Page size must be a whole number from 1 to ${KPI_INPUT_PAGE_SIZES.max}`,
  search: `Search must be at most ${KPI_INPUT_SEARCH_MAX} characters`,
  functionId: "Function must be a valid function id",
  objectiveId: "Objective must be a valid objective id",
  ownerId: `Owner must be a user id or '${UNOWNED}'`,
  periodWithoutFrequency: "Period needs a frequency",
} as const;

const wholeNumber = (message: string, min: number, max: number) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);

/**
 * KPIIN-2, KPIIN-3: every parameter checked; an unknown one (a misspelt `sortBy`) is refused with 400 as
 * an unknown sort is, never silently ignored.
 */
export const kpiInputQuerySchema = z
  .strictObject({
    year: optional(assignmentYearSchema),
    frequency: optional(frequencySchema),
    period: optional(z.string().max(20)),
    view: z.preprocess(blankAsMissing, viewTypeSchema.optional()).transform((v) => v ?? "period"),
    search: optional(z.string().max(KPI_INPUT_SEARCH_MAX, KPI_INPUT_MESSAGES.search)),
    functionId: optional(z.uuid(KPI_INPUT_MESSAGES.functionId)),
    objectiveId: optional(z.uuid(KPI_INPUT_MESSAGES.objectiveId)),
    ownerId: optional(z.union([z.uuid(), z.literal(UNOWNED)], { error: KPI_INPUT_MESSAGES.ownerId })),
    sort: z
      .preprocess(blankAsMissing, z.enum(KPI_INPUT_SORT_KEYS, { error: KPI_INPUT_MESSAGES.sort }).optional())
      .transform((s) => s ?? "name"),
    direction: z
      .preprocess(blankAsMissing, z.enum(["asc", "desc"], { error: KPI_INPUT_MESSAGES.direction }).optional())
      .transform((d) => d ?? "asc"),
    page: z
      .preprocess(blankAsMissing, wholeNumber(KPI_INPUT_MESSAGES.page, 1, 100_000).optional())
      .transform((p) => p ?? 1),
    pageSize: z
      .preprocess(
        blankAsMissing,
        wholeNumber(KPI_INPUT_MESSAGES.pageSize, 1, KPI_INPUT_PAGE_SIZES.max).optional(),
      )
      .transform((s) => s ?? KPI_INPUT_PAGE_SIZES.default),
  })
  .superRefine((query, ctx) => {
    if (query.period === undefined) return;
    if (query.frequency === undefined) {
      ctx.addIssue({ code: "custom", path: ["period"], message: KPI_INPUT_MESSAGES.periodWithoutFrequency });
    } else if (!isPeriodKeyOf(query.frequency, query.period)) {
      ctx.addIssue({ code: "custom", path: ["period"], message: periodKeyMessage(query.frequency) });
    }
  });
export type KpiInputQuery = z.infer<typeof kpiInputQuerySchema>;

const periodMap = z.record(z.string(), z.number().nullable());

/**
 * KPIIN-9: a row is what the table shows and the Actual Results dialog edits: the assignment's own
 * fields, its year's period values and version, and its figures in the view from the domain engine.
 */
export const kpiInputRowSchema = z.object({
  id: z.uuid(),
  kpiId: z.uuid(),
  kpiName: z.string(),
  kpiDescription: z.string().nullable(),
  unit: z.string().nullable(),
  frequency: z.enum(FREQUENCIES),
  /** CALC-10, CALC-12: with a formula the actuals are calculated, not entered. */
  formula: z.string().nullable(),
  linkedObjectiveId: z.uuid(),
  objectiveName: z.string(),
  bscPerspective: z.enum(BSC_PERSPECTIVES),
  organizationFunctionId: z.uuid(),
  functionName: z.string(),
  ownerId: z.uuid().nullable(),
  ownerName: z.string().nullable(),
  /** Every period key of the KPI's frequency for the year, as stored; null = no value. */
  targets: periodMap,
  actualResults: periodMap,
  /** VERSION-1: what a save of actuals sends back. */
  version: z.string(),
  target: z.number().nullable(),
  actual: z.number().nullable(),
  score: z.number().nullable(),
  status: z.enum(KPI_STATUSES),
});
export type KpiInputRow = z.infer<typeof kpiInputRowSchema>;

const optionSchema = z.object({ value: z.string(), label: z.string() });

export const kpiInputPageSchema = z.object({
  /** The view the figures are in: the one asked for, or KPIIN-8's and UI-30's defaults. */
  year: z.number().int(),
  fiscalYearStartMonth: z.number().int(),
  frequency: z.enum(FREQUENCIES),
  period: z.string(),
  view: viewTypeSchema,
  sort: z.enum(KPI_INPUT_SORT_KEYS),
  direction: z.enum(["asc", "desc"]),
  rows: z.array(kpiInputRowSchema),
  /** KPIs matching the search and filters. */
  total: z.number().int(),
  /** Every KPI assignment of the year (the Total badge). */
  yearTotal: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
  facets: z.object({
    frequencies: z.array(z.enum(FREQUENCIES)),
    functions: z.array(optionSchema),
    objectives: z.array(optionSchema),
    owners: z.array(optionSchema),
  }),
});
export type KpiInputPage = z.infer<typeof kpiInputPageSchema>;
