// Change requests (REQUEST-5..REQUEST-11, API-21..API-23): the bodies, queries and answers of
// /api/requests. A request's `changes` are checked by the same schemas as the direct write it stands for
// (REQUEST-6): the year and weight of PUT /api/objective-assignments/{id}, the period values of
// PATCH /api/kpi-assignments/{id} (per key against the KPI's frequency, on the server, which knows it) and
// the fields of PUT /api/kpis/{id}.
import { z } from "zod";
import { REQUEST_STATES, REQUEST_TYPES, type RequestType, STEP_OUTCOMES } from "../requests";
import { periodYearSchema, updateObjectiveAssignmentSchema } from "./assignments";
import { kpiUpdateSchema } from "./library";
import { periodValueSchema } from "./period-maps";

export const REQUEST_TYPE_MESSAGE =
  "Type must be target_change, weight_change, kpi_change, actual_correction or other";
export const TITLE_REQUIRED = "Title is required";
export const TITLE_MAX = 200;
export const REQUEST_DESCRIPTION_MAX = 5000;
export const COMMENT_MAX = 2000;
export const REASON_MAX = 500;
export const CHANGES_REQUIRED = "Changes are required for this type of request";
export const CHANGES_NOT_ALLOWED = "A request of type other carries no changes";
export const NO_VALUES_MESSAGE = "Name at least one period value to change";
export const NO_FIELDS_MESSAGE = "Name at least one KPI field to change";

const periodValues = z
  .record(z.string(), periodValueSchema, { error: "Period values must be an object keyed by period" })
  .refine((values) => Object.keys(values).length > 0, NO_VALUES_MESSAGE);

/** REQUEST-6: a target change: the values PATCH /api/kpi-assignments/{id} takes as `targets`. */
export const targetChangeSchema = z.object({
  kpiAssignmentId: z.uuid({ error: "KPI assignment must be a valid id" }),
  year: periodYearSchema,
  targets: periodValues,
});
/** REQUEST-6: an actual correction: the values PATCH /api/kpi-assignments/{id} takes as `actualResults`. */
export const actualCorrectionSchema = z.object({
  kpiAssignmentId: z.uuid({ error: "KPI assignment must be a valid id" }),
  year: periodYearSchema,
  actualResults: periodValues,
});
/** REQUEST-6: a weight change: PUT /api/objective-assignments/{id}'s weight for a year (WEIGHT-8). */
export const weightChangeSchema = z.object({
  objectiveAssignmentId: z.uuid({ error: "Objective assignment must be a valid id" }),
  year: updateObjectiveAssignmentSchema.shape.year.unwrap(),
  weight: updateObjectiveAssignmentSchema.shape.weight,
});
/** REQUEST-6: a KPI definition change: the fields of PUT /api/kpis/{id}, those sent change. */
export const kpiFieldsSchema = kpiUpdateSchema
  .omit({ version: true })
  .partial()
  .refine((fields) => Object.values(fields).some((value) => value !== undefined), NO_FIELDS_MESSAGE);
export const kpiChangeSchema = z.object({
  kpiId: z.uuid({ error: "KPI must be a valid id" }),
  fields: kpiFieldsSchema,
});

export type TargetChange = z.output<typeof targetChangeSchema>;
export type ActualCorrection = z.output<typeof actualCorrectionSchema>;
export type WeightChange = z.output<typeof weightChangeSchema>;
export type KpiChange = z.output<typeof kpiChangeSchema>;

export const CHANGES_SCHEMAS = {
  target_change: targetChangeSchema,
  actual_correction: actualCorrectionSchema,
  weight_change: weightChangeSchema,
  kpi_change: kpiChangeSchema,
} as const;

export type RequestChanges =
  | { type: "target_change"; changes: TargetChange }
  | { type: "actual_correction"; changes: ActualCorrection }
  | { type: "weight_change"; changes: WeightChange }
  | { type: "kpi_change"; changes: KpiChange }
  | { type: "other"; changes: null };

