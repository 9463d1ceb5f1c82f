// The briefing book and report schedules (REPORT-1..REPORT-25, API-31, API-32).
import { z } from "zod";
import { REPORT_CADENCES } from "../report-schedules";
import { hasNoWebAddress } from "./auth";

export const SCHEDULE_NAME_MESSAGE = "Name must be 1 to 120 characters";
/** REPORT-27: the name is copied into every mail of the schedule, so it holds no web address. */
export const SCHEDULE_NAME_WEB_ADDRESS_MESSAGE = "Name cannot contain a web address";
export const SCHEDULE_FUNCTION_MESSAGE = "Choose a function";
export const SCHEDULE_CADENCE_MESSAGE = "Cadence must be monthly or quarterly";
export const SCHEDULE_DAYS_MESSAGE = "Days after the period end must be a whole number from 0 to 60";
export const SCHEDULE_RECIPIENTS_MESSAGE = "Choose 1 to 50 recipients, each a user of your organization";
export const MAX_SCHEDULE_RECIPIENTS = 50;

/** REPORT-12: POST /api/report-schedules. */
export const createReportScheduleSchema = z.object({
  name: z
    .string({ error: SCHEDULE_NAME_MESSAGE })
    .trim()
    .min(1, SCHEDULE_NAME_MESSAGE)
    .max(120, SCHEDULE_NAME_MESSAGE)
    .refine(hasNoWebAddress, SCHEDULE_NAME_WEB_ADDRESS_MESSAGE),
  functionId: z.uuid({ error: SCHEDULE_FUNCTION_MESSAGE }),
  cadence: z.enum(REPORT_CADENCES, { error: SCHEDULE_CADENCE_MESSAGE }),
  daysAfterPeriodEnd: z
    .number({ error: SCHEDULE_DAYS_MESSAGE })
    .int(SCHEDULE_DAYS_MESSAGE)
    .min(0, SCHEDULE_DAYS_MESSAGE)
    .max(60, SCHEDULE_DAYS_MESSAGE),
  recipientUserIds: z
    .array(z.uuid({ error: SCHEDULE_RECIPIENTS_MESSAGE }), { error: SCHEDULE_RECIPIENTS_MESSAGE })
    .min(1, SCHEDULE_RECIPIENTS_MESSAGE)
    .max(MAX_SCHEDULE_RECIPIENTS, SCHEDULE_RECIPIENTS_MESSAGE),
});
export type CreateReportScheduleInput = z.infer<typeof createReportScheduleSchema>;

export const reportScheduleSchema = z.object({
  id: z.string(),
  name: z.string(),
  functionId: z.string(),
  functionName: z.string(),
  cadence: z.enum(REPORT_CADENCES),
  daysAfterPeriodEnd: z.number().int(),
  recipientUserIds: z.array(z.string()),
  recipients: z.array(z.object({ id: z.string(), name: z.string(), email: z.string() })),
  /** REPORT-17: the last period mailed ('Q3 2026') and when, or null before the first. */
  lastDelivery: z
    .object({ year: z.number(), period: z.string(), label: z.string(), sentAt: z.string() })
    .nullable(),
  /** REPORT-26: before the first mail, the period it will carry and the day it goes ('2026-12-03'). */
  firstSend: z
    .object({ year: z.number(), period: z.string(), label: z.string(), sendDay: z.string() })
    .nullable(),
  createdAt: z.string(),
});
export type ReportSchedule = z.infer<typeof reportScheduleSchema>;
