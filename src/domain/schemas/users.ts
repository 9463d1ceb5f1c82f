import { z } from "zod";
import { ROLES } from "./auth";

// Add/edit user form (USER-1). Admins manage only 'user' and 'admin' (issue 8: never a super_admin).
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
    .max(50, `${label} must be at most 50 characters`);

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
  // USER-6: Active is a verified member; Pending has been invited and not accepted yet.
  status: z.enum(["Active", "Pending"]),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ManagedUser = z.infer<typeof managedUserSchema>;
