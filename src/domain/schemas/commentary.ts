// Commentary per KPI per period (COMMENT-1..COMMENT-3): what the commentary API takes and answers.
import { z } from "zod";
import { COMMENTARY_MAX } from "../commentary";
import { PERIOD_KEYS_ALL } from "../period-locks";
import { ASSIGNMENT_YEAR_MESSAGE, assignmentYearSchema, MAX_YEAR, MIN_YEAR } from "./assignments";

const commentText = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .max(COMMENTARY_MAX, `${label} must be at most ${COMMENTARY_MAX.toLocaleString("en-US")} characters`)
    .transform((value) => value.trim());

/** COMMENT-1, COMMENT-2: PUT /api/kpi-assignments/{id}/commentary. */
export const commentaryInputSchema = z.object({
  year: z
    .number({ error: ASSIGNMENT_YEAR_MESSAGE })
    .int(ASSIGNMENT_YEAR_MESSAGE)
    .min(MIN_YEAR, ASSIGNMENT_YEAR_MESSAGE)
    .max(MAX_YEAR, ASSIGNMENT_YEAR_MESSAGE),
  period: z.enum(PERIOD_KEYS_ALL, { error: "Period is not a period key" }),
  analysis: commentText("Analysis").default(""),
  recommendations: commentText("Recommendations").default(""),
});
export type CommentaryInput = z.input<typeof commentaryInputSchema>;

/** The commentary form (the editor): the two texts. */
export const commentaryFormSchema = z.object({
  analysis: commentText("Analysis"),
  recommendations: commentText("Recommendations"),
});
export type CommentaryFormInput = z.input<typeof commentaryFormSchema>;

export const commentaryQuerySchema = z.object({ year: assignmentYearSchema.optional() });

export const commentaryVersionSchema = z.object({
  id: z.uuid(),
  analysis: z.string(),
  recommendations: z.string(),
  authorId: z.uuid().nullable(),
  authorName: z.string().nullable(),
  createdAt: z.string(),
});
export type CommentaryVersion = z.infer<typeof commentaryVersionSchema>;

/** COMMENT-3: one period's current text and its earlier versions, newest first. */
export const periodCommentarySchema = z.object({
  year: z.number().int(),
  period: z.string(),
  current: commentaryVersionSchema,
  earlier: z.array(commentaryVersionSchema),
});
export type PeriodCommentary = z.infer<typeof periodCommentarySchema>;

export const commentaryListSchema = z.object({
  kpiAssignmentId: z.uuid(),
  year: z.number().int(),
  periods: z.array(periodCommentarySchema),
});
export type CommentaryList = z.infer<typeof commentaryListSchema>;
