import { z } from "zod";
import { activitySchema } from "./activities";
import { assignmentYearSchema } from "./assignments";

// API-19: GET /api/dashboard-summary?year= — the Dashboard's figures (UI-4), computed on the server.

export const dashboardSummaryQuerySchema = z.object({ year: assignmentYearSchema.optional() });

const cardCountsSchema = z.object({
  total: z.number().int(),
  active: z.number().int(),
  assignments: z.number().int(),
});

export const dashboardSummarySchema = z.object({
  /** FISCAL-2: the fiscal year counted (the one asked for, else today's). */
  year: z.number().int(),
  objectives: cardCountsSchema,
  kpis: cardCountsSchema,
  activeUsers: z.number().int(),
  /** ACTIVITY-3: the 3 latest activities, newest first. */
  recentActivity: z.array(activitySchema),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;
