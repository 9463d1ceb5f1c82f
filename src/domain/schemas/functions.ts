// Organization functions (CASCADE-1, CASCADE-9, API-1).
// Shared by the functions API and the function dialog.
import { z } from "zod";
import { FUNCTION_LEVELS } from "../labels";

export const FUNCTION_NAME_MESSAGE = "Function name is required";
export const FUNCTION_LEVEL_MESSAGE = "Level must be ceo, division, general-department or department";

export const functionLevelSchema = z.enum(FUNCTION_LEVELS, { error: FUNCTION_LEVEL_MESSAGE });

/** Function form (CASCADE-9): name required after trimming; description optional and trimmed. */
export const functionFormSchema = z.object({
  name: z
    .string({ error: FUNCTION_NAME_MESSAGE })
    .trim()
    .min(1, FUNCTION_NAME_MESSAGE)
    .max(200, "Function name is at most 200 characters"),
  description: z
    .string({ error: "Description must be text" })
    .trim()
    .max(2000, "Description is at most 2000 characters")
    .nullish()
    .transform((value) => value || null),
});
export type FunctionFormInput = z.input<typeof functionFormSchema>;
export type FunctionFormValues = z.output<typeof functionFormSchema>;

export const HEAD_USER_MESSAGE = "Head must be a user of this organization";
/** CYCLE-1: a head is a user id (checked against the organization by the server). */
const headUserIdSchema = z.uuid(HEAD_USER_MESSAGE).nullish();

/**
 * API-1 POST /api/functions: name, description, level, parentId (null when none). The level is
 * derived from the parent on the server (CASCADE-1); a level sent must agree with it.
 */
export const createFunctionSchema = functionFormSchema.extend({
  level: functionLevelSchema.optional(),
  parentId: z.uuid("Parent function must be a valid id").nullish(),
  /** CYCLE-1: the function's head, a user of the organization (null or absent: none). */
  headUserId: headUserIdSchema,
});
export type CreateFunctionInput = z.infer<typeof createFunctionSchema>;

/** API-1 PUT /api/functions/{id}: name, description, level (which cannot change, CASCADE-2); version (VERSION-1). */
export const updateFunctionSchema = functionFormSchema.extend({
  level: functionLevelSchema.optional(),
  /** CYCLE-1: absent keeps the head, null clears it. */
  headUserId: headUserIdSchema,
  version: z.string().optional(),
});
export type UpdateFunctionInput = z.infer<typeof updateFunctionSchema>;

/** One function as GET /api/functions lists it: flat, with parentId; the screen builds the tree. */
export const organizationFunctionSchema = z.object({
  id: z.uuid(),
  organizationId: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  level: functionLevelSchema,
  parentId: z.uuid().nullable(),
  /** CYCLE-1: the head's user id and display name (null: no head). */
  headUserId: z.uuid().nullable(),
  headName: z.string().nullable(),
  /** Objective assignments on this function itself (not its subtree). */
  objectiveCount: z.number().int(),
  /** KPI assignments under this function's objective assignments. */
  kpiCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** VERSION-1: send back as `version` to edit. */
  version: z.string(),
});
export type OrganizationFunction = z.infer<typeof organizationFunctionSchema>;

/** API-1 GET /api/organizational-functions (used by the Settings user form). */
export const organizationalFunctionSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  level: functionLevelSchema,
});
export type OrganizationalFunction = z.infer<typeof organizationalFunctionSchema>;

export const deleteFunctionResponseSchema = z.object({
  message: z.string(),
  /** The function and every function below it (CASCADE-4). */
  deletedFunctions: z.number().int(),
  deletedObjectiveAssignments: z.number().int(),
  deletedKpiAssignments: z.number().int(),
});
export type DeleteFunctionResponse = z.infer<typeof deleteFunctionResponseSchema>;
