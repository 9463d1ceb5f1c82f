import { z } from "zod";
import { FREQUENCIES, isPeriodKeyOf } from "../periods";
import { assignmentYearSchema } from "./assignments";
import { kpiMeasureShape } from "./library";
import { frequencySchema, polaritySchema } from "./period-maps";

// The reporting cycle's reads (CYCLE-20..CYCLE-32): My Updates and the completeness of reporting.

const ITEM_STATES = ["due", "overdue", "submitted", "approved"] as const;
/** APPROVAL-15: My Updates' states add `rejected`. */
const MY_UPDATE_STATES = ["due", "overdue", "rejected", "submitted", "approved"] as const;
const periodKeySchema = z.string();

export const myUpdatesQuerySchema = z.object({ year: assignmentYearSchema.optional() });

/** CYCLE-22: one period of one of the caller's KPI assignments, with what it needs to enter a value. */
export const myUpdateItemSchema = z.object({
  kpiAssignmentId: z.string(),
  kpiId: z.string(),
  name: z.string(),
  unit: z.string().nullable(),
  polarity: polaritySchema,
  frequency: frequencySchema,
  isCumulative: z.boolean(),
  ...kpiMeasureShape,
  functionId: z.string(),
  functionName: z.string(),
  objectiveName: z.string(),
  year: z.number().int(),
  period: periodKeySchema,
  periodLabel: z.string(),
  /** CYCLE-20: the day the actual is due (ISO date). */
  dueDate: z.string(),
  state: z.enum(MY_UPDATE_STATES),
  /** The approved (recorded) actual, null when none. */
  actual: z.number().nullable(),
  target: z.number().nullable(),
  /** The value waiting for approval (state `submitted`), null when none. */
  pendingValue: z.number().nullable(),
  submissionId: z.string().nullable(),
  /** APPROVAL-15: the refused value still standing (state `rejected`): the value, the reason, who and when. */
  rejection: z
    .object({
      submissionId: z.string(),
      value: z.number().nullable(),
      reason: z.string().nullable(),
      deciderName: z.string().nullable(),
      decidedAt: z.string(),
    })
    .nullable(),
});
export type MyUpdateItem = z.infer<typeof myUpdateItemSchema>;

/** CYCLE-29: a reminder digest the caller was sent. */
export const sentReminderSchema = z.object({
  day: z.string(),
  sentAt: z.string(),
  items: z.array(
    z.object({
      kpiAssignmentId: z.string(),
      kpiName: z.string(),
      functionName: z.string(),
      year: z.number().int(),
      period: z.string(),
      periodLabel: z.string(),
      dueDate: z.string(),
      stage: z.enum(["reminder", "overdue", "escalation"]),
      ownerName: z.string().nullable(),
      level: z.number().int().optional(),
    }),
  ),
});
export type SentReminder = z.infer<typeof sentReminderSchema>;

export const myUpdatesResponseSchema = z.object({
  /** The fiscal years listed (without ?year=: this one and the one before). */
  years: z.array(z.number().int()),
  today: z.string(),
  calendar: z.object({
    reportingDueDays: z.number().int(),
    reminderLeadDays: z.number().int(),
    escalationGraceDays: z.number().int(),
  }),
  items: z.array(myUpdateItemSchema),
  counts: z.object({
    due: z.number().int(),
    overdue: z.number().int(),
    /** APPROVAL-15: periods whose submitted value was refused and not replaced yet. */
    rejected: z.number().int(),
    submitted: z.number().int(),
    approved: z.number().int(),
  }),
  reminders: z.array(sentReminderSchema),
});
export type MyUpdatesResponse = z.infer<typeof myUpdatesResponseSchema>;

export const PERIOD_OF_FREQUENCY_MESSAGE = "Period must be a period key of the frequency";

