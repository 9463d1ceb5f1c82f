import { z } from "zod";
import { LOCALES } from "../locale";
import { canonicalTimeZone, DEFAULT_TIME_ZONE } from "../time-zone";

// Sign-up (AUTH-2): names are 2 to 50 letters, spaces, hyphens and apostrophes.
const NAME_PATTERN = /^[\p{L}\s'-]+$/u;
// Sign-up (AUTH-2): company names allow letters, digits, spaces and & . , ' - ( ) / only, so
// 'Acme Widgets (EU) GmbH' and 'Sales/Marketing Ltd' are names.
const COMPANY_PATTERN = /^[\p{L}\p{N}\s&.,'()/-]+$/u;

/**
 * AUTH-34: a name that ends up in a mail (a person's, an organization's) holds no web address: no
 * `http://`, no `www.`, nothing that looks like a domain ('example.com'), so invitations cannot carry
 * a link of a spammer's choosing.
 *
 * PLATFORM-15: the pattern runs in time linear in the value, since it runs on whatever a client sends
 * (the length check before it does not stop it): the scheme is found from its '://' and checked
 * backwards, and a host needs two letters after its dot rather than a backtracking run of them. The
 * earlier form (`[a-z][a-z0-9+.-]*:\/\/`, `[\p{L}]{2,}(?!…)`) took quadratic time: seconds of a blocked
 * server for a 200 KB name.
 */
const WEB_ADDRESS = /(?::\/\/(?<=[a-z][a-z0-9+.-]*:\/\/)|\bwww\.|[\p{L}\p{N}-]\.\p{L}{2}(?!\p{L}*\.\s))/iu;
export function hasNoWebAddress(value: string): boolean {
  return !WEB_ADDRESS.test(value);
}

function personName(label: string) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(2, `${label} must be at least 2 characters`)
    .max(50, `${label} must be at most 50 characters`)
    .regex(NAME_PATTERN, `${label} can only contain letters, spaces, hyphens and apostrophes`);
}

export const emailSchema = z
  .string({ error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(255, "Email must be at most 255 characters")
  .pipe(z.email("Please enter a valid email"))
  .transform((email) => email.toLowerCase());

// Sign-up (AUTH-2): 8 to 128 characters with a lowercase, an uppercase, a digit and a special character.
export const passwordSchema = z
  .string({ error: "Password is required" })
  .min(8, "Password must be at least 8 characters")
  .max(128, "Password must be at most 128 characters")
  .regex(/[a-z]/, "Password must contain at least one lowercase letter")
  .regex(/[A-Z]/, "Password must contain at least one uppercase letter")
  .regex(/[0-9]/, "Password must contain at least one number")
  .regex(/[^A-Za-z0-9]/, "Password must contain at least one special character");

export const signupSchema = z.object({
  firstName: personName("First name"),
  lastName: personName("Last name"),
  email: emailSchema,
  password: passwordSchema,
  companyName: z
    .string({ error: "Company name is required" })
    .trim()
    .min(2, "Company name must be at least 2 characters")
    .max(100, "Company name must be at most 100 characters")
    .regex(COMPANY_PATTERN, "Company name contains invalid characters")
    .refine(hasNoWebAddress, "Company name cannot contain a web address"),
  // SETTINGS-16: the new organization's time zone is its creator's browser's; absent or unknown is UTC.
  timeZone: z
    .string()
    .max(200)
    .optional()
    .transform((name) => (name === undefined ? null : canonicalTimeZone(name.trim())) ?? DEFAULT_TIME_ZONE)
    .meta({
      description:
        "The creating admin's browser time zone (Intl.DateTimeFormat().resolvedOptions().timeZone); UTC when absent or unknown (SETTINGS-16)",
      example: "Europe/Berlin",
    }),
});
export type SignupInput = z.infer<typeof signupSchema>;

// Login (AUTH-3): a valid email and a non-empty password.
export const loginSchema = z.object({
  email: z
    .string({ error: "Please enter a valid email" })
    .trim()
    // AUTH-24: no e-mail is longer than 255 characters, anywhere.
    .max(255, "Please enter a valid email")
    .pipe(z.email("Please enter a valid email"))
    .transform((email) => email.toLowerCase()),
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(1024),
});
export type LoginInput = z.infer<typeof loginSchema>;

// Verification code (AUTH-6): six digits.
export const otpCodeSchema = z.object({
  otpCode: z.string().regex(/^\d{6}$/, "Please enter the 6-digit code"),
});

// Resend verification (AUTH-16): an email is required.
export const resendVerificationSchema = z.object({
  email: z
    .string({ error: "Please enter your email address" })
    .trim()
    .min(1, "Please enter your email address")
    .max(255, "Please enter a valid email")
    .pipe(z.email("Please enter a valid email"))
    .transform((email) => email.toLowerCase()),
});

export const tokenPasswordSchema = z.object({
  token: z.string().min(16, "Invalid or expired link").max(200, "Invalid or expired link"),
  password: passwordSchema,
});

export const forgotPasswordSchema = resendVerificationSchema;

// AUTH-46: a one-time sign-in link is asked for by address and redeemed by its mailed token.
export const signInLinkRequestSchema = resendVerificationSchema;
export const SIGN_IN_LINK_INVALID_MESSAGE =
  "This sign-in link is invalid, has expired or was already used. Please ask for a new one.";
export const SIGN_IN_LINK_SENT_MESSAGE =
  "If an account exists for that address, a sign-in link is on its way.";
export const signInLinkRedeemSchema = z.object({
  token: z
    .string({ error: SIGN_IN_LINK_INVALID_MESSAGE })
    .min(16, SIGN_IN_LINK_INVALID_MESSAGE)
    .max(200, SIGN_IN_LINK_INVALID_MESSAGE),
});

/** AUTH-37: a signed-in user changes their password by giving the current one. */
export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: "Current password is required" })
      .min(1, "Current password is required")
      .max(1024),
    newPassword: passwordSchema,
  })
  .refine((input) => input.currentPassword !== input.newPassword, {
    path: ["newPassword"],
    message: "The new password must differ from the current one",
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** AUTH-38: one of the signed-in user's sessions, as the Security page lists it. */
export const accountSessionSchema = z.object({
  id: z.uuid(),
  device: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

/**
 * AUTH-18: GET /api/auth/invitation?token=… tells the accept-invite page, before anyone types a password,
 * whether the link can still be used. Reading it never uses the link up.
 */
export const INVITATION_STATUSES = ["valid", "used", "replaced", "expired", "invalid"] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

export const INVITATION_MESSAGES: Record<InvitationStatus, string> = {
  valid: "Choose a password to finish setting up your account.",
  used: "This invitation has already been used. Sign in with your email and password.",
  replaced: "This invitation link was replaced by a newer one. Please use the latest invitation email.",
  expired: "This invitation has expired. Please ask your administrator to send a new one.",
  invalid: "This invitation link is not valid. Please ask your administrator to send a new one.",
};

export const invitationQuerySchema = z.object({
  token: z
    .string({ error: "The invitation token is required" })
    .min(1, "The invitation token is required")
    .max(200),
});

export const invitationStatusSchema = z.object({
  status: z.enum(INVITATION_STATUSES),
  /** The invited address, only while the link can be used. */
  email: z.string().nullable(),
  message: z.string(),
});
export type InvitationStatusAnswer = z.infer<typeof invitationStatusSchema>;

export const ROLES = ["user", "admin", "super_admin"] as const;
export type Role = (typeof ROLES)[number];

/** The signed-in user as GET /api/auth/user answers it (AUTH-17). */
export const currentUserSchema = z.object({
  id: z.uuid(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  role: z.enum(ROLES),
  organizationId: z.uuid().nullable(),
  organizationName: z.string().nullable(),
  emailVerified: z.boolean(),
  /** USER-12: the person's language, else the organization's default (SETTINGS-20). */
  locale: z.enum(LOCALES),
  /** USER-12: the person's IANA time zone, or null when none is chosen. */
  timeZone: z.string().nullable(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;
