// The Library's shapes (LIBRARY-1, LIBRARY-3, LIBRARY-5, LIBRARY-2;
// LIBRARY-3, LIBRARY-5; PERIOD-4; VERSION-1). The forms and the routes share
// these schemas, so the browser and the server say the same words.
import { z } from "zod";
import { FORMULA_MAX, KPI_CODE_MESSAGE, KPI_CODE_PATTERN } from "../formula";
import { FUNCTION_LEVELS } from "../labels";
import {
  AGGREGATIONS,
  BASELINE_MESSAGE,
  type DecimalSeparator,
  parseDecimal,
  SCORING_METHODS,
  VALUE_LIMIT,
} from "../measures";
import { FREQUENCIES } from "../periods";
import { BSC_PERSPECTIVES } from "../scorecard";
import { frequencySchema, polaritySchema } from "./period-maps";

// Objective status (LIBRARY-1): Active, Under_Review, Inactive (default Active).
export const OBJECTIVE_STATUSES = ["Active", "Under_Review", "Inactive"] as const;
export type ObjectiveStatus = (typeof OBJECTIVE_STATUSES)[number];

// KPI (LIBRARY-8): the unit choices both KPI forms offer (default '%'); free text is allowed on both.
export const KPI_UNITS = [
  "%",
  "$",
  "€",
  "£",
  "count",
  "days",
  "hours",
  "minutes",
  "km",
  "score",
  "ratio",
  "index",
] as const;
// KPI (LIBRARY-8): both forms offer one spelling, monthly, quarterly, annual (PERIOD-4 still accepts
// 'annually' from the API).
export const KPI_FORM_FREQUENCIES = FREQUENCIES;

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
export const AGGREGATION_MESSAGE = "Aggregation must be sum, average, last, min or max";
export const SCORING_MESSAGE = "Scoring must be ratio or linear";

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

/**
 * CALC-1: a KPI's code, trimmed and upper-cased; '' or null removes it; left out, unchanged.
 * Unique in the organization (409, checked on save).
 */
export const kpiCodeSchema = z
  .string({ error: KPI_CODE_MESSAGE })
  .trim()
  .transform((value) => value.toUpperCase())
  .refine((value) => value === "" || KPI_CODE_PATTERN.test(value), KPI_CODE_MESSAGE)
  .nullable()
  .optional()
  .transform((value) => (value === undefined ? undefined : value || null));

/**
 * CALC-2: a KPI's formula over other KPIs' codes in braces; '' or null makes it an entered KPI again.
 * Its syntax, codes and cycles are checked on save (CALC-4), where the parser runs.
 */
export const kpiFormulaSchema = optionalText("Formula", FORMULA_MAX);

// LIBRARY-8: a unit is required on both forms, free text up to 50 characters.
const unitSchema = z
  .string({ error: UNIT_REQUIRED })
  .trim()
  .min(1, UNIT_REQUIRED)
  .max(UNIT_MAX, `Unit must be at most ${UNIT_MAX} characters`);

/** AGG-6: sum, average, last, min or max. */
export const aggregationSchema = z.enum(AGGREGATIONS, { error: AGGREGATION_MESSAGE });
/** SCORE-11: ratio or linear. */
export const scoringSchema = z.enum(SCORING_METHODS, { error: SCORING_MESSAGE });
/** SCORE-13, VALUE-1: a finite baseline within ±1e12, or null for none. */
export const baselineSchema = z
  .number({ error: BASELINE_MESSAGE })
  .min(-VALUE_LIMIT, BASELINE_MESSAGE)
  .max(VALUE_LIMIT, BASELINE_MESSAGE)
  .nullable();

/**
 * Library KPI form (LIBRARY-3, LIBRARY-8); 'New KPI: frequency quarterly, polarity positive, unit %'.
 * aggregation left out: `last` when isCumulative, else the unit's default (AGG-7, AGG-9); scoring left
 * out: ratio (SCORE-11). The pair's consistency is checked on save by resolveMeasures (AGG-9, SCORE-13).
 */
