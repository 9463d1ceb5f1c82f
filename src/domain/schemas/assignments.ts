// Objective and KPI assignments (spec §3 Objective assignment, KPI assignment; §5 Objective assignment,
// KPI assignment form, Targets inputs, Actual result single update; §7 calls; D1 years, D5 weights).
// Shared by the assignments API and the Set and Cascade dialogs.
import { z } from "zod";
import { FUNCTION_LEVELS } from "../labels";
import { FREQUENCIES } from "../periods";
import { BSC_PERSPECTIVES } from "../scorecard";
import { DEFAULT_OBJECTIVE_WEIGHT, weightSchema } from "../weights";

// D1: years are real; the database keeps 1900..2200.
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2200;
export const ASSIGNMENT_YEAR_MESSAGE = `Year must be a whole year from ${MIN_YEAR} to ${MAX_YEAR}`;
export const OBJECTIVE_REQUIRED_MESSAGE = "Objective selection is required";
export const KPI_REQUIRED_MESSAGE = "KPI selection is required";
export const FUNCTION_REQUIRED_MESSAGE = "Function selection is required";
export const ACTUAL_REQUIRED_MESSAGE = "Actual result is required";
export const ACTUAL_NUMBER_MESSAGE = "Please enter a valid number";

/** ?year=YYYY of GET /api/kpi-assignments (D1). */
export const assignmentYearSchema = z.coerce
  .number({ error: ASSIGNMENT_YEAR_MESSAGE })
  .int(ASSIGNMENT_YEAR_MESSAGE)
  .min(MIN_YEAR, ASSIGNMENT_YEAR_MESSAGE)
  .max(MAX_YEAR, ASSIGNMENT_YEAR_MESSAGE);

/** D1: a KPI assignment's `period` is the year written to, as text ('2026') or a number. */
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

// spec §5 Actual result (single update): 'must match a non-negative decimal'.
const NON_NEGATIVE_DECIMAL = /^(\d+(\.\d*)?|\.\d+)$/;

/** spec §5 Actual result (single update): required, a non-negative decimal; text or a number. */
export const actualResultSchema = z
  .union([z.number(), z.string(), z.null()], { error: ACTUAL_NUMBER_MESSAGE })
  .transform((value, ctx) => {
    if (value === null || (typeof value === "string" && value.trim() === "")) {
      ctx.addIssue({ code: "custom", message: ACTUAL_REQUIRED_MESSAGE });
      return z.NEVER;
    }
    const valid =
      typeof value === "number"
        ? Number.isFinite(value) && value >= 0
        : NON_NEGATIVE_DECIMAL.test(value.trim());
    if (!valid) {
      ctx.addIssue({ code: "custom", message: ACTUAL_NUMBER_MESSAGE });
      return z.NEVER;
    }
    return Number(value);
  });

/** The 'Update KPI Result' form field (spec §5): the text typed, checked as the server checks it. */
export const actualResultFormSchema = z.object({
  actualResult: z
    .string()
    .trim()
    .min(1, ACTUAL_REQUIRED_MESSAGE)
    .regex(NON_NEGATIVE_DECIMAL, ACTUAL_NUMBER_MESSAGE),
});

// spec §3: organizationFunctionId is 'also seen as organizationFunction or functionId'.
function functionIdAliases(input: unknown): unknown {
  if (typeof input !== "object" || input === null || Array.isArray(input)) return input;
  const body = input as Record<string, unknown>;
  if (body.organizationFunctionId !== undefined) return body;
  return { ...body, organizationFunctionId: body.functionId ?? body.organizationFunction };
}

const targetSchema = z
  .number({ error: "Target must be a number" })
  .min(0, "Target must be 0 or more")
  .nullish();
const periodTextSchema = z.string({ error: "Period must be text" }).trim().max(50).nullish();

/**
 * spec §7 POST /api/objective-assignments. Weight 1..100, default 25 (spec §9). The level comes from the
 * function; status is Active on create whatever is sent (spec §4); organizationId comes from the session
 * (D8) and is ignored here.
 */
export const createObjectiveAssignmentSchema = z.preprocess(
  functionIdAliases,
  z.object({
    objectiveId: z.uuid({ error: OBJECTIVE_REQUIRED_MESSAGE }),
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
 * spec §7 PUT /api/objective-assignments/{id}: the weight, plus the other fields unchanged. Only the
 * weight, the parent link, target and period are taken; the objective, function, level and status are
 * kept (spec §4: status kept on edit). D7: `version`.
 */
export const updateObjectiveAssignmentSchema = z.object({
  weight: weightSchema,
  parentObjectiveAssignmentId: optionalId("Parent objective must be a valid id"),
  target: targetSchema,
  period: periodTextSchema,
  version: z.string().optional(),
});
export type UpdateObjectiveAssignmentInput = z.input<typeof updateObjectiveAssignmentSchema>;
export type UpdateObjectiveAssignmentData = z.output<typeof updateObjectiveAssignmentSchema>;

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
  weight: z.number(),
  target: z.number().nullable(),
  period: z.string().nullable(),
  status: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.string(),
});
export type ObjectiveAssignment = z.infer<typeof objectiveAssignmentSchema>;

/**
 * spec §7 POST /api/kpi-assignments. `targets` and `actualResults` are per-period maps, as JSON text or
 * objects; they are checked against the KPI's frequency on the server (periodMapSchema), since only
 * the KPI knows its keys. `period` is the year they are written to (D1; default the current year).
 */
export const createKpiAssignmentSchema = z.object({
  kpiId: z.uuid({ error: KPI_REQUIRED_MESSAGE }),
  objectiveAssignmentId: z.uuid({ error: OBJECTIVE_REQUIRED_MESSAGE }),
  linkedObjectiveId: z.uuid({ error: OBJECTIVE_REQUIRED_MESSAGE }).optional(),
  ownerId: optionalId("Owner must be a valid id"),
  weight: weightSchema,
  targets: z.unknown().optional(),
  actualResults: z.unknown().optional(),
  period: periodYearSchema.optional(),
});
export type CreateKpiAssignmentInput = z.input<typeof createKpiAssignmentSchema>;
export type CreateKpiAssignmentData = z.output<typeof createKpiAssignmentSchema>;

/**
 * spec §7 PATCH /api/kpi-assignments/{id}, in its three shapes: the edit form (weight, targets, period),
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
    version: z.string().optional(),
  })
  .superRefine((body, ctx) => {
    if (body.periodKey !== undefined && body.actualResult === undefined) {
      ctx.addIssue({ code: "custom", path: ["actualResult"], message: ACTUAL_REQUIRED_MESSAGE });
    }
    if (body.actualResult !== undefined && body.periodKey === undefined) {
      ctx.addIssue({ code: "custom", path: ["periodKey"], message: "Period is required" });
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
  linkedObjectiveId: z.uuid(),
  objectiveName: z.string(),
  bscPerspective: z.enum(BSC_PERSPECTIVES),
  objectiveAssignmentId: z.uuid(),
  organizationFunctionId: z.uuid(),
  functionName: z.string(),
  organizationLevel: z.enum(FUNCTION_LEVELS),
  ownerId: z.uuid().nullable(),
  ownerName: z.string().nullable(),
  weight: z.number(),
  /** Every period key of the KPI's frequency for `year`; null = no value. */
  targets: periodMapOut,
  actualResults: periodMapOut,
  /** D1: the year as text. */
  period: z.string(),
  year: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.string(),
});
export type KpiAssignment = z.infer<typeof kpiAssignmentSchema>;

export const kpiAssignmentsQuerySchema = z.object({ year: assignmentYearSchema.optional() });
