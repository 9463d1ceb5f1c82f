// Initiatives (INIT-1..INIT-35, API-24..API-26): the projects that should move the scores,
// their milestones, computed health and whether they moved the needle. Shared by the API and the screens.
import { z } from "zod";
import { INITIATIVE_HEALTHS } from "../initiatives";
import { FREQUENCIES } from "../periods";
import { versionSchema } from "./library";

/** INIT-5: dates lie in 2000-01-01 … 2100-12-31. */
export const INITIATIVE_MIN_DATE = "2000-01-01";
export const INITIATIVE_MAX_DATE = "2100-12-31";
/** INIT-6: budgets and spend are 0 … 1e12. */
export const MONEY_LIMIT = 1e12;
export const NAME_MAX = 200;
export const DESCRIPTION_MAX = 5000;
export const MAX_LINKS = 50;
/** INIT-13: a milestone's weight is more than 0 and at most 1000. */
export const MILESTONE_WEIGHT_MAX = 1000;

export const NAME_MESSAGE = "Name is required";
export const NAME_LENGTH_MESSAGE = `Name must be at most ${NAME_MAX} characters`;
export const DESCRIPTION_MESSAGE = `Description must be at most ${DESCRIPTION_MAX} characters`;
export const DATE_MESSAGE = "Dates must be real calendar days written YYYY-MM-DD";
export const DATE_RANGE_MESSAGE = "Dates must lie between 2000-01-01 and 2100-12-31";
export const END_BEFORE_START_MESSAGE = "The end date cannot be before the start date";
export const BUDGET_MESSAGE = "Budget must be a number from 0 to 1000000000000";
export const SPENT_MESSAGE = "Spent must be a number from 0 to 1000000000000";
export const PERCENT_MESSAGE = "Percent complete must be a number from 0 to 100";
export const PERCENT_WITH_MILESTONES_MESSAGE =
  "Percent complete is worked out from the milestones when an initiative has any; complete milestones instead.";
export const OBJECTIVES_REQUIRED_MESSAGE = "Link the initiative to at least one objective";
export const LINKS_MAX_MESSAGE = `At most ${MAX_LINKS} links`;
export const ID_LIST_MESSAGE = "Each id must be a UUID";
export const OWNER_MESSAGE = "The owner must be a user's id";
export const STATUS_MESSAGE = "Status must be text";
export const UNKNOWN_STATUS_MESSAGE = "Status must be one of the organization's initiative statuses";
export const WEIGHT_MESSAGE = `Weight must be a number above 0 and at most ${MILESTONE_WEIGHT_MAX}`;
export const COMPLETED_AT_MESSAGE = "completedAt must be an ISO date-time or null";
export const MILESTONE_DUE_MESSAGE =
  "A milestone's due date must lie within a year before the start and a year after the end of its initiative";

/** A calendar day "YYYY-MM-DD" in INIT-5's range. */
export const initiativeDateSchema = z
  .string({ error: DATE_MESSAGE })
  .refine((value) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, DATE_MESSAGE)
  .refine((value) => value >= INITIATIVE_MIN_DATE && value <= INITIATIVE_MAX_DATE, DATE_RANGE_MESSAGE);

const money = (message: string) =>
  z.number({ error: message }).min(0, message).max(MONEY_LIMIT, message).nullable().optional();

const percentSchema = z.number({ error: PERCENT_MESSAGE }).min(0, PERCENT_MESSAGE).max(100, PERCENT_MESSAGE);

const idList = z.array(z.uuid({ error: ID_LIST_MESSAGE }), { error: "Must be a list of ids" });

/** API-24 POST /api/initiatives and PUT /api/initiatives/{id} (a full replace; INIT-2..INIT-9). */
export const initiativeBodySchema = z
  .object({
    name: z.string({ error: NAME_MESSAGE }).trim().min(1, NAME_MESSAGE).max(NAME_MAX, NAME_LENGTH_MESSAGE),
    description: z
      .string({ error: "Description must be text" })
      .trim()
      .max(DESCRIPTION_MAX, DESCRIPTION_MESSAGE)
      .nullable()
      .optional()
      .transform((value) => value || null),
    ownerId: z.uuid({ error: OWNER_MESSAGE }).nullable().optional(),
    objectiveAssignmentIds: idList.min(1, OBJECTIVES_REQUIRED_MESSAGE).max(MAX_LINKS, LINKS_MAX_MESSAGE),
    kpiAssignmentIds: idList.max(MAX_LINKS, LINKS_MAX_MESSAGE).optional(),
    startDate: initiativeDateSchema,
    endDate: initiativeDateSchema,
    budget: money(BUDGET_MESSAGE),
    spent: money(SPENT_MESSAGE),
    status: z.string({ error: STATUS_MESSAGE }).trim().min(1, UNKNOWN_STATUS_MESSAGE).max(50).optional(),
    percentComplete: percentSchema.nullable().optional(),
    version: versionSchema,
  })
  .superRefine((value, ctx) => {
    // INIT-4: the end is on or after the start.
    if (value.endDate < value.startDate) {
      ctx.addIssue({ code: "custom", path: ["endDate"], message: END_BEFORE_START_MESSAGE });
    }
  });
export type InitiativeBodyInput = z.input<typeof initiativeBodySchema>;
export type InitiativeBody = z.output<typeof initiativeBodySchema>;

