// Closed periods (LOCK-1, LOCK-4): what the period-locks API takes and answers.
import { z } from "zod";
import { FREQUENCIES, isPeriodKeyOf, periodKeysFor } from "../periods";
import { ASSIGNMENT_YEAR_MESSAGE, assignmentYearSchema, MAX_YEAR, MIN_YEAR } from "./assignments";

export const LOCK_FREQUENCY_MESSAGE = "Frequency must be monthly, quarterly or annual";
export const REOPEN_REASON_MESSAGE = "A reason is required to reopen a period";
export const REOPEN_REASON_MAX = 500;

const lockYear = z
  .number({ error: ASSIGNMENT_YEAR_MESSAGE })
  .int(ASSIGNMENT_YEAR_MESSAGE)
  .min(MIN_YEAR, ASSIGNMENT_YEAR_MESSAGE)
  .max(MAX_YEAR, ASSIGNMENT_YEAR_MESSAGE);

/** LOCK-1: POST /api/period-locks — the key must be one of the frequency's keys. */
export const createPeriodLockSchema = z
  .object({
    year: lockYear,
    frequency: z.enum(FREQUENCIES, { error: LOCK_FREQUENCY_MESSAGE }),
    period: z.string({ error: "Period is required" }).max(20, "Period is required"),
  })
  .superRefine((value, ctx) => {
    if (!isPeriodKeyOf(value.frequency, value.period)) {
      ctx.addIssue({
        code: "custom",
        path: ["period"],
        message: `Period must be one of ${periodKeysFor(value.frequency).join(", ")} for ${value.frequency} frequency`,
      });
    }
  });
export type CreatePeriodLockInput = z.infer<typeof createPeriodLockSchema>;

/** GET /api/period-locks?year= (without a year: every closed period). */
export const periodLocksQuerySchema = z.object({ year: assignmentYearSchema.optional() });

/** LOCK-4: the reason to reopen, 1 to 500 characters after trimming. */
export const reopenReasonSchema = z
  .string({ error: REOPEN_REASON_MESSAGE })
  .trim()
  .min(1, REOPEN_REASON_MESSAGE)
  .max(REOPEN_REASON_MAX, `The reason is at most ${REOPEN_REASON_MAX} characters`);

/** LOCK-4: DELETE /api/period-locks/{id} takes `reason` in a JSON body or the query. */
export const reopenBodySchema = z
  .object({
    reason: z
      .string()
      .max(REOPEN_REASON_MAX * 4)
      .optional(),
  })
  .nullish();
export const reopenQuerySchema = z.object({
  reason: z
    .string()
    .max(REOPEN_REASON_MAX * 4)
    .optional(),
});

/** The Settings form that reopens a period (LOCK-4). */
export const reopenFormSchema = z.object({ reason: reopenReasonSchema });
export type ReopenFormInput = z.input<typeof reopenFormSchema>;

export const periodLockSchema = z.object({
  id: z.uuid(),
  year: z.number().int(),
  frequency: z.enum(FREQUENCIES),
  period: z.string(),
  /** 'Q2 2026', 'March 2026', 'Annual 2026'. */
  label: z.string(),
  lockedBy: z.uuid().nullable(),
  lockedByName: z.string().nullable(),
  lockedAt: z.string(),
});
export type PeriodLockItem = z.infer<typeof periodLockSchema>;

export const reopenResponseSchema = z.object({ message: z.string(), id: z.uuid() });
