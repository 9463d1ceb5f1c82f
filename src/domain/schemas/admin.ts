import { z } from "zod";
import { ROLES } from "./auth";

// The platform console of spec §2 Admin Panel and Database Tables (super admins only), its calls of
// spec §7 Admin and its entities of spec §3 (Organization, Admin analytics, Database info).

/** D15: the plans; 'pro' is accepted on input as an alias of 'professional'. */
export const PLANS = ["free", "basic", "professional", "enterprise"] as const;
export type Plan = (typeof PLANS)[number];
export const ORGANIZATION_STATUSES = ["active", "suspended"] as const;
export type OrganizationStatus = (typeof ORGANIZATION_STATUSES)[number];

/** spec §9 Plans: the create-organization dialog offers these (pro = professional, D15). */
export const CREATE_ORGANIZATION_PLANS = ["basic", "professional", "enterprise"] as const;

export const PLAN_LABELS: Record<Plan, string> = {
  free: "Free",
  basic: "Basic",
  professional: "Professional",
  enterprise: "Enterprise",
};

/**
 * D15: list prices in US dollars per user per month, the platform's own settings. Professional ($29)
 * and Free ($0) are the landing page's prices; Basic and Enterprise are not priced in the spec
 * (Enterprise is 'custom' there), so the platform sets them here, in one place, and the Analytics
 * tab shows them next to the revenue they produce.
 */
export const PLAN_PRICE_PER_USER_MONTH: Record<Plan, number> = {
  free: 0,
  basic: 12,
  professional: 29,
  enterprise: 49,
};

export const PLAN_MESSAGE = "Plan must be one of free, basic, professional or enterprise";
export const STATUS_MESSAGE = "Status must be 'active' or 'suspended'";
export const ADMIN_ROLE_MESSAGE = "Role must be 'user', 'admin' or 'super_admin'";
export const ORGANIZATION_NAME_MESSAGE = "Organization name is required";

/** A plan from input: trimmed, any case, 'pro' read as 'professional' (D15). */
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

/** spec §5 Admin create organization: the name is required (non-blank). */
export const createOrganizationSchema = z.object({
  name: z
    .string({ error: ORGANIZATION_NAME_MESSAGE })
    .trim()
    .min(1, ORGANIZATION_NAME_MESSAGE)
    .max(100, "Organization name must be at most 100 characters"),
  subscriptionTier: planSchema.default("basic"),
  status: organizationStatusSchema.default("active"),
  domain: optionalText(255, "Domain must be at most 255 characters"),
});
export type CreateOrganizationInput = z.input<typeof createOrganizationSchema>;
export type CreateOrganization = z.output<typeof createOrganizationSchema>;

/** PATCH /api/admin/organizations/{orgId}/status (spec §7). */
export const organizationStatusBodySchema = z.object({ status: organizationStatusSchema });
/** PATCH /api/admin/organizations/{orgId}/plan (spec §7). */
export const organizationPlanBodySchema = z.object({ plan: planSchema });

/** spec §3 Organization, as the admin list answers it. */
export const adminOrganizationSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  domain: z.string().nullable(),
  subscriptionTier: z.enum(PLANS),
  status: z.enum(ORGANIZATION_STATUSES),
  userCount: z.number().int(),
  /** D10: the end of a sign-up's trial; null when the organization is not on trial terms. */
  trialEndsAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminOrganization = z.infer<typeof adminOrganizationSchema>;

export const deleteOrganizationResultSchema = z.object({
  message: z.string(),
  deletedUsers: z.number().int(),
});

/** spec §5 Admin create user: 'none' (or nothing) as the organization means no organization. */
const organizationIdInput = z
  .union([z.uuid("Organization must be a valid id or 'none'"), z.literal("none"), z.literal(""), z.null()], {
    error: "Organization must be a valid id or 'none'",
  })
  .transform((value) => (value === "none" || value === "" ? null : value));

const requiredName = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(50, "Names are at most 50 characters");

export const adminRoleSchema = z.enum(ROLES, { error: ADMIN_ROLE_MESSAGE });

/** spec §5 Admin create user: email, first and last name required; role defaults to user. */
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

/** PATCH /api/admin/users/{userId}: role and organization (spec §7); a field left out is kept. */
export const adminUpdateUserSchema = z.object({
  role: adminRoleSchema.optional(),
  organizationId: organizationIdInput.optional(),
  /** D7: the user's updatedAt this edit was based on. */
  version: z.string().optional(),
});
export type AdminUpdateUserInput = z.input<typeof adminUpdateUserSchema>;
export type AdminUpdateUser = z.output<typeof adminUpdateUserSchema>;

export const userViewBodySchema = z.object({ userId: z.uuid("The user id must be a UUID") });

/** A user across organizations, as the admin list answers it (spec §3 User, plus its organization). */
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

/** spec §3 Admin analytics, with real counts (issue 9). */
export const adminAnalyticsSchema = z.object({
  totalOrganizations: z.number().int(),
  activeOrganizations: z.number().int(),
  totalUsers: z.number().int(),
  /** Users who signed in during the last 30 days. */
  activeUsers: z.number().int(),
  /** D15: paying organizations (active, trial over) × users × plan price, in US dollars. */
  monthlyRevenue: z.number(),
  /** Percent change against the same measure 30 days ago; null when there was nothing to compare. */
  revenueGrowth: z.number().nullable(),
  totalObjectives: z.number().int(),
  totalKpis: z.number().int(),
  /** Requests are not part of this build, so none are active. */
  activeRequests: z.number().int(),
  /** Mean over active organizations of the share of members who signed in in the last 30 days, 0–100. */
  avgEngagement: z.number(),
});
export type AdminAnalytics = z.infer<typeof adminAnalyticsSchema>;

/** spec §3: usage metrics are metric and value pairs. */
export const usageMetricSchema = z.object({ metric: z.string(), value: z.number() });
export type UsageMetric = z.infer<typeof usageMetricSchema>;

/** D17: measured system values. */
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

// spec §3 Database info.
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

/** spec §9: the database browser's page size is 50; a page holds at most 100 rows. */
export const TABLE_PAGE_SIZE = 50;
export const TABLE_PAGE_LIMIT_MAX = 100;
export const TABLE_PAGE_MAX = 1_000_000;
/** spec §9: text cells are cut at 100 characters in the screen. */
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

/** spec §3 Data page; a page past the end is empty and still carries the totals. */
export const tableDataPageSchema = z.object({
  tableName: z.string(),
  data: z.array(z.record(z.string(), z.unknown())),
  totalRows: z.number().int(),
  totalPages: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type TableDataPage = z.infer<typeof tableDataPageSchema>;

/** D15: one organization's monthly revenue: users × the plan's price per user. */
export function organizationMonthlyRevenue(plan: Plan, userCount: number): number {
  return PLAN_PRICE_PER_USER_MONTH[plan] * Math.max(0, userCount);
}

/** Percent change from before to now, to one decimal; null when before is 0 (nothing to compare). */
export function growthPercent(now: number, before: number): number | null {
  if (before === 0) return null;
  return Math.round(((now - before) / before) * 1000) / 10;
}

/** spec §9: a cell's text cut at 100 characters (with an ellipsis); the full value stays available. */
export function cutCellText(text: string, max = TABLE_CELL_MAX_CHARS): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
