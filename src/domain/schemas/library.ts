// The Library's shapes (LIBRARY-1, LIBRARY-3, LIBRARY-5, LIBRARY-2;
// LIBRARY-3, LIBRARY-5; PERIOD-4; VERSION-1). The forms and the routes share
// these schemas, so the browser and the server say the same words.
import { z } from "zod";
import { FUNCTION_LEVELS } from "../labels";
import { FREQUENCIES } from "../periods";
import { BSC_PERSPECTIVES } from "../scorecard";
import { frequencySchema, polaritySchema } from "./period-maps";

// Objective status (LIBRARY-1): Active, Under_Review, Inactive (default Active).
export const OBJECTIVE_STATUSES = ["Active", "Under_Review", "Inactive"] as const;
export type ObjectiveStatus = (typeof OBJECTIVE_STATUSES)[number];

// KPI (LIBRARY-3): the create form's unit choices (default '%'); the edit form takes free text.
export const KPI_UNITS = ["%", "$", "count", "days", "hours", "score", "ratio", "index"] as const;
// KPI (LIBRARY-3): the create form offers 'annually' (PERIOD-4 stores it as 'annual'); the edit form
// 'annual'.
export const KPI_CREATE_FREQUENCIES = ["monthly", "quarterly", "annually"] as const;

// Defaults (LIBRARY-3, LIBRARY-5).
export const DEFAULT_THEME_COLOR = "#3B82F6";
export const DEFAULT_KPI_UNIT = "%";

export const NAME_REQUIRED = "Name is required";
export const UNIT_REQUIRED = "Unit is required";
export const PERSPECTIVE_MESSAGE =
  "BSC perspective must be Financial, Customer, Internal_Process or Learning_Growth";
export const STATUS_MESSAGE = "Status must be Active, Under_Review or Inactive";
export const COLOR_MESSAGE = "Color must be a hex colour such as #3B82F6";
export const LEVEL_MESSAGE = "Organization level must be ceo, division, general-department or department";

export const NAME_MAX = 200;
export const DESCRIPTION_MAX = 2000;
export const UNIT_MAX = 50;

const nameSchema = z
  .string({ error: NAME_REQUIRED })
  .trim()
  .min(1, NAME_REQUIRED)
  .max(NAME_MAX, `Name must be at most ${NAME_MAX} characters`);

/**
 * Optional text: trimmed, and an empty value becomes null (LIBRARY-5: 'description trimmed
 * and omitted if empty'). Left out entirely it stays undefined, which an edit reads as 'unchanged'.
 */
const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullable()
    .optional()
    .transform((value) => (value === undefined ? undefined : value || null));

/** An optional reference: a UUID, or '' / null for none. */
const optionalId = (message: string) =>
  z
    .union([z.uuid(message), z.literal(""), z.null()], { error: message })
    .optional()
    .transform((value) => (value === undefined ? undefined : value || null));

export const VERSION_MESSAGE = "Version must be the updatedAt timestamp the change was based on";

/**
 * The timestamp a version names, in any form clients send it: bare (`2026-…Z`), quoted as an ETag
 * (`"2026-…Z"`) or weak (`W/"2026-…Z"`). Undefined when it names no timestamp.
 */