export const requestTypeSchema = z.enum(REQUEST_TYPES, { error: REQUEST_TYPE_MESSAGE });

/** API-21 POST /api/requests (REQUEST-5, REQUEST-6): `changes` checked by the type's schema. */
export const createRequestSchema = z
  .object({
    type: requestTypeSchema,
    title: z
      .string({ error: TITLE_REQUIRED })
      .trim()
      .min(1, TITLE_REQUIRED)
      .max(TITLE_MAX, `Title must be at most ${TITLE_MAX} characters`),
    description: z
      .string({ error: "Description must be text" })
      .trim()
      .max(REQUEST_DESCRIPTION_MAX, `Description must be at most ${REQUEST_DESCRIPTION_MAX} characters`)
      .nullish()
      .transform((value) => value ?? ""),
    changes: z.unknown().optional(),
  })
  .transform((body, ctx) => {
    const base = { title: body.title, description: body.description };
    if (body.type === "other") {
      if (body.changes !== undefined && body.changes !== null) {
        ctx.addIssue({ code: "custom", path: ["changes"], message: CHANGES_NOT_ALLOWED });
        return z.NEVER;
      }
      return { ...base, type: "other" as const, changes: null };
    }
    if (body.changes === undefined || body.changes === null) {
      ctx.addIssue({ code: "custom", path: ["changes"], message: CHANGES_REQUIRED });
      return z.NEVER;
    }
    const parsed = CHANGES_SCHEMAS[body.type].safeParse(body.changes);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        ctx.addIssue({
          code: "custom",
          path: ["changes", ...issue.path.map(String)],
          message: issue.message,
        });
      }
      return z.NEVER;
    }
    return { ...base, type: body.type, changes: parsed.data } as {
      title: string;
      description: string;
    } & RequestChanges;
  });
export type CreateRequestInput = z.input<typeof createRequestSchema>;
export type CreateRequestData = z.output<typeof createRequestSchema>;

export const STATUS_OR_COMMENT = "Send a status, a comment or both";

/** API-22 PATCH /api/requests/{id} (REQUEST-15..REQUEST-19): a status move, a comment, or both. */
export const updateRequestSchema = z
  .object({
    status: z
      .string({ error: "Status must be text" })
      .trim()
      .min(1, "Status must be one of the request statuses")
      .max(50, "Status must be one of the request statuses")
      .optional(),
    comment: z
      .string({ error: "Comment must be text" })
      .trim()
      .min(1, "A comment cannot be blank")
      .max(COMMENT_MAX, `A comment must be at most ${COMMENT_MAX} characters`)
      .optional(),
    reason: z
      .string({ error: "Reason must be text" })
      .trim()
      .max(REASON_MAX, `The reason must be at most ${REASON_MAX} characters`)
      .optional(),
    version: z.string().optional(),
  })
  .refine((body) => body.status !== undefined || body.comment !== undefined, STATUS_OR_COMMENT);
export type UpdateRequestInput = z.input<typeof updateRequestSchema>;
export type UpdateRequestData = z.output<typeof updateRequestSchema>;

/** API-21 GET /api/requests?status=&mine=&type=. */
export const requestsQuerySchema = z.object({
  status: z.string().trim().max(50, "Status must be one of the request statuses").optional(),
  mine: z
    .enum(["true", "false"], { error: "mine must be true or false" })
    .optional()
    .transform((value) => value === "true"),
  type: requestTypeSchema.optional(),
});
export type RequestsQuery = z.input<typeof requestsQuerySchema>;

const stateSchema = z.enum(REQUEST_STATES);
const number = z.number().nullable();

export const requestSubjectSchema = z.object({
  kind: z.enum(["kpi_assignment", "objective_assignment", "kpi"]),
  id: z.uuid(),
  name: z.string(),
  functionId: z.uuid().nullable(),
  functionName: z.string().nullable(),
  year: z.number().int().nullable(),
});
export type RequestSubject = z.infer<typeof requestSubjectSchema>;

