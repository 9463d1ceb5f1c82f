// Import of targets and actuals (IMPORT-1..IMPORT-22): the request and answer of
// POST /api/imports/measurements and the query of its template (API-27, API-28).
import { z } from "zod";
import { IMPORT_MAX_ROWS, IMPORT_MAX_ROWS_MESSAGE } from "../imports";
import { frequencySchema, yearSchema } from "./period-maps";

export const IMPORT_MODES = ["valid-only", "all-or-nothing"] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];

/** IMPORT-1: ?dryRun=true checks and answers without writing; anything else but true/false is refused. */
export const importQuerySchema = z.object({
  dryRun: z
    .enum(["true", "false"], { error: "dryRun must be true or false" })
    .default("false")
    .transform((value) => value === "true"),
});

/**
 * IMPORT-1, IMPORT-4: each row is read on its own, so a bad row is reported on the row (its unknown
 * columns, wrong types) instead of refusing the request; the body's shape itself is checked here.
 */
export const importRequestSchema = z.strictObject({
  mode: z.enum(IMPORT_MODES, { error: "The mode must be valid-only or all-or-nothing" }),
  rows: z
    .array(
      z
        .record(z.string(), z.unknown(), { error: "Each row must be an object of columns" })
        .describe(
          "function (id or exact name), kpi (library KPI id, KPI assignment id or exact name), year, period, target?, actual?; optional row (its line number in the file)",
        ),
      { error: "rows must be a list of rows" },
    )
    .min(1, "The import has no rows")
    .max(IMPORT_MAX_ROWS, IMPORT_MAX_ROWS_MESSAGE),
  /**
   * IMPORT-23: rows of the same file the screen's check refused and left out of this request (valid-only
   * sends only the valid rows), so the import's activity row counts the whole file. Sent with the first
   * part of a file only.
   */
  refusedRows: z
    .number({ error: "refusedRows must be a number" })
    .int("refusedRows must be a whole number")
    .min(0, "refusedRows must be at least 0")
    .max(IMPORT_MAX_ROWS, IMPORT_MAX_ROWS_MESSAGE)
    .optional(),
});
export type ImportRequest = z.infer<typeof importRequestSchema>;

export const IMPORT_STATUSES = ["ok", "warning", "pending", "skipped", "error"] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

const issueSchema = z.object({ field: z.string(), message: z.string() });

export const importRowResultSchema = z.object({
  row: z.number().int(),
  status: z.enum(IMPORT_STATUSES),
  errors: z.array(issueSchema),
  warnings: z.array(issueSchema),
  kpiAssignmentId: z.string().optional(),
});
export type ImportRowResult = z.infer<typeof importRowResultSchema>;

export const importTotalsSchema = z.object({
  rows: z.number().int(),
  valid: z.number().int(),
  errors: z.number().int(),
  written: z.number().int(),
  pending: z.number().int(),
  unchanged: z.number().int(),
});
export type ImportTotals = z.infer<typeof importTotalsSchema>;

export const importResponseSchema = z.object({
  dryRun: z.boolean(),
  mode: z.enum(IMPORT_MODES),
  /** Whether anything was written (false for a dry run and for an all-or-nothing import with errors). */
  committed: z.boolean(),
  results: z.array(importRowResultSchema),
  totals: importTotalsSchema,
});
export type ImportResponse = z.infer<typeof importResponseSchema>;

/** IMPORT-20: the template's rows: a year (default this fiscal year), optionally one frequency and one period. */
export const importTemplateQuerySchema = z.object({
  year: yearSchema.optional(),
  frequency: frequencySchema.optional(),
  period: z
    .string()
    .trim()
    .min(1, "The period must not be empty")
    .max(20, "The period must be a period key such as q1 or january")
    .optional(),
});
