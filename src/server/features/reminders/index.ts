// The reminder job (CYCLE-27): started beside the mail worker in each app process.
export { type ReminderJob, type ReminderRun, runReminders, startReminderJob } from "./job";
