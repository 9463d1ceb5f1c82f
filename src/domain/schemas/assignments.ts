// Objective and KPI assignments (CASCADE-6, CASCADE-7, WEIGHT-1, WEIGHT-2, CASCADE-3, PERIOD-6, UI-14;
// API-1; PERIOD-1, WEIGHT-5).
// Shared by the assignments API and the Set and Cascade dialogs.
import { z } from "zod";
import { FUNCTION_LEVELS } from "../labels";
import type { DecimalSeparator } from "../measures";
import { FREQUENCIES } from "../periods";
import { BSC_PERSPECTIVES } from "../scorecard";
import { DEFAULT_OBJECTIVE_WEIGHT, weightSchema, weightTextSchema } from "../weights";

import { ACTUAL_REQUIRED_MESSAGE, actualResultSchema, PERIOD_REQUIRED_MESSAGE } from "./actual-results";
import { kpiMeasureShape } from "./library";
import { periodValueTextSchemaFor } from "./period-maps";

// The actual-result schemas live in their own file; importers of the assignment schemas still find them here.
export * from "./actual-results";

// PERIOD-1: years are real; the database keeps 1900..2200.
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2200;
export const ASSIGNMENT_YEAR_MESSAGE = `Year must be a whole year from ${MIN_YEAR} to ${MAX_YEAR}`;
export const OBJECTIVE_REQUIRED_MESSAGE = "Objective selection is required";
export const KPI_REQUIRED_MESSAGE = "KPI selection is required";
export const FUNCTION_REQUIRED_MESSAGE = "Function selection is required";
export const PARENT_OBJECTIVE_REQUIRED_MESSAGE = "Parent objective selection is required";
export const TARGETS_TEXT_MESSAGE =
  "Targets must be numbers between -1000000000000 and 1000000000000 (e.g. 12.5 or 12,5)";

/** ?year=YYYY of GET /api/kpi-assignments (PERIOD-2). */
export const assignmentYearSchema = z.coerce
  .number({ error: ASSIGNMENT_YEAR_MESSAGE })
  .int(ASSIGNMENT_YEAR_MESSAGE)
  .min(MIN_YEAR, ASSIGNMENT_YEAR_MESSAGE)
  .max(MAX_YEAR, ASSIGNMENT_YEAR_MESSAGE);

/** PERIOD-2: a KPI assignment's `period` is the year written to, as text ('2026') or a number. */
export const periodYearSchema = z
  .union([z.string(), z.number()], { error: ASSIGNMENT_YEAR_MESSAGE })
  .transform((value, ctx) => {
    const text = String(value).trim();
    const year = /^\d{4}$/.test(text) ? Number(text) : Number.NaN;
    if (!Number.isInteger(year) || year < MIN_YEAR || year > MAX_YEAR) {
      ctx.addIssue({ code: "custom", message: ASSIGNMENT_YEAR_MESSAGE });
      return z.NEVER;
    }
    return year;
  });

const optionalId = (message: string) => z.uuid({ error: message }).nullish();
// The picks of the assignment forms, as the API checks them: an empty pick reads '… selection is required'.
const objectivePick = z.uuid({ error: OBJECTIVE_REQUIRED_MESSAGE });
const kpiPick = z.uuid({ error: KPI_REQUIRED_MESSAGE });

// API-10: organizationFunctionId is 'also seen as organizationFunction or functionId'.
function functionIdAliases(input: unknown): unknown {
  if (typeof input !== "object" || input === null || Array.isArray(input)) return input;
  const body = input as Record<string, unknown>;
  if (body.organizationFunctionId !== undefined) return body;
  return { ...body, organizationFunctionId: body.functionId ?? body.organizationFunction };
}

// VALUE-1: a target may be negative; finite within ±1e12.
const targetSchema = z
  .number({ error: "Target must be a number" })
  .min(-1e12, "Target must be between -1000000000000 and 1000000000000")
  .max(1e12, "Target must be between -1000000000000 and 1000000000000")
  .nullish();
const periodTextSchema = z.string({ error: "Period must be text" }).trim().max(50).nullish();

/**
 * API-11 POST /api/objective-assignments. Weight 1..100, default 25 (WEIGHT-6). The level comes from the
 * function; status is Active on create whatever is sent (CASCADE-6); organizationId comes from the session
 * (TENANT-1) and is ignored here.
 */
