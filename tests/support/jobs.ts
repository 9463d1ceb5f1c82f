// Waiting for a background job (JOB-1) the way the Import screen does: poll GET /api/jobs/{id} until it is
// finished, nudging the test app's runner so no poll interval is waited out.
import type { JobDetail } from "../../src/domain/schemas/jobs";
import { callApi } from "./library";
import type { TestApp } from "./test-app";

export async function awaitJob(
  t: TestApp,
  cookie: string,
  jobId: string,
  options: { timeoutMs?: number; pollMs?: number } = {},
): Promise<JobDetail> {
  const { timeoutMs = 120_000, pollMs = 20 } = options;
  const started = Date.now();
  for (;;) {
    const res = await callApi(t, "GET", `/api/jobs/${jobId}`, cookie);
    if (res.statusCode !== 200) throw new Error(`GET /api/jobs/${jobId}: ${res.statusCode} ${res.body}`);
    const job = res.json() as JobDetail;
    if (job.state === "succeeded" || job.state === "failed") return job;
    if (Date.now() - started > timeoutMs)
      throw new Error(`job ${jobId} still ${job.state} after ${timeoutMs} ms`);
    t.jobRunner.kick();
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}
