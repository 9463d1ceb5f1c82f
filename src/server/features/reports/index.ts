// The report schedules' job (REPORT-14): started beside the mail worker in each app process.
export { type ReportJob, type ReportRun, runReportSchedules, startReportJob } from "./job";