export const createObjectiveAssignmentSchema = z.preprocess(
  functionIdAliases,
  z.object({
    objectiveId: objectivePick,
    organizationFunctionId: z.uuid({ error: FUNCTION_REQUIRED_MESSAGE }),
    organizationLevel: z.enum(FUNCTION_LEVELS, { error: "Level must be a function level" }).optional(),
    ownerId: optionalId("Owner must be a valid id"),
    parentObjectiveAssignmentId: optionalId("Parent objective must be a valid id"),
    weight: weightSchema.default(DEFAULT_OBJECTIVE_WEIGHT),
    target: targetSchema,
    period: periodTextSchema,
    status: z.string().optional(),
  }),
);
export type CreateObjectiveAssignmentInput = z.input<typeof createObjectiveAssignmentSchema>;
export type CreateObjectiveAssignmentData = z.output<typeof createObjectiveAssignmentSchema>;

/**
 * API-9 PUT /api/objective-assignments/{id}: the weight, plus the other fields unchanged. Only the
 * weight, the parent link, target and period are taken; the objective, function, level and status are
 * kept (CASCADE-6: status kept on edit). VERSION-1: `version`.
 */
export const updateObjectiveAssignmentSchema = z.object({
  weight: weightSchema,
  /** WEIGHT-8: the year the weight is set for (default the current year); later years without their own follow. */
  year: periodYearSchema.optional(),
  parentObjectiveAssignmentId: optionalId("Parent objective must be a valid id"),
  target: targetSchema,
  period: periodTextSchema,
  version: z.string().optional(),
});
export type UpdateObjectiveAssignmentInput = z.input<typeof updateObjectiveAssignmentSchema>;
export type UpdateObjectiveAssignmentData = z.output<typeof updateObjectiveAssignmentSchema>;

/** A select left on nothing ('') is no value (null). */
const optionalPick = z.string().transform((value) => value || null);

/**
 * The Assign Objective form (WEIGHT-1, WEIGHT-2, CASCADE-3): the objective, the parent objective (picked
 * only, and then required, below the top level) and the weight as typed.
 */
export function objectiveAssignmentFormSchema(parentRequired: boolean) {
  return z.object({
    objectiveId: objectivePick,
    parentObjectiveAssignmentId: parentRequired
      ? z.uuid({ error: PARENT_OBJECTIVE_REQUIRED_MESSAGE })
      : optionalPick,
    weight: weightTextSchema,
  });
}
export type ObjectiveAssignmentFormInput = z.input<ReturnType<typeof objectiveAssignmentFormSchema>>;
export type ObjectiveAssignmentFormValues = z.output<ReturnType<typeof objectiveAssignmentFormSchema>>;

/**
 * The Edit Objective Assignment form: the weight as typed; CASCADE-12: a new parent for one that needs
 * it ('' keeps the link as it is).
 */
export const editObjectiveAssignmentFormSchema = z.object({
  weight: weightTextSchema,
  parentObjectiveAssignmentId: optionalPick.optional(),
});
export type EditObjectiveAssignmentFormInput = z.input<typeof editObjectiveAssignmentFormSchema>;
export type EditObjectiveAssignmentFormValues = z.output<typeof editObjectiveAssignmentFormSchema>;

export const objectiveAssignmentSchema = z.object({
  id: z.uuid(),
  organizationId: z.uuid(),
  objectiveId: z.uuid(),
  objectiveName: z.string(),
  objectiveDescription: z.string().nullable(),
  bscPerspective: z.enum(BSC_PERSPECTIVES),
  themeId: z.uuid().nullable(),
  organizationFunctionId: z.uuid(),
  functionName: z.string(),
  organizationLevel: z.enum(FUNCTION_LEVELS),
  ownerId: z.uuid().nullable(),
  ownerName: z.string().nullable(),
  parentObjectiveAssignmentId: z.uuid().nullable(),
  parentObjectiveName: z.string().nullable(),
  /** WEIGHT-7: the weight in `year` (its own for that year, else the latest earlier year's, else the base). */
  weight: z.number(),
  /** WEIGHT-7: the year whose own weight `weight` is; null = the undated base weight. */
  weightYear: z.number().int().nullable(),
  /** The year asked for (?year=, default the current year). */
  year: z.number().int(),
  /** CASCADE-10: ended from this year on (earlier years keep it); null = not ended. */
  endedFromYear: z.number().int().nullable(),
  /** CASCADE-12: below the CEO level, no parent objective in `year` (none linked, or the parent ended). */
  needsParent: z.boolean(),
  target: z.number().nullable(),
  period: z.string().nullable(),
  status: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.string(),
});
export type ObjectiveAssignment = z.infer<typeof objectiveAssignmentSchema>;

