import { useQuery } from "@tanstack/react-query";
import {
  AlertCircleIcon,
  CheckCircle2Icon,
  ClockIcon,
  LoaderCircleIcon,
  type LucideIcon,
} from "lucide-react";
import { isFinished, JOB_STATE_LABELS, type JobState, jobKindLabel } from "../../../../domain/jobs";
import type { Job, JobList } from "../../../../domain/schemas/jobs";
import { LoadFailure } from "../../../components/load-failure";
import { Badge, type BadgeVariant } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Skeleton } from "../../../components/ui/skeleton";
import { formatDateTime, formatNumber } from "../../../lib/intl";
import { listQuery } from "../../../lib/resources";
import { JobProgress } from "./job-progress";

// UI-112: while a job is queued or running the list asks again this often.
const LIVE_POLL_MS = 2000;

const STATE_LOOKS: Record<JobState, { variant: BadgeVariant; Icon: LucideIcon }> = {
  queued: { variant: "grey", Icon: ClockIcon },
  running: { variant: "default", Icon: LoaderCircleIcon },
  succeeded: { variant: "success", Icon: CheckCircle2Icon },
  failed: { variant: "destructive", Icon: AlertCircleIcon },
};

/** UI-112: Settings' Jobs tab (administrators): the organization's background jobs, newest first (JOB-6). */
export function JobsCard() {
  const jobs = useQuery({
    ...listQuery<JobList>("/api/jobs"),
    refetchInterval: (query) =>
      query.state.data?.items.some((job) => !isFinished(job.state)) ? LIVE_POLL_MS : false,
  });
  const list = jobs.data?.items ?? [];
  return (
    <Card className="max-w-4xl">
      <CardHeader className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle>Jobs</CardTitle>
          <CardDescription>
            Work the server does in the background, such as large imports: who started it, how far it is, and
            why it failed.
          </CardDescription>
        </div>
        <Button variant="outline" onClick={() => jobs.refetch()} disabled={jobs.isFetching}>
          Refresh
        </Button>
      </CardHeader>
      <CardContent>
        {jobs.isPending ? (
          <Skeleton className="h-24 rounded-lg" />
        ) : jobs.isError ? (
          <LoadFailure error={jobs.error} what="jobs" onRetry={() => jobs.refetch()} />
        ) : list.length === 0 ? (
          <p
            className="rounded-md border border-dashed p-4 text-sm text-muted-foreground"
            data-testid="no-jobs"
          >
            No jobs yet. Imports of more than 200 rows run here.
          </p>
        ) : (
          <ul className="grid divide-y rounded-lg border" aria-label="Jobs">
            {list.map((job) => (
              <JobItem key={job.id} job={job} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function JobItem({ job }: { job: Job }) {
  const { variant, Icon } = STATE_LOOKS[job.state];
  const kind = jobKindLabel(job.kind);
  const { done, total } = job.progress;
  return (
    <li className="grid gap-2 p-3" data-testid="job">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <p className="min-w-0 flex-1 font-medium">{kind}</p>
        <Badge variant={variant} className="gap-1">
          <Icon className={job.state === "running" ? "size-3 animate-spin" : "size-3"} aria-hidden="true" />
          {JOB_STATE_LABELS[job.state]}
        </Badge>
      </div>
      <p className="text-xs text-muted-foreground">
        {job.createdBy?.name ?? "A removed user"} · asked {formatDateTime(job.createdAt)}
        {job.startedAt && ` · started ${formatDateTime(job.startedAt)}`}
        {job.finishedAt && ` · finished ${formatDateTime(job.finishedAt)}`}
        {job.attempts > 1 && ` · try ${job.attempts} of ${job.maxAttempts}`}
      </p>
      {total > 0 && (
        <div className="flex items-center gap-3">
          <JobProgress done={done} total={total} label={`${kind} progress`} className="flex-1" />
          <span className="shrink-0 text-xs tabular-nums text-muted-foreground">
            {formatNumber(done)} / {formatNumber(total)}
          </span>
        </div>
      )}
      {job.error && (
        <p className="text-sm text-destructive" data-testid="job-error">
          {job.error}
        </p>
      )}
    </li>
  );
}