/** CYCLE-30: ?year= (default this fiscal year), ?frequency= (default monthly), ?period= (optional). */
export const reportingStatusQuerySchema = z
  .object({
    year: assignmentYearSchema.optional(),
    frequency: z.enum(FREQUENCIES, { error: "Frequency must be monthly, quarterly or annual" }).optional(),
    period: z.string().max(20).optional(),
    /** CYCLE-33: one function's KPI periods, listed (the heatmap cell's list). */
    functionId: z.uuid("Function must be a valid function id").optional(),
  })
  .superRefine((query, ctx) => {
    if (query.period !== undefined && !isPeriodKeyOf(query.frequency ?? "monthly", query.period)) {
      ctx.addIssue({ code: "custom", path: ["period"], message: PERIOD_OF_FREQUENCY_MESSAGE });
    }
  });

const figuresSchema = z.object({
  expected: z.number().int(),
  reported: z.number().int(),
  approved: z.number().int(),
  overdue: z.number().int(),
});
export type ReportingFigures = z.infer<typeof figuresSchema>;

export const reportingStatusResponseSchema = z.object({
  year: z.number().int(),
  frequency: frequencySchema,
  /** The period the functions' own figures are for; null: the sum over the periods due so far. */
  period: z.string().nullable(),
  today: z.string(),
  periods: z.array(z.object({ key: z.string(), label: z.string(), dueDate: z.string() })),
  functions: z.array(
    figuresSchema.extend({
      functionId: z.string(),
      name: z.string(),
      parentId: z.string().nullable(),
      level: z.string(),
      /** The same figures per period of the year (the heatmap's cells). */
      byPeriod: z.record(z.string(), figuresSchema),
    }),
  ),
  /** CYCLE-33: with ?functionId=, that function's KPI periods (of ?period= when given), else null. */
  items: z
    .array(
      z.object({
        kpiAssignmentId: z.string(),
        name: z.string(),
        ownerName: z.string().nullable(),
        period: z.string(),
        periodLabel: z.string(),
        dueDate: z.string(),
        state: z.enum(ITEM_STATES),
      }),
    )
    .nullable(),
});
export type ReportingStatusResponse = z.infer<typeof reportingStatusResponseSchema>;

/** UI-97: ?year=, ?frequency= and ?period= of GET /api/reporting-status/matrix (as CYCLE-30's). */
export const reportingMatrixQuerySchema = z
  .object({
    year: assignmentYearSchema.optional(),
    frequency: z.enum(FREQUENCIES, { error: "Frequency must be monthly, quarterly or annual" }).optional(),
    period: z.string().max(20).optional(),
  })
  .superRefine((query, ctx) => {
    if (query.period !== undefined && !isPeriodKeyOf(query.frequency ?? "monthly", query.period)) {
      ctx.addIssue({ code: "custom", path: ["period"], message: PERIOD_OF_FREQUENCY_MESSAGE });
    }
  });

/**
 * UI-97: GET /api/reporting-status/matrix — the same figures as GET /api/reporting-status, compact:
 * each function once, its parent as the index of that parent in `functions` (null: none), its own
 * figures as [expected, reported, approved, overdue] and its cells as those four numbers for each of
 * `periods`, in order.
 */
export const reportingMatrixSchema = z.object({
  year: z.number().int(),
  frequency: frequencySchema,
  period: z.string().nullable(),
  today: z.string(),
  periods: z.array(z.object({ key: z.string(), label: z.string(), dueDate: z.string() })),
  functions: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      parent: z.number().int().nullable(),
      level: z.string(),
      figures: z.array(z.number().int()).length(4),
      cells: z.array(z.number().int()),
    }),
  ),
});
export type ReportingMatrix = z.infer<typeof reportingMatrixSchema>;

/** UI-97: GET /api/reporting-status/functions/{id}/items — the `items` of GET /api/reporting-status?functionId=, alone. */
export const reportingItemsSchema = z.object({ items: reportingStatusResponseSchema.shape.items.unwrap() });
export type ReportingItems = z.infer<typeof reportingItemsSchema>;