export const COLLECT_FROM_MESSAGE = "Collect values from must be a month written YYYY-MM (e.g. 2026-09)";

/**
 * CYCLE-34: "collect values from …": the calendar month from which the owner is asked for values, as
 * YYYY-MM; a period is asked for when it ends in or after that month. Absent on create (or null): the month
 * the assignment is made in.
 */
export const collectFromSchema = z
  .string({ error: COLLECT_FROM_MESSAGE })
  .trim()
  .refine((text) => {
    const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(text);
    return match !== null && Number(match[1]) >= MIN_YEAR && Number(match[1]) <= MAX_YEAR;
  }, COLLECT_FROM_MESSAGE)
  .nullish()
  .describe(
    "CYCLE-34: collect values from this calendar month (YYYY-MM): periods ending before it are never asked for; default (absent or null) the month the assignment was made in",
  );

/**
 * API-10 POST /api/kpi-assignments. `targets` and `actualResults` are per-period maps, as JSON text or
 * objects; they are checked against the KPI's frequency on the server (periodMapSchema), since only
 * the KPI knows its keys. `period` is the year they are written to (PERIOD-2; default the current year).
 */
export const createKpiAssignmentSchema = z.object({
  kpiId: kpiPick,
  objectiveAssignmentId: objectivePick,
  linkedObjectiveId: z.uuid({ error: OBJECTIVE_REQUIRED_MESSAGE }).optional(),
  ownerId: optionalId("Owner must be a valid id"),
  weight: weightSchema,
  targets: z.unknown().optional(),
  actualResults: z.unknown().optional(),
  period: periodYearSchema.optional(),
  collectFrom: collectFromSchema,
});
export type CreateKpiAssignmentInput = z.input<typeof createKpiAssignmentSchema>;
export type CreateKpiAssignmentData = z.output<typeof createKpiAssignmentSchema>;

/**
 * Targets inputs (PERIOD-6): the text typed per period key; a blank is no target (null), anything else a
 * number within ±1e12 (VALUE-1). Gives the numbers; one message for the whole set.
 */
export function targetTextsSchemaFor(separator: DecimalSeparator = ".") {
  const valueSchema = periodValueTextSchemaFor(separator);
  return z.record(z.string(), z.string()).transform((texts, ctx) => {
    const values: Record<string, number | null> = {};
    for (const [key, text] of Object.entries(texts)) {
      const parsed = valueSchema.safeParse(text);
      if (!parsed.success) {
        const message = parsed.error.issues[0]?.message ?? "";
        // VALUE-3: an ambiguous entry says so; anything else gets the set's message.
        ctx.addIssue({
          code: "custom",
          message: message.includes("ambiguous") ? message : TARGETS_TEXT_MESSAGE,
        });
        return z.NEVER;
      }
      values[key] = parsed.data;
    }
    return values;
  });
}
export const targetTextsSchema = targetTextsSchemaFor(".");

/** The Assign KPI form (CASCADE-7, WEIGHT-1): the picks, the weight and the targets as typed. */
export function kpiAssignmentFormSchemaFor(separator: DecimalSeparator = ".") {
  return z.object({
    objectiveAssignmentId: objectivePick,
    kpiId: kpiPick,
    weight: weightTextSchema,
    ownerId: optionalPick,
    targets: targetTextsSchemaFor(separator),
    /** CYCLE-34: '' = the period it is assigned in (create) or as it is (edit). */
    collectFrom: optionalPick,
  });
}
export const kpiAssignmentFormSchema = kpiAssignmentFormSchemaFor(".");
export type KpiAssignmentFormInput = z.input<typeof kpiAssignmentFormSchema>;
export type KpiAssignmentFormValues = z.output<typeof kpiAssignmentFormSchema>;

