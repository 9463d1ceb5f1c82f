// Background jobs (JOB-1..JOB-7, docs/decisions/023-job-runner.md): the pure part shared by the server and
// the screens: the kinds, their names, the states, and how long a failed try waits before the next.

/** JOB-1: what a job does; each kind has one handler on the server. */
export const JOB_KINDS = ["measurement-import", "briefing-book"] as const;
export type JobKind = (typeof JOB_KINDS)[number];

/** JOB-6: what the Jobs screen calls each kind. */
export const JOB_KIND_LABELS: Record<JobKind, string> = {
  "measurement-import": "Import of targets and actuals",
  "briefing-book": "Briefing book",
};

/** JOB-6: a kind's name; a kind this version does not know (a newer node's) is shown as it is stored. */
export const jobKindLabel = (kind: string) => JOB_KIND_LABELS[kind as JobKind] ?? kind;

export const JOB_STATE_LABELS = {
  queued: "Queued",
  running: "Running",
  succeeded: "Succeeded",
  failed: "Failed",
} as const;
export type JobState = keyof typeof JOB_STATE_LABELS;

/** JOB-3: a failed try waits 5 s, 20 s, 80 s … (at most 10 minutes) before the next. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(5 * 4 ** Math.max(0, attempts - 1), 600);
}

/** JOB-3: whether a job in this state is done (it will not change again). */
export const isFinished = (state: JobState) => state === "succeeded" || state === "failed";

/** JOB-4: what a job that failed for a reason of our own says (its cause goes to the server's log). */
export const JOB_FAILED_MESSAGE =
  "The job failed on the server. Try again; if it fails again, contact support.";
/** JOB-2: what a job whose node stopped too often says. */
export const JOB_ABANDONED_MESSAGE =
  "The job stopped each time it was started (its server stopped or restarted). Try again.";
