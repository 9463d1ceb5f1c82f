// Removing and copying assignments (CASCADE-11, CASCADE-13, TARGET-5): what a removal asks and answers,
// and a copy of a year's targets and weights. Shared by the assignments API and the Set and Cascade dialogs.
import { z } from "zod";
import { assignmentYearSchema, periodYearSchema } from "./assignments";
import { versionSchema } from "./library";

/**
 * CASCADE-10, CASCADE-11: DELETE of an assignment. With `endFromYear` the assignment is ended from that
 * year on (earlier years keep it, with their weights, targets, actuals and scores); without it, it is
 * deleted with its whole history.
 */
export const removeAssignmentQuerySchema = z.object({
  version: versionSchema,
  endFromYear: assignmentYearSchema.optional(),
});

const childObjectiveSchema = z.object({
  id: z.uuid(),
  objectiveName: z.string(),
  functionId: z.uuid(),
  functionName: z.string(),
});
export type ChildObjective = z.infer<typeof childObjectiveSchema>;

/** CASCADE-13: what removing an objective assignment touches: the child objectives linked to it, its KPIs. */
export const objectiveRemovalPreviewSchema = z.object({
  childObjectives: z.array(childObjectiveSchema),
  kpiAssignments: z.number().int(),
  /** STRAT-4: the strategy map links from or to it, which a deletion removes. */
  strategyLinks: z.number().int(),
});
export type ObjectiveRemovalPreview = z.infer<typeof objectiveRemovalPreviewSchema>;

export const removeObjectiveAssignmentResponseSchema = z.object({
  message: z.string(),
  deletedKpiAssignments: z.number().int(),
  /** CASCADE-11: 'ended' (from endedFromYear on) or 'deleted' (with its history). */
  outcome: z.enum(["ended", "deleted"]),
  endedFromYear: z.number().int().nullable(),
  /** CASCADE-13: the child objectives that now need a parent. */
  childObjectives: z.array(childObjectiveSchema),
});

export const removeKpiAssignmentResponseSchema = z.object({
  message: z.string(),
  outcome: z.enum(["ended", "deleted"]),
  endedFromYear: z.number().int().nullable(),
});

/**
 * TARGET-5: POST /api/functions/{id}/copy-year: the targets and weights of `fromYear` copied to `toYear`
 * for the function's assignments active in both. Targets already set in `toYear` are kept unless
 * `overwrite` is true.
 */
export const copyYearSchema = z
  .object({
    fromYear: periodYearSchema,
    toYear: periodYearSchema,
    overwrite: z.boolean({ error: "overwrite must be true or false" }).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.fromYear === body.toYear) {
      ctx.addIssue({ code: "custom", path: ["toYear"], message: "Copy to a different year" });
    }
  });
export type CopyYearInput = z.input<typeof copyYearSchema>;

export const copyYearResponseSchema = z.object({
  message: z.string(),
  fromYear: z.number().int(),
  toYear: z.number().int(),
  /** Period targets written in toYear. */
  targetsCopied: z.number().int(),
  /** Objective and KPI assignment weights set for toYear. */
  weightsCopied: z.number().int(),
});
export type CopyYearResponse = z.infer<typeof copyYearResponseSchema>;