/** API-25 POST /api/initiatives/{id}/milestones. */
export const createMilestoneSchema = z.object({
  name: z.string({ error: NAME_MESSAGE }).trim().min(1, NAME_MESSAGE).max(NAME_MAX, NAME_LENGTH_MESSAGE),
  dueDate: initiativeDateSchema,
  weight: z
    .number({ error: WEIGHT_MESSAGE })
    .gt(0, WEIGHT_MESSAGE)
    .max(MILESTONE_WEIGHT_MAX, WEIGHT_MESSAGE)
    .default(1),
});
export type CreateMilestoneInput = z.input<typeof createMilestoneSchema>;

/** API-25 PATCH /api/milestones/{id}: the fields sent change (API-9); completedAt null reopens it. */
export const updateMilestoneSchema = z.object({
  name: z
    .string({ error: NAME_MESSAGE })
    .trim()
    .min(1, NAME_MESSAGE)
    .max(NAME_MAX, NAME_LENGTH_MESSAGE)
    .optional(),
  dueDate: initiativeDateSchema.optional(),
  weight: z
    .number({ error: WEIGHT_MESSAGE })
    .gt(0, WEIGHT_MESSAGE)
    .max(MILESTONE_WEIGHT_MAX, WEIGHT_MESSAGE)
    .optional(),
  completedAt: z.iso.datetime({ offset: true, error: COMPLETED_AT_MESSAGE }).nullable().optional(),
});
export type UpdateMilestoneInput = z.input<typeof updateMilestoneSchema>;

/** API-24 GET /api/initiatives filters. */
export const initiativesQuerySchema = z.object({
  status: z.string().trim().max(50).optional(),
  ownerId: z.uuid({ error: OWNER_MESSAGE }).optional(),
  objectiveAssignmentId: z.uuid({ error: "objectiveAssignmentId must be a UUID" }).optional(),
  kpiAssignmentId: z.uuid({ error: "kpiAssignmentId must be a UUID" }).optional(),
  health: z.enum(INITIATIVE_HEALTHS, { error: "Unknown health" }).optional(),
  functionId: z.uuid({ error: "functionId must be a UUID" }).optional(),
  year: z.coerce
    .number({ error: "Year must be a whole year from 1900 to 2200" })
    .int("Year must be a whole year from 1900 to 2200")
    .min(1900, "Year must be a whole year from 1900 to 2200")
    .max(2200, "Year must be a whole year from 1900 to 2200")
    .optional(),
});
export type InitiativesQuery = z.input<typeof initiativesQuerySchema>;

export const milestoneSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  dueDate: z.string(),
  weight: z.number(),
  completedAt: z.string().nullable(),
  /** INIT-36: not complete and its due day is over (the UTC day of the request). */
  overdue: z.boolean(),
});
export type Milestone = z.infer<typeof milestoneSchema>;

export const initiativeHealthSchema = z.object({
  expectedPercent: z.number(),
  percentComplete: z.number(),
  scheduleVariance: z.number(),
  spendPercent: z.number().nullable(),
  health: z.enum(INITIATIVE_HEALTHS),
  reason: z.string(),
});
export type InitiativeHealth = z.infer<typeof initiativeHealthSchema>;

const needleWindowSchema = z.object({
  averageScore: z.number().nullable(),
  periods: z.number().int(),
  withData: z.number().int(),
});

export const needlePointSchema = z.object({
  period: z.string(),
  label: z.string(),
  year: z.number().int(),
  endDate: z.string(),
  score: z.number().nullable(),
  actual: z.number().nullable(),
  target: z.number().nullable(),
  since: z.boolean(),
});
export type NeedlePoint = z.infer<typeof needlePointSchema>;

export const needleSchema = z.object({
  kpiAssignmentId: z.uuid(),
  name: z.string(),
  functionName: z.string(),
  unit: z.string().nullable(),
  frequency: z.enum(FREQUENCIES),
  startPeriodLabel: z.string(),
  before: needleWindowSchema,
  since: needleWindowSchema,
  change: z.number().nullable(),
  trend: z.array(needlePointSchema),
});
export type Needle = z.infer<typeof needleSchema>;

export const initiativeSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  ownerId: z.uuid().nullable(),
  ownerName: z.string().nullable(),
  objectiveAssignmentIds: z.array(z.uuid()),
  objectives: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      functionId: z.uuid(),
      functionName: z.string(),
      year: z.number().int(),
    }),
  ),
  kpiAssignmentIds: z.array(z.uuid()),
  kpis: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      functionId: z.uuid(),
      functionName: z.string(),
      year: z.number().int(),
      unit: z.string().nullable(),
    }),
  ),
  startDate: z.string(),
  endDate: z.string(),
  budget: z.number().nullable(),
  spent: z.number().nullable(),
  status: z.string(),
  percentComplete: z.number(),
  percentCompleteEntered: z.number().nullable(),
  milestones: z.array(milestoneSchema),
  health: initiativeHealthSchema,
  canEdit: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.string(),
});
export type Initiative = z.infer<typeof initiativeSchema>;

/** API-24 GET /api/initiatives/{id}: the initiative with its needle (INIT-20..INIT-30). */
export const initiativeDetailSchema = initiativeSchema.extend({ needle: z.array(needleSchema) });
export type InitiativeDetail = z.infer<typeof initiativeDetailSchema>;

export const deletedInitiativeSchema = z.object({ message: z.string(), id: z.uuid() });
