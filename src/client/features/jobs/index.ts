// Background jobs on the client (JOB-6, docs/decisions/023): waiting for a job with its progress (UI-111)
// and Settings' Jobs tab (UI-112), which other screens use through this entry.
export { JobProgress } from "./components/job-progress";
export { JobsCard } from "./components/jobs-card";
export { awaitJob, JobFailed } from "./lib/await-job";