export function versionTimestamp(value: string): string | undefined {
  const unquoted = value
    .trim()
    .replace(/^W\//, "")
    .replace(/^"(.*)"$/, "$1");
  return Number.isNaN(Date.parse(unquoted)) ? undefined : unquoted;
}

/** VERSION-1: the `updatedAt` a write was based on; a stale one gets 409. */
export const versionSchema = z
  .string({ error: VERSION_MESSAGE })
  .refine((value) => versionTimestamp(value) !== undefined, VERSION_MESSAGE)
  .optional();

// ---------------------------------------------------------------------------------------------------
// Objectives

/**
 * Objective form (LIBRARY-2) and API-1 POST/PUT /api/objectives (the same body for both). `organizationId`
 * is not read: the tenant comes from the session (TENANT-1), so unknown keys are dropped.
 */
export const objectiveInputSchema = z.object({
  name: nameSchema,
  description: optionalText("Description", DESCRIPTION_MAX),
  bscPerspective: z.enum(BSC_PERSPECTIVES, { error: PERSPECTIVE_MESSAGE }),
  themeId: optionalId("Theme must be a valid id"),
  // Left out: Active on create (LIBRARY-1), unchanged on edit.
  status: z.enum(OBJECTIVE_STATUSES, { error: STATUS_MESSAGE }).optional(),
  parentObjectiveId: optionalId("Parent objective must be a valid id"),
  organizationLevel: z.enum(FUNCTION_LEVELS, { error: LEVEL_MESSAGE }).optional(),
  version: versionSchema,
});
export type ObjectiveInput = z.input<typeof objectiveInputSchema>;
export type ObjectiveValues = z.output<typeof objectiveInputSchema>;

/** Objective (LIBRARY-1) as the API answers it, with the owner's and the theme's names (LIBRARY-7). */
export const objectiveSchema = z.object({
  id: z.uuid(),
  organizationId: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  bscPerspective: z.enum(BSC_PERSPECTIVES),
  themeId: z.uuid().nullable(),
  themeName: z.string().nullable(),
  themeColor: z.string().nullable(),
  status: z.enum(OBJECTIVE_STATUSES),
  parentObjectiveId: z.uuid().nullable(),
  ownerId: z.uuid().nullable(),
  ownerName: z.string(),
  organizationLevel: z.string(),
  createdAt: z.string(),
  /** Also the version (VERSION-1) a write sends back. */
  updatedAt: z.string(),
});
export type Objective = z.infer<typeof objectiveSchema>;

// ---------------------------------------------------------------------------------------------------
// KPIs

/** Library KPI form (LIBRARY-3); LIBRARY-3 'New KPI: frequency quarterly, polarity positive, unit %'. */
export const kpiCreateSchema = z.object({
  name: nameSchema,
  description: optionalText("Description", DESCRIPTION_MAX),
  // Left out, a new KPI gets '%' (LIBRARY-3); sent empty, it is refused (LIBRARY-3 'Unit is required').
  unit: z
    .string({ error: UNIT_REQUIRED })
    .trim()
    .min(1, UNIT_REQUIRED)
    .max(UNIT_MAX, `Unit must be at most ${UNIT_MAX} characters`)
    .default(DEFAULT_KPI_UNIT),
  polarity: polaritySchema.default("positive"),
  // PERIOD-4: 'annually' is accepted and stored as 'annual'.
  frequency: frequencySchema.default("quarterly"),
  isCumulative: z.boolean({ error: "Cumulative must be true or false" }).default(false),
});
export type KpiCreateInput = z.input<typeof kpiCreateSchema>;
export type KpiCreateValues = z.output<typeof kpiCreateSchema>;

/** KPI edit form (LIBRARY-3): name required, unit optional free text; a field left out is unchanged. */
export const kpiUpdateSchema = z.object({
  name: nameSchema,
  description: optionalText("Description", DESCRIPTION_MAX),
  unit: optionalText("Unit", UNIT_MAX),
  polarity: polaritySchema.optional(),
  frequency: frequencySchema.optional(),
  isCumulative: z.boolean({ error: "Cumulative must be true or false" }).optional(),
  version: versionSchema,
});
export type KpiUpdateInput = z.input<typeof kpiUpdateSchema>;
export type KpiUpdateValues = z.output<typeof kpiUpdateSchema>;

/** LIBRARY-3 as the API answers it. */
export const kpiSchema = z.object({
  id: z.uuid(),
  organizationId: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  unit: z.string().nullable(),
  polarity: polaritySchema,
  frequency: z.enum(FREQUENCIES),
  isCumulative: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Kpi = z.infer<typeof kpiSchema>;

// ---------------------------------------------------------------------------------------------------
// Themes

// Theme form (LIBRARY-5): color matching #RRGGBB. Stored upper-case so one colour has one spelling.
const colorSchema = z
  .string({ error: COLOR_MESSAGE })
  .trim()
  .regex(/^#[0-9A-Fa-f]{6}$/, COLOR_MESSAGE)
  .transform((color) => color.toUpperCase());

/** Theme form (LIBRARY-5) and API-1 POST /api/themes; default colour #3B82F6 (LIBRARY-5). */
export const themeCreateSchema = z.object({
  name: nameSchema,
  description: optionalText("Description", DESCRIPTION_MAX),
  color: colorSchema.default(DEFAULT_THEME_COLOR),
});
export type ThemeCreateInput = z.input<typeof themeCreateSchema>;
export type ThemeCreateValues = z.output<typeof themeCreateSchema>;

/** API-9 PATCH /api/themes/{id}: only the fields sent change. */
export const themeUpdateSchema = z.object({
  name: nameSchema.optional(),
  description: optionalText("Description", DESCRIPTION_MAX),
  color: colorSchema.optional(),
  version: versionSchema,
});
export type ThemeUpdateInput = z.input<typeof themeUpdateSchema>;
export type ThemeUpdateValues = z.output<typeof themeUpdateSchema>;

/** Theme (LIBRARY-5) as the API answers it. */
export const themeSchema = z.object({
  id: z.uuid(),
  organizationId: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  color: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Theme = z.infer<typeof themeSchema>;

// ---------------------------------------------------------------------------------------------------
// Display labels (LIBRARY-7)

/** LIBRARY-1: Under_Review is shown 'Under Review'. */
export function objectiveStatusLabel(status: string): string {
  return status.replaceAll("_", " ");
}

/** KPIs table (LIBRARY-7): Polarity reads Higher Better or Lower Better. */
export function polarityLabel(polarity: string): string {
  return polarity === "negative" ? "Lower Better" : "Higher Better";
}

/** KPIs table (LIBRARY-7): Type reads Cumulative or Period-Based. */
export function kpiTypeLabel(isCumulative: boolean): string {
  return isCumulative ? "Cumulative" : "Period-Based";
}

/** Monthly, Quarterly, Annual. */
export function frequencyLabel(frequency: string): string {
  return frequency ? frequency.charAt(0).toUpperCase() + frequency.slice(1) : frequency;
}
