// Actual results as typed and as the API takes them (UI-14, VALUE-1..VALUE-3): the 'Update KPI Result'
// and 'Actual Results' forms and the actualResult field of a KPI assignment.
import { z } from "zod";
import {
  AMBIGUOUS_NUMBER_MESSAGE,
  type DecimalSeparator,
  isUsableValue,
  parseDecimal,
  VALUE_RANGE_MESSAGE,
} from "../measures";
import { periodValueTextSchemaFor } from "./period-maps";

export const ACTUAL_REQUIRED_MESSAGE = "Actual result is required";
export const ACTUAL_NUMBER_MESSAGE = "Please enter a valid number";
export const ACTUAL_RANGE_MESSAGE = "Actual result must be between -1000000000000 and 1000000000000";
export const PERIOD_REQUIRED_MESSAGE = "Period is required";

/** UI-14, VALUE-1..VALUE-3: required, a number within ±1e12 (negative too); text or a number. */
export const actualResultSchema = z
  .union([z.number(), z.string(), z.null()], { error: ACTUAL_NUMBER_MESSAGE })
  .transform((value, ctx) => {
    if (value === null || (typeof value === "string" && value.trim() === "")) {
      ctx.addIssue({ code: "custom", message: ACTUAL_REQUIRED_MESSAGE });
      return z.NEVER;
    }
    const parsed =
      typeof value === "number"
        ? Number.isFinite(value)
          ? { ok: isUsableValue(value), value }
          : { ok: false as const, value: null }
        : parseDecimal(value, ".");
    if (!parsed.ok || typeof parsed.value !== "number") {
      const range = typeof value === "number" && Number.isFinite(value);
      ctx.addIssue({
        code: "custom",
        message: range
          ? ACTUAL_RANGE_MESSAGE
          : "message" in parsed
            ? actualTextMessage(parsed.message)
            : ACTUAL_NUMBER_MESSAGE,
      });
      return z.NEVER;
    }
    return parsed.value;
  });

/** VALUE-1, VALUE-3: the field's message for text parseDecimal refused: ambiguous, out of bounds, or none. */
function actualTextMessage(message: string): string {
  if (message === AMBIGUOUS_NUMBER_MESSAGE) return `The number ${message}`;
  if (message === VALUE_RANGE_MESSAGE) return ACTUAL_RANGE_MESSAGE;
  return ACTUAL_NUMBER_MESSAGE;
}

/** VALUE-2, VALUE-3: an actual typed in a form, read in the user's decimal separator. */
function actualTextSchema(separator: DecimalSeparator) {
  return z
    .string()
    .trim()
    .min(1, ACTUAL_REQUIRED_MESSAGE)
    .refine((text) => parseDecimal(text, separator).ok, {
      error: (issue) => {
        const parsed = parseDecimal(String(issue.input), separator);
        return parsed.ok ? ACTUAL_NUMBER_MESSAGE : actualTextMessage(parsed.message);
      },
    })
    .transform((text) => {
      const parsed = parseDecimal(text, separator);
      return parsed.ok ? (parsed.value ?? 0) : 0;
    });
}

/** The 'Update KPI Result' form field (UI-14): the text typed, checked as the server checks it. */
export function actualResultFormSchemaFor(separator: DecimalSeparator = ".") {
  return z.object({ actualResult: actualTextSchema(separator) });
}
export const actualResultFormSchema = actualResultFormSchemaFor(".");

/** The whole 'Update KPI Result' form: the period picked and the actual result typed for it. */
export function updateResultFormSchemaFor(separator: DecimalSeparator = ".") {
  return actualResultFormSchemaFor(separator).extend({
    periodKey: z.string().min(1, PERIOD_REQUIRED_MESSAGE),
  });
}
export const updateResultFormSchema = updateResultFormSchemaFor(".");
export type UpdateResultFormInput = z.input<typeof updateResultFormSchema>;
export type UpdateResultFormValues = z.output<typeof updateResultFormSchema>;

/**
 * The 'Actual Results' form (UI-14): one text per period key; a blank is no data
 * (null), anything else a number within ±1e12 read in the user's decimal separator (VALUE-1, VALUE-2).
 */
export function actualResultsFormSchemaFor(separator: DecimalSeparator = ".") {
  return z.object({ values: z.record(z.string(), periodValueTextSchemaFor(separator)) });
}
export const actualResultsFormSchema = actualResultsFormSchemaFor(".");
export type ActualResultsFormInput = z.input<typeof actualResultsFormSchema>;
export type ActualResultsFormValues = z.output<typeof actualResultsFormSchema>;
