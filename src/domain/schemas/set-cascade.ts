// The reads of Set and Cascade (CASCADE-14..CASCADE-16): the function chart with its counts, and one
// function's assignments for a year, instead of the organization's assignments (UI-95).
import { z } from "zod";
import { assignmentYearSchema, kpiAssignmentSchema, objectiveAssignmentSchema } from "./assignments";
import { organizationFunctionSchema } from "./functions";

/** CASCADE-14: a function as the chart shows it and its dialogs edit it (no organization id, no timestamps). */
export const cascadeFunctionSchema = organizationFunctionSchema.pick({
  id: true,
  name: true,
  description: true,
  level: true,
  parentId: true,
  headUserId: true,
  headName: true,
  objectiveCount: true,
  kpiCount: true,
  version: true,
});
export type CascadeFunction = z.infer<typeof cascadeFunctionSchema>;

/** CASCADE-14: GET /api/set-cascade — every function of the organization, in order of creation. */
export const cascadeTreeSchema = z.object({ functions: z.array(cascadeFunctionSchema) });
export type CascadeTree = z.infer<typeof cascadeTreeSchema>;

/** CASCADE-15: ?year= of GET /api/set-cascade/functions/{id} (default: the fiscal year of today). */
export const cascadeFunctionQuerySchema = z.object({ year: assignmentYearSchema.optional() });

/**
 * CASCADE-15: one function's scorecard of a year, as the list endpoints answer its rows: the function's
 * objective assignments and their KPI assignments (weights of the year, targets and actuals), and the
 * parent function's objective assignments (the parent links the dialogs offer, UI-27).
 */
export const cascadeFunctionReadSchema = z.object({
  year: z.number().int(),
  function: cascadeFunctionSchema,
  objectiveAssignments: z.array(objectiveAssignmentSchema),
  kpiAssignments: z.array(kpiAssignmentSchema),
  parentObjectiveAssignments: z.array(objectiveAssignmentSchema),
});
export type CascadeFunctionRead = z.infer<typeof cascadeFunctionReadSchema>;