/** The Edit KPI Assignment form: weight, owner, targets and where collecting starts (CYCLE-34). */
export function editKpiAssignmentFormSchemaFor(separator: DecimalSeparator = ".") {
  return kpiAssignmentFormSchemaFor(separator).pick({
    weight: true,
    ownerId: true,
    targets: true,
    collectFrom: true,
  });
}
export const editKpiAssignmentFormSchema = editKpiAssignmentFormSchemaFor(".");
export type EditKpiAssignmentFormInput = z.input<typeof editKpiAssignmentFormSchema>;
export type EditKpiAssignmentFormValues = z.output<typeof editKpiAssignmentFormSchema>;

/**
 * API-10 PATCH /api/kpi-assignments/{id}, in its three shapes: the edit form (weight, targets, period),
 * the actuals dialog (actualResults, period) and the single result update (actualResult, periodKey,
 * period; `score` is computed by the server and ignored). Maps merge per period key; null clears a key.
 */
export const updateKpiAssignmentSchema = z
  .object({
    weight: weightSchema.optional(),
    ownerId: optionalId("Owner must be a valid id"),
    targets: z.unknown().optional(),
    actualResults: z.unknown().optional(),
    actualResult: actualResultSchema.optional(),
    periodKey: z.string({ error: "Period must be a period key" }).optional(),
    score: z.unknown().optional(),
    period: periodYearSchema.optional(),
    /** WEIGHT-8: the year a weight (and targets) are set for; the same as `period`, which it wins over. */
    year: periodYearSchema.optional(),
    collectFrom: collectFromSchema,
    version: z.string().optional(),
  })
  .superRefine((body, ctx) => {
    if (body.periodKey !== undefined && body.actualResult === undefined) {
      ctx.addIssue({ code: "custom", path: ["actualResult"], message: ACTUAL_REQUIRED_MESSAGE });
    }
    if (body.actualResult !== undefined && body.periodKey === undefined) {
      ctx.addIssue({ code: "custom", path: ["periodKey"], message: PERIOD_REQUIRED_MESSAGE });
    }
  });
export type UpdateKpiAssignmentInput = z.input<typeof updateKpiAssignmentSchema>;
export type UpdateKpiAssignmentData = z.output<typeof updateKpiAssignmentSchema>;

const periodMapOut = z.record(z.string(), z.number().nullable());

export const kpiAssignmentSchema = z.object({
  id: z.uuid(),
  organizationId: z.uuid(),
  kpiId: z.uuid(),
  kpiName: z.string(),
  kpiDescription: z.string().nullable(),
  unit: z.string().nullable(),
  frequency: z.enum(FREQUENCIES),
  polarity: z.enum(["positive", "negative"]),
  isCumulative: z.boolean(),
  ...kpiMeasureShape,
  /** CALC-1: the KPI template's code, or null. */
  kpiCode: z.string().nullable().optional(),
  /** CALC-2, CALC-10: the template's formula; with one, the actuals are calculated, not entered. */
  formula: z.string().nullable().optional(),
  linkedObjectiveId: z.uuid(),
  objectiveName: z.string(),
  bscPerspective: z.enum(BSC_PERSPECTIVES),
  objectiveAssignmentId: z.uuid(),
  organizationFunctionId: z.uuid(),
  functionName: z.string(),
  organizationLevel: z.enum(FUNCTION_LEVELS),
  ownerId: z.uuid().nullable(),
  ownerName: z.string().nullable(),
  /** WEIGHT-7: the weight in `year`. */
  weight: z.number(),
  /** WEIGHT-7: the year whose own weight `weight` is; null = the undated base weight. */
  weightYear: z.number().int().nullable(),
  /** CASCADE-10: ended from this year on (earlier years keep it); null = not ended. */
  endedFromYear: z.number().int().nullable(),
  /** CYCLE-34: values are asked for from this calendar month (YYYY-MM). */
  collectFrom: z.string(),
  /** Every period key of the KPI's frequency for `year`; null = no value. */
  targets: periodMapOut,
  actualResults: periodMapOut,
  /** PERIOD-2: the year as text. */
  period: z.string(),
  year: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.string(),
});
export type KpiAssignment = z.infer<typeof kpiAssignmentSchema>;

export const kpiAssignmentsQuerySchema = z.object({ year: assignmentYearSchema.optional() });

/** ?year=YYYY of GET /api/objective-assignments (WEIGHT-7: the weights of that year; default the current one). */
export const objectiveAssignmentsQuerySchema = z.object({ year: assignmentYearSchema.optional() });
