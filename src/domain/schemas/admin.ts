import { z } from "zod";
import { PLAN_CATALOGUE, PLANS, type Plan } from "../plans";
import { hasNoWebAddress, ROLES } from "./auth";

// The platform console of UI-20, UI-21 (super admins only), its calls of
// API-1 Admin and its entities of ADMIN-1, ADMIN-5, ADMIN-7 (Organization, Admin analytics, Database info).

export { PLANS, type Plan } from "../plans";
export const ORGANIZATION_STATUSES = ["active", "suspended"] as const;
export type OrganizationStatus = (typeof ORGANIZATION_STATUSES)[number];

export const PLAN_LABELS = Object.fromEntries(
  PLAN_CATALOGUE.map((entry) => [entry.plan, entry.label]),
) as Record<Plan, string>;

/** PLAN-4: one plan list, the same in the create-organization dialog and the change-plan menu. */
export const PLAN_OPTIONS: readonly { value: Plan; label: string }[] = PLANS.map((plan) => ({
  value: plan,
  label: PLAN_LABELS[plan],
}));

/** PLAN-5, PLAN-7: list prices in US dollars per user per month, from the plan catalogue (../plans.ts). */
export const PLAN_PRICE_PER_USER_MONTH = Object.fromEntries(
  PLAN_CATALOGUE.map((entry) => [entry.plan, entry.pricePerUserMonth]),
) as Record<Plan, number>;

export const PLAN_MESSAGE = "Plan must be one of free, basic, professional or enterprise";
export const STATUS_MESSAGE = "Status must be 'active' or 'suspended'";
export const ADMIN_ROLE_MESSAGE = "Role must be 'user', 'admin' or 'super_admin'";
export const ORGANIZATION_NAME_MESSAGE = "Organization name is required";

/** A plan from input: trimmed, any case, 'pro' read as 'professional' (PLAN-1). */
export const planSchema = z
  .string({ error: PLAN_MESSAGE })
  .trim()
  .toLowerCase()
  .transform((plan) => (plan === "pro" ? "professional" : plan))
  .pipe(z.enum(PLANS, { error: PLAN_MESSAGE }));

export const organizationStatusSchema = z.enum(ORGANIZATION_STATUSES, { error: STATUS_MESSAGE });

const optionalText = (max: number, message: string) =>
  z
    .union([z.string().trim().max(max, message), z.null()])
    .optional()
    .transform((value) => value || null);

/** Admin create organization (ADMIN-1): the name is required (non-blank). */
export const createOrganizationSchema = z.object({
  name: z
    .string({ error: ORGANIZATION_NAME_MESSAGE })
    .trim()
    .min(1, ORGANIZATION_NAME_MESSAGE)
    .max(100, "Organization name must be at most 100 characters")
    .refine(hasNoWebAddress, "Organization name cannot contain a web address"),
  subscriptionTier: planSchema.default("basic"),
  status: organizationStatusSchema.default("active"),
  domain: optionalText(255, "Domain must be at most 255 characters"),
});
export type CreateOrganizationInput = z.input<typeof createOrganizationSchema>;
export type CreateOrganization = z.output<typeof createOrganizationSchema>;

/** PATCH /api/admin/organizations/{orgId}/status (API-1). */
export const organizationStatusBodySchema = z.object({ status: organizationStatusSchema });
/** PATCH /api/admin/organizations/{orgId}/plan (API-1). */
export const organizationPlanBodySchema = z.object({ plan: planSchema });

/** Organization (ADMIN-1), as the admin list answers it. */
export const adminOrganizationSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  domain: z.string().nullable(),
  subscriptionTier: z.enum(PLANS),
  status: z.enum(ORGANIZATION_STATUSES),
  userCount: z.number().int(),
  /** PLAN-3: the end of a sign-up's trial; null when the organization is not on trial terms. */
  trialEndsAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminOrganization = z.infer<typeof adminOrganizationSchema>;

export const deleteOrganizationResultSchema = z.object({
  message: z.string(),
  deletedUsers: z.number().int(),
});

