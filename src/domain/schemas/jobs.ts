// Background jobs (API-38, API-39, JOB-6): what GET /api/jobs and GET /api/jobs/{id} answer, and the 202 of
// a request that became a job. Shared by the server's routes (their OpenAPI document) and the client.
import { z } from "zod";
import { JOB_KINDS, JOB_STATE_LABELS, type JobState } from "../jobs";

const JOB_STATES = Object.keys(JOB_STATE_LABELS) as [JobState, ...JobState[]];

export const jobSchema = z.object({
  id: z.string(),
  kind: z.string().describe(`What the job does: ${JOB_KINDS.join(", ")}`),
  state: z.enum(JOB_STATES),
  progress: z
    .object({ done: z.number().int(), total: z.number().int() })
    .describe("How much of the job is done, in the job's own units (an import's rows)"),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  createdBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** JOB-4: a sentence for the reader, never a stack. */
  error: z.string().nullable(),
});
export type Job = z.infer<typeof jobSchema>;

export const jobListSchema = z.object({ items: z.array(jobSchema) });
export type JobList = z.infer<typeof jobListSchema>;

/** API-39: one job with its result (an import's: the answer of IMPORT-1) once it succeeded. */
export const jobDetailSchema = jobSchema.extend({
  result: z.unknown().nullable().describe("What the job answered; null until it succeeds"),
});
export type JobDetail = z.infer<typeof jobDetailSchema>;

/** API-27, IMPORT-24: 202 Accepted: the request is a job to poll at GET /api/jobs/{jobId}. */
export const jobAcceptedSchema = z.object({
  jobId: z.string(),
  state: z.enum(JOB_STATES),
  progress: z.object({ done: z.number().int(), total: z.number().int() }),
});
export type JobAccepted = z.infer<typeof jobAcceptedSchema>;
