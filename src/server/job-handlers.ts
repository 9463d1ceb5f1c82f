import type { JobKind } from "../domain/jobs";
import { runImportJob } from "./features/imports/job";
import { runBriefingBookJob } from "./features/reports/service";
import type { JobHandler } from "./jobs";

/** JOB-1: the handler of each kind of job, for the runner of every app process (docs/decisions/023). */
export const JOB_HANDLERS: Record<JobKind, JobHandler> = {
  "measurement-import": runImportJob,
  "briefing-book": runBriefingBookJob,
};