/** Admin create user (ADMIN-2): 'none' (or nothing) as the organization means no organization. */
const organizationIdInput = z
  .union([z.uuid("Organization must be a valid id or 'none'"), z.literal("none"), z.literal(""), z.null()], {
    error: "Organization must be a valid id or 'none'",
  })
  .transform((value) => (value === "none" || value === "" ? null : value));

const requiredName = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(50, "Names are at most 50 characters");

export const adminRoleSchema = z.enum(ROLES, { error: ADMIN_ROLE_MESSAGE });

/** Admin create user (ADMIN-2): email, first and last name required; role defaults to user. */
export const adminCreateUserSchema = z.object({
  email: z
    .string({ error: "Valid email is required" })
    .trim()
    .max(255, "Valid email is required")
    .pipe(z.email("Valid email is required"))
    .transform((email) => email.toLowerCase()),
  firstName: requiredName("First name is required"),
  lastName: requiredName("Last name is required"),
  role: adminRoleSchema.default("user"),
  organizationId: organizationIdInput.optional().transform((value) => value ?? null),
});
export type AdminCreateUserInput = z.input<typeof adminCreateUserSchema>;
export type AdminCreateUser = z.output<typeof adminCreateUserSchema>;

/** PATCH /api/admin/users/{userId}: role and organization (API-9); a field left out is kept. */
export const adminUpdateUserSchema = z.object({
  role: adminRoleSchema.optional(),
  organizationId: organizationIdInput.optional(),
  /** VERSION-1: the user's updatedAt this edit was based on. */
  version: z.string().optional(),
});
export type AdminUpdateUserInput = z.input<typeof adminUpdateUserSchema>;
export type AdminUpdateUser = z.output<typeof adminUpdateUserSchema>;

export const userViewBodySchema = z.object({ userId: z.uuid("The user id must be a UUID") });

