import { z } from "zod";
import { hasNoWebAddress, ROLES } from "./auth";

// Add/edit user form (USER-1). Admins manage only 'user' and 'admin' (ROLE-3: never a super_admin).
export const MANAGED_ROLES = ["user", "admin"] as const;

/**
 * USER-1, USER-3: a person's name in the user form and in a bulk CSV row, one rule for both: required
 * after trimming, at most 50 characters.
 */
export const personNameSchema = (label: "First name" | "Last name") =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(50, `${label} must be at most 50 characters`)
    .refine(hasNoWebAddress, `${label} cannot contain a web address`);

export const userFormSchema = z.object({
  firstName: personNameSchema("First name"),
  lastName: personNameSchema("Last name"),
  email: z
    .string({ error: "Valid email is required" })
    .trim()
    .max(255, "Valid email is required")
    .pipe(z.email("Valid email is required"))
    .transform((email) => email.toLowerCase()),
  role: z.enum(MANAGED_ROLES, { error: "Role must be 'user' or 'admin'" }).default("user"),
  // USER-1: uuid or empty; empty becomes null.
  assignedFunctionId: z
    .union([z.uuid("Assigned function must be a valid id"), z.literal(""), z.null()])
    .optional()
    .transform((value) => value || null),
});
export type UserFormInput = z.input<typeof userFormSchema>;

export const createUserSchema = userFormSchema.extend({
  // USER-1: send-invitation defaults to true.
  sendInvitation: z.boolean().default(true),
});
export type CreateUserInput = z.infer<typeof createUserSchema>;
export type UpdateUserInput = z.infer<typeof userFormSchema>;

/** USER-1, as the users API answers it. */
export const managedUserSchema = z.object({
  id: z.uuid(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  department: z.string().nullable(),
  emailVerified: z.boolean(),
  assignedFunctionId: z.uuid().nullable(),
  organizationId: z.uuid().nullable(),
  // AUTH-35: a new address waiting for its owner's confirmation (the account keeps `email` till then).
  pendingEmail: z.string().nullable().optional(),
  // USER-6: Active is a verified member; Pending has been invited and not accepted yet.
  status: z.enum(["Active", "Pending"]),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ManagedUser = z.infer<typeof managedUserSchema>;

// ---------------------------------------------------------------------------------------------------
// USER-8..USER-10: what a user owns, and deleting a user who owns something

/** Things of one kind a user owns: how many, and their names. */
export const heldThingsSchema = z.object({ count: z.number().int(), names: z.array(z.string()) });

/** USER-8: every owner column a user can hold in their organization. */
export const userHoldingsSchema = z.object({
  userId: z.uuid(),
  userName: z.string(),
  objectives: heldThingsSchema,
  objectiveAssignments: heldThingsSchema,
  kpiAssignments: heldThingsSchema,
  total: z.number().int(),
});
export type UserHoldings = z.infer<typeof userHoldingsSchema>;

/** USER-9: a delete may name the member who takes over what the user owns. */
export const reassignToSchema = z.uuid("The new owner must be a valid id").optional();

/** USER-9: the 409 a delete answers when the user owns something and no new owner was named. */
export const OWNS_THINGS_CODE = "OWNS_THINGS";

/** USER-9: "3 KPI assignments, 1 objective" (only the kinds held). */
export function describeHoldings(holdings: UserHoldings): string {
  const parts: string[] = [];
  const add = (count: number, one: string, many: string) => {
    if (count > 0) parts.push(`${count} ${count === 1 ? one : many}`);
  };
  add(holdings.kpiAssignments.count, "KPI assignment", "KPI assignments");
  add(holdings.objectiveAssignments.count, "objective assignment", "objective assignments");
  add(holdings.objectives.count, "library objective", "library objectives");
  return parts.join(", ");
}
