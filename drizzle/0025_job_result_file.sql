-- JOB-8: a finished job's file (a large briefing book) is kept on its row, so any node serves it.
ALTER TABLE "jobs" ADD COLUMN "result_file" "bytea";