export const kpiCreateSchema = z.object({
  name: nameSchema,
  description: optionalText("Description", DESCRIPTION_MAX),
  // Left out, a new KPI gets '%' (LIBRARY-3); sent empty, it is refused (LIBRARY-8 'Unit is required').
  unit: unitSchema.default(DEFAULT_KPI_UNIT),
  polarity: polaritySchema.default("positive"),
  // PERIOD-4: 'annually' is accepted and stored as 'annual'.
  frequency: frequencySchema.default("quarterly"),
  isCumulative: z.boolean({ error: "Cumulative must be true or false" }).optional(),
  aggregation: aggregationSchema.optional(),
  scoring: scoringSchema.optional(),
  baseline: baselineSchema.optional(),
  code: kpiCodeSchema,
  formula: kpiFormulaSchema,
});
export type KpiCreateInput = z.input<typeof kpiCreateSchema>;
export type KpiCreateValues = z.output<typeof kpiCreateSchema>;

/** KPI edit form (LIBRARY-8): name required, unit required when sent; a field left out is unchanged. */
export const kpiUpdateSchema = z.object({
  name: nameSchema,
  description: optionalText("Description", DESCRIPTION_MAX),
  unit: unitSchema.optional(),
  polarity: polaritySchema.optional(),
  frequency: frequencySchema.optional(),
  isCumulative: z.boolean({ error: "Cumulative must be true or false" }).optional(),
  aggregation: aggregationSchema.optional(),
  scoring: scoringSchema.optional(),
  baseline: baselineSchema.optional(),
  code: kpiCodeSchema,
  formula: kpiFormulaSchema,
  version: versionSchema,
});
export type KpiUpdateInput = z.input<typeof kpiUpdateSchema>;
export type KpiUpdateValues = z.output<typeof kpiUpdateSchema>;

/**
 * The baseline as typed in a KPI form (VALUE-2, VALUE-3): read in the user's decimal separator; blank is
 * none (null). Linear scoring without one is refused on save (SCORE-13).
 */
export function baselineTextSchemaFor(separator: DecimalSeparator = ".") {
  return z
    .string()
    .optional()
    .transform((text, ctx) => {
      const parsed = parseDecimal(text ?? "", separator);
      if (parsed.ok) return parsed.value;
      ctx.addIssue({ code: "custom", message: `Baseline ${parsed.message}` });
      return z.NEVER;
    });
}

/** The KPI forms (LIBRARY-8): the API's bodies, with the baseline typed as text. */
export function kpiCreateFormSchemaFor(separator: DecimalSeparator = ".") {
  return kpiCreateSchema.extend({ baseline: baselineTextSchemaFor(separator) });
}
export function kpiUpdateFormSchemaFor(separator: DecimalSeparator = ".") {
  return kpiUpdateSchema.extend({ baseline: baselineTextSchemaFor(separator) });
}

/** AGG-6, SCORE-11: a KPI's measuring fields as every answer that carries a KPI gives them. */
export const kpiMeasureShape = {
  aggregation: z.enum(AGGREGATIONS),
  scoring: z.enum(SCORING_METHODS),
  baseline: z.number().nullable(),
};

/** LIBRARY-3 as the API answers it. */
export const kpiSchema = z.object({
  id: z.uuid(),
  organizationId: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  unit: z.string().nullable(),
  polarity: polaritySchema,
  frequency: z.enum(FREQUENCIES),
  /** AGG-9: mirrors `aggregation: last`. */
  isCumulative: z.boolean(),
  aggregation: z.enum(AGGREGATIONS),
  scoring: z.enum(SCORING_METHODS),
  baseline: z.number().nullable(),
  /** CALC-1: the code formulas refer to it by, or null. */
  code: z.string().nullable(),
  /** CALC-2: its formula, or null for an entered KPI. */
  formula: z.string().nullable(),
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
