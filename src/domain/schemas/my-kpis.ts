import { z } from "zod";
import { ANNUAL_KEYS, MONTH_KEYS, QUARTER_KEYS } from "../periods";
import { BSC_PERSPECTIVES } from "../scorecard";
import { assignmentYearSchema } from "./assignments";
import { scorecardKpiSchema } from "./scorecard";

// My KPIs (MYKPI-1..MYKPI-4): the KPI assignments the signed-in member owns, across functions.

const periodKey = z.enum([...MONTH_KEYS, ...QUARTER_KEYS, ...ANNUAL_KEYS]);

export const myKpisQuerySchema = z.object({ year: assignmentYearSchema.optional() });

/** MYKPI-2, MYKPI-3: what the owner has to report for the KPI (the domain's dueFor). */
export const myKpiDueSchema = z.object({
  state: z.enum(["due", "overdue", "up-to-date", "not-started"]),
  /** The latest ended period without an actual; null when none is missing. */
  period: periodKey.nullable(),
  periodLabel: z.string().nullable(),
  /** How many ended periods have no actual. */
  missing: z.number().int(),
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
  /** MYKPI-3: how many KPIs are due and overdue. */
  counts: z.object({ due: z.number().int(), overdue: z.number().int(), upToDate: z.number().int() }),
});
export type MyKpisResponse = z.infer<typeof myKpisResponseSchema>;
