import { isFinished } from "../../../../domain/jobs";
import type { JobDetail } from "../../../../domain/schemas/jobs";
import { api } from "../../../lib/api-client";

/** UI-111: a job that ended failed; its message is the job's error (JOB-4: a sentence for the reader). */
export class JobFailed extends Error {
  override readonly name = "JobFailed";
}

// UI-111: how often a screen asks how far its job is.
const POLL_MS = 700;

/**
 * UI-111: polls GET /api/jobs/{id} (API-39) until the job is finished, telling `onProgress` each answer;
 * resolves with the finished job (succeeded or failed: the caller reads its result or its error).
 */
export async function awaitJob(jobId: string, onProgress: (job: JobDetail) => void): Promise<JobDetail> {
  for (;;) {
    const job = await api.get<JobDetail>(`/api/jobs/${jobId}`);
    onProgress(job);
    if (isFinished(job.state)) return job;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
