// The reads of a KPI assignment's statistics (SIGNAL-1..SIGNAL-7): process limits and signals, the
// year-end forecast and target help, as the API answers them.
import { z } from "zod";
import { PERIOD_KEYS_ALL } from "../period-locks";
import { yearSchema } from "./period-maps";

export const signalsQuerySchema = z.object({
  year: yearSchema.optional().describe("The fiscal year (default: the current one)"),
  through: z
    .enum(PERIOD_KEYS_ALL, { error: "through must be a period key of the KPI's frequency" })
    .optional()
    .describe("The last period of `year` the chart looks at (default: the year's last)"),
});

export const forecastQuerySchema = z.object({
  year: yearSchema.optional().describe("The fiscal year (default: the current one)"),
});

export const targetHelpQuerySchema = z.object({
  year: yearSchema.optional().describe("The year whose targets are being set (default: the current one)"),
  proposed: z.coerce
    .number({ error: "proposed must be a number" })
    .refine(Number.isFinite, "proposed must be a number")
    .optional()
    .describe("A period target to check against the history (SIGNAL-7)"),
});

const point = z.object({ period: z.string(), year: z.number(), label: z.string(), value: z.number() });

export const signalsSchema = z.object({
  points: z.array(point),
  mean: z.number().nullable(),
  averageMovingRange: z.number().nullable(),
  lowerLimit: z.number().nullable(),
  upperLimit: z.number().nullable(),
  signals: z.array(
    z.object({
      rule: z.enum(["beyond-limit", "run-of-8", "three-of-four"]),
      periods: z.array(z.string()).describe("`{year}:{period}` of each point of the signal"),
      explanation: z.string(),
    }),
  ),
  enoughData: z.boolean(),
  wellFounded: z.boolean().describe("12 or more points (SIGNAL-1)"),
  explanation: z.string(),
});

export const forecastSchema = z.object({
  method: z.enum(["linear-trend", "seasonal-naive", "year-complete", "not-enough-data"]),
  low: z.number().nullable(),
  median: z.number().nullable(),
  high: z.number().nullable(),
  probabilityOfTarget: z.number().nullable(),
  annualTarget: z.number().nullable(),
  enoughData: z.boolean(),
  explanation: z.string(),
});

export const targetHelpSchema = z.object({
  threshold: z.number().nullable(),
  target: z.number().nullable(),
  stretch: z.number().nullable(),
  likelihood: z.number().nullable(),
  insideNoise: z.boolean(),
  warning: z.string().nullable(),
  enoughData: z.boolean(),
  explanation: z.string(),
});

export type SignalsAnswer = z.infer<typeof signalsSchema>;
export type ForecastAnswer = z.infer<typeof forecastSchema>;
export type TargetHelpAnswer = z.infer<typeof targetHelpSchema>;

export const healthQuerySchema = z.object({
  functionId: z.uuid("functionId must be a valid function id").optional(),
  year: yearSchema.optional().describe("The fiscal year (default: the current one)"),
});

export const healthSchema = z.array(
  z.object({
    rule: z.enum([
      "kpi-without-owner",
      "kpi-without-target",
      "kpi-without-history",
      "same-measure-twice",
      "negligible-weight",
      "too-many-kpis",
      "empty-perspective",
      "target-inside-noise",
      "zero-target-ratio",
      "formula-inactive-input",
    ]),
    severity: z.enum(["error", "warning", "info"]),
    subject: z.object({
      type: z.enum(["kpi-assignment", "objective-assignment", "function"]),
      id: z.string(),
      name: z.string(),
    }),
    explanation: z.string(),
    link: z.string().describe("The client path where it is fixed"),
  }),
);