/** A user across organizations, as the admin list answers it (USER-1, plus its organization). */
export const adminUserSchema = z.object({
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
  organizationName: z.string().nullable(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** POST /api/admin/user-view: one user's details. */
export const adminUserDetailsSchema = adminUserSchema.extend({
  organizationStatus: z.enum(ORGANIZATION_STATUSES).nullable(),
  organizationPlan: z.enum(PLANS).nullable(),
  /** Sessions still within their lifetimes. */
  activeSessions: z.number().int(),
});
export type AdminUserDetails = z.infer<typeof adminUserDetailsSchema>;

/** Admin analytics (ADMIN-5), with real counts. */
export const adminAnalyticsSchema = z.object({
  totalOrganizations: z.number().int(),
  activeOrganizations: z.number().int(),
  totalUsers: z.number().int(),
  /** Users who signed in during the last 30 days. */
  activeUsers: z.number().int(),
  /** PLAN-5: paying organizations (active, trial over) × users × plan price, in US dollars. */
  monthlyRevenue: z.number(),
  /** Percent change against the same measure 30 days ago; null when there was nothing to compare. */
  revenueGrowth: z.number().nullable(),
  totalObjectives: z.number().int(),
  totalKpis: z.number().int(),
  /** REQUEST-35: change requests still open (neither applied nor rejected) across the platform. */
  activeRequests: z.number().int(),
  /** ADMIN-8: members of active organizations who signed in in the last 30 days over all their members, 0–100. */
  avgEngagement: z.number(),
});
export type AdminAnalytics = z.infer<typeof adminAnalyticsSchema>;

/** ADMIN-5: usage metrics are metric and value pairs. */
export const usageMetricSchema = z.object({ metric: z.string(), value: z.number() });
export type UsageMetric = z.infer<typeof usageMetricSchema>;

/** ADMIN-6: measured system values. */
export const adminSystemSchema = z.object({
  startedAt: z.string(),
  uptimeSeconds: z.number(),
  responseTimes: z.object({
    windowSeconds: z.number(),
    sampleCount: z.number().int(),
    medianMs: z.number().nullable(),
    p95Ms: z.number().nullable(),
  }),
  databaseSizeBytes: z.number(),
  databaseDriver: z.enum(["pglite", "postgres"]),
});
export type AdminSystem = z.infer<typeof adminSystemSchema>;

// Database info (ADMIN-7).
export const tableInfoSchema = z.object({
  tableName: z.string(),
  columnCount: z.number().int(),
  rowCount: z.number().int(),
});
export type TableInfo = z.infer<typeof tableInfoSchema>;

export const tableColumnSchema = z.object({
  columnName: z.string(),
  dataType: z.string(),
  isNullable: z.boolean(),
  columnDefault: z.string().nullable(),
  isPrimaryKey: z.boolean(),
  /** A secret column: its values are shown as '••••' in the data view. */
  isMasked: z.boolean(),
});
export type TableColumn = z.infer<typeof tableColumnSchema>;

export const foreignKeySchema = z.object({
  columnName: z.string(),
  referencedTable: z.string(),
  referencedColumn: z.string(),
});

export const tableSchemaSchema = z.object({
  tableName: z.string(),
  columns: z.array(tableColumnSchema),
  primaryKey: z.array(z.string()),
  foreignKeys: z.array(foreignKeySchema),
});
export type TableSchema = z.infer<typeof tableSchemaSchema>;

export const relationshipSchema = z.object({
  sourceTable: z.string(),
  sourceColumn: z.string(),
  targetTable: z.string(),
  targetColumn: z.string(),
  constraintName: z.string(),
});
export type Relationship = z.infer<typeof relationshipSchema>;

/** ADMIN-7: the database browser's page size is 50; a page holds at most 100 rows. */
export const TABLE_PAGE_SIZE = 50;
export const TABLE_PAGE_LIMIT_MAX = 100;
export const TABLE_PAGE_MAX = 1_000_000;
/** ADMIN-7: text cells are cut at 100 characters in the screen. */
export const TABLE_CELL_MAX_CHARS = 100;
/** What a secret column shows instead of its value. */
export const MASK = "••••";

const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${TABLE_PAGE_LIMIT_MAX}`;
const PAGE_MESSAGE = `page must be a whole number from 1 to ${TABLE_PAGE_MAX}`;

/** ?page=&limit=: page from 1; limit 1 to 100 (a larger one is refused, not clamped). */
export const tableDataQuerySchema = z.object({
  page: z.coerce
    .number({ error: PAGE_MESSAGE })
    .int(PAGE_MESSAGE)
    .min(1, PAGE_MESSAGE)
    .max(TABLE_PAGE_MAX, PAGE_MESSAGE)
    .default(1),
  limit: z.coerce
    .number({ error: LIMIT_MESSAGE })
    .int(LIMIT_MESSAGE)
    .min(1, LIMIT_MESSAGE)
    .max(TABLE_PAGE_LIMIT_MAX, LIMIT_MESSAGE)
    .default(TABLE_PAGE_SIZE),
});

/** Data page (ADMIN-7); a page past the end is empty and still carries the totals. */
export const tableDataPageSchema = z.object({
  tableName: z.string(),
  data: z.array(z.record(z.string(), z.unknown())),
  totalRows: z.number().int(),
  totalPages: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type TableDataPage = z.infer<typeof tableDataPageSchema>;

/** PLAN-5: one organization's monthly revenue: users × the plan's price per user. */
export function organizationMonthlyRevenue(plan: Plan, userCount: number): number {
  return PLAN_PRICE_PER_USER_MONTH[plan] * Math.max(0, userCount);
}

/**
 * ADMIN-8: engagement is the members of active organizations who signed in in the last 30 days over all
 * their members, pooled across organizations (4 of 8 members is 50 %, however they are spread), 0–100 to
 * one decimal; no members is 0.
 */
export function engagementPercent(organizations: readonly { signedIn: number; members: number }[]): number {
  let signedIn = 0;
  let members = 0;
  for (const organization of organizations) {
    signedIn += organization.signedIn;
    members += organization.members;
  }
  return members === 0 ? 0 : Math.round((signedIn / members) * 1000) / 10;
}

/** Percent change from before to now, to one decimal; null when before is 0 (nothing to compare). */
export function growthPercent(now: number, before: number): number | null {
  if (before === 0) return null;
  return Math.round(((now - before) / before) * 1000) / 10;
}

/** ADMIN-7: a cell's text cut at 100 characters (with an ellipsis); the full value stays available. */
export function cutCellText(text: string, max = TABLE_CELL_MAX_CHARS): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
