import { z } from "zod";
import { MONTH_KEYS, QUARTER_KEYS } from "../periods";
import { KPI_STATUSES } from "../scoring";
import { yearSchema } from "./period-maps";

// Evidence (EVIDENCE-1..EVIDENCE-9) and approval of actuals (APPROVAL-1..APPROVAL-14): the shapes the
// API answers and takes, shared by the server routes and the client.

const ALL_KEYS = [...MONTH_KEYS, ...QUARTER_KEYS, "annual"] as const;
export const PERIOD_KEY_MESSAGE = `Period must be one of ${ALL_KEYS.join(", ")}`;
const periodKey = z.enum(ALL_KEYS, { error: PERIOD_KEY_MESSAGE });

/** POST /api/kpi-assignments/{id}/attachments?year=&period= (the period is checked against the KPI). */
export const attachmentUploadQuerySchema = z.object({ year: yearSchema, period: periodKey });
/**
 * The same query as the route declares it: checked only once the KPI assignment is found, so another
 * organization's id answers 404 whatever the query (TENANT-2).
 */
export const attachmentUploadRouteQuerySchema = z.object({
  year: z.string().max(10).optional(),
  period: z.string().max(20).optional(),
});
/** GET /api/kpi-assignments/{id}/attachments[?year=&period=]. */
export const attachmentListQuerySchema = z.object({
  year: yearSchema.optional(),
  period: periodKey.optional(),
});

export const attachmentSchema = z.object({
  id: z.string(),
  kpiAssignmentId: z.string(),
  year: z.number().int(),
  period: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  uploadedBy: z.string().nullable(),
  uploaderName: z.string().nullable(),
  uploadedAt: z.string(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

// ----- Approval -----

export const SUBMISSION_STATUSES = ["pending", "approved", "rejected"] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

export const submissionsQuerySchema = z.object({
  status: z
    .enum(SUBMISSION_STATUSES, { error: "Status must be pending, approved or rejected" })
    .optional()
    .default("pending"),
});

export const REASON_REQUIRED = "Give a reason for the rejection";
export const REASON_MAX = 2000;
export const rejectSubmissionSchema = z.object({
  reason: z
    .string({ error: REASON_REQUIRED })
    .trim()
    .min(1, REASON_REQUIRED)
    .max(REASON_MAX, `The reason must be at most ${REASON_MAX} characters`),
});

const statusSchema = z.enum(KPI_STATUSES);
/** One score before → after (null: no data). */
export const scoreMoveSchema = z.object({
  id: z.string().nullable(),
  name: z.string().nullable(),
  before: z.number().nullable(),
  after: z.number().nullable(),
  beforeStatus: statusSchema,
  afterStatus: statusSchema,
});
export type ScoreMove = z.infer<typeof scoreMoveSchema>;

/** APPROVAL-6: what one submitted period value does to the KPI, its objective, its function and the CEO. */
export const periodImpactSchema = z.object({
  period: z.string(),
  periodLabel: z.string(),
  oldValue: z.number().nullable(),
  newValue: z.number().nullable(),
  kpi: scoreMoveSchema,
  objective: scoreMoveSchema,
  function: scoreMoveSchema,
  ceo: scoreMoveSchema.nullable(),
});
export type PeriodImpact = z.infer<typeof periodImpactSchema>;

export const submissionSchema = z.object({
  id: z.string(),
  kpiAssignmentId: z.string(),
  kpiName: z.string(),
  unit: z.string().nullable(),
  functionId: z.string(),
  functionName: z.string(),
  objectiveName: z.string(),
  year: z.number().int(),
  status: z.enum(SUBMISSION_STATUSES),
  values: z.record(z.string(), z.number().nullable()),
  submittedBy: z.string().nullable(),
  submitterName: z.string().nullable(),
  submittedAt: z.string(),
  decidedBy: z.string().nullable(),
  deciderName: z.string().nullable(),
  decidedAt: z.string().nullable(),
  reason: z.string().nullable(),
  impact: z.array(periodImpactSchema),
  /** Whether the caller may approve or reject it (APPROVAL-8). */
  canDecide: z.boolean(),
});
export type Submission = z.infer<typeof submissionSchema>;

/** The 202 answer of an actual that waits for approval (APPROVAL-1). */
export const pendingSubmissionSchema = z.object({
  status: z.literal("pending"),
  submissionId: z.string(),
  message: z.string(),
});
export type PendingSubmission = z.infer<typeof pendingSubmissionSchema>;
