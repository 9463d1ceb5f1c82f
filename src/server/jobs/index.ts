// Background work in one place (docs/decisions/023): the job runner and its queue (JOB-1..JOB-7), and the
// periodic jobs' timer (docs/decisions/011), with what both share: yielding to requests and a job's actor.
export {
  activeOrganizationIds,
  JOB_SLICE,
  jobActor,
  letRequestsThrough,
  type PeriodicJob,
  startPeriodicJob,
} from "./periodic";
export { enqueueJob, JOB_FILE_NOT_FOUND, JOB_NOT_FOUND, listJobs, readJob, readJobFile } from "./queue";
export {
  type ClaimedJob,
  type JobContext,
  type JobHandler,
  JobRefused,
  type JobRunner,
  startJobRunner,
} from "./runner";