export const diffRowSchema = z.object({
  field: z.string(),
  label: z.string(),
  before: z.union([z.number(), z.string()]).nullable(),
  after: z.union([z.number(), z.string()]).nullable(),
  /** UI-113: the unit numbers before and after are written with ('€', '%'); null or absent: none. */
  unit: z.string().nullable().optional(),
});
export type DiffRow = z.infer<typeof diffRowSchema>;

export const impactRowSchema = z.object({
  level: z.enum(["kpi", "objective", "function"]),
  id: z.string(),
  name: z.string(),
  functionName: z.string(),
  before: number,
  after: number,
  statusBefore: z.string().nullable(),
  statusAfter: z.string().nullable(),
});
export const impactSchema = z.object({
  computedAt: z.string(),
  stale: z.boolean(),
  periods: z.array(z.object({ period: z.string(), label: z.string(), rows: z.array(impactRowSchema) })),
  weights: z
    .object({
      functionId: z.string(),
      functionName: z.string(),
      totalBefore: z.number(),
      totalAfter: z.number(),
      balancedBefore: z.boolean(),
      balancedAfter: z.boolean(),
    })
    .nullable(),
});
export type RequestImpact = z.infer<typeof impactSchema>;
export type ImpactRow = z.infer<typeof impactRowSchema>;

export const approvalStepSchema = z.object({
  level: z.number().int(),
  functionId: z.string(),
  functionName: z.string(),
  headUserId: z.string().nullable(),
  headName: z.string().nullable(),
  decidedBy: z.string().nullable(),
  decidedByName: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decision: z.enum(["approved", "rejected"]).nullable(),
  /** REQUEST-41: what became of the level, for the trail (a closed request has no 'Not yet'). */
  outcome: z.enum(STEP_OUTCOMES),
});

export const requestCommentSchema = z.object({
  id: z.string(),
  authorId: z.string().nullable(),
  authorName: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export type RequestComment = z.infer<typeof requestCommentSchema>;

/** API-21..API-23: one request as GET /api/requests/{id}, POST and PATCH answer it. */
export const requestSchema = z.object({
  id: z.uuid(),
  type: requestTypeSchema,
  title: z.string(),
  description: z.string(),
  status: z.string(),
  state: stateSchema,
  changes: z.record(z.string(), z.unknown()).nullable(),
  subject: requestSubjectSchema.nullable(),
  diff: z.array(diffRowSchema),
  impact: impactSchema.nullable(),
  approvals: z.array(approvalStepSchema),
  awaiting: z
    .object({
      level: z.number().int(),
      /** Null only for an organization without functions (an administrator completes it). */
      functionId: z.string().nullable(),
      functionName: z.string().nullable(),
      headUserId: z.string().nullable(),
      headName: z.string().nullable(),
    })
    .nullable(),
  can: z.object({
    approve: z.boolean(),
    reject: z.boolean(),
    comment: z.boolean(),
    delete: z.boolean(),
    move: z.boolean(),
  }),
  comments: z.array(requestCommentSchema),
  rejectionReason: z.string().nullable(),
  appliedAt: z.string().nullable(),
  appliedByName: z.string().nullable(),
  requesterId: z.string().nullable(),
  requesterName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.string(),
});
export type ChangeRequest = z.infer<typeof requestSchema>;

/** API-21 GET /api/requests: one row of the list. */
export const requestSummarySchema = z.object({
  id: z.uuid(),
  type: requestTypeSchema,
  title: z.string(),
  status: z.string(),
  state: stateSchema,
  requesterId: z.string().nullable(),
  requesterName: z.string(),
  subjectName: z.string().nullable(),
  functionName: z.string().nullable(),
  awaitingName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ChangeRequestSummary = z.infer<typeof requestSummarySchema>;

export type { RequestType };
