import { z } from "zod";
import { ANNUAL_KEYS, MONTH_KEYS, QUARTER_KEYS } from "../periods";
import { BSC_PERSPECTIVES } from "../scorecard";
import { assignmentYearSchema } from "./assignments";
import { scorecardKpiSchema } from "./scorecard";

// My KPIs (MYKPI-1..MYKPI-4): the KPI assignments the signed-in member owns, across functions.

const periodKey = z.enum([...MONTH_KEYS, ...QUARTER_KEYS, ...ANNUAL_KEYS]);

export const myKpisQuerySchema = z.object({ year: assignmentYearSchema.optional() });

/**
 * MYKPI-2, MYKPI-3, CYCLE-35: what the owner has to report for the KPI, summed up from the periods My
 * Updates lists (the domain's summarizeReporting).
 */
export const myKpiDueSchema = z.object({
  state: z.enum(["overdue", "due", "submitted", "up-to-date", "not-started"]),
  /** The period that decides the state (the first My Updates lists of this KPI); null when none. */
  year: z.number().int().nullable(),
  period: periodKey.nullable(),
  periodLabel: z.string().nullable(),
  dueDate: z.string().nullable(),
  /** How many periods are overdue or due. */
  missing: z.number().int(),
  /** How many periods wait for approval. */
  submitted: z.number().int(),
});
export type MyKpiDue = z.infer<typeof myKpiDueSchema>;

/** MYKPI-1: one KPI assignment as the scorecard rows show it, with where it sits and what is due. */
export const myKpiSchema = scorecardKpiSchema.extend({
  functionId: z.string(),
  functionName: z.string(),
  objectiveName: z.string(),
  bscPerspective: z.enum(BSC_PERSPECTIVES),
  /** The period the target, actual, score and status are for (the latest one reported). */
  period: periodKey,
  periodLabel: z.string(),
  due: myKpiDueSchema,
});
export type MyKpi = z.infer<typeof myKpiSchema>;

export const myKpisResponseSchema = z.object({
  year: z.number().int(),
  kpis: z.array(myKpiSchema),
  /** CYCLE-35: how many periods are due, overdue and submitted (as My Updates counts them); KPIs up to date. */
  counts: z.object({
    due: z.number().int(),
    overdue: z.number().int(),
    submitted: z.number().int(),
    upToDate: z.number().int(),
  }),
});
export type MyKpisResponse = z.infer<typeof myKpisResponseSchema>;
