import { ArrowRight, Check, X } from "lucide-react";
import type { ScoreMove, Submission } from "../../../../domain/schemas/evidence-approval";
import { formatMeasure } from "../../../../domain/units";
import { StatusBadge, statusTextClass } from "../../../components/score-badges";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardHeader } from "../../../components/ui/card";
import { useCurrentUser } from "../../../lib/auth";
import { cn } from "../../../lib/cn";
import { formatDateTime, readerLocale } from "../../../lib/intl";
import { EvidenceList } from "../../evidence";

const score = (value: number | null) => (value === null ? "No score" : `${value}%`);

/** One score before → after, coloured by its status (SCORE-10). */
function Move({ label, move }: { label: string; move: ScoreMove }) {
  const changed = move.before !== move.after;
  return (
    <div
      className="min-w-0 rounded-md border bg-muted/30 px-3 py-2"
      data-testid={`impact-${label.toLowerCase()}`}
    >
      <div className="flex items-baseline justify-between gap-2">
        <span className="text-xs font-medium text-muted-foreground uppercase">{label}</span>
      </div>
      <div className="truncate text-xs text-muted-foreground" title={move.name ?? undefined}>
        {move.name ?? "-"}
      </div>
      <div className="mt-1 flex flex-wrap items-center gap-1.5 text-sm font-semibold tabular-nums">
        <span className={statusTextClass(move.beforeStatus)} title={move.beforeStatus}>
          {score(move.before)}
        </span>
        <ArrowRight className="size-3.5 text-muted-foreground" aria-label="becomes" />
        <span className={statusTextClass(move.afterStatus)} title={move.afterStatus}>
          {score(move.after)}
        </span>
        {!changed && <span className="text-xs font-normal text-muted-foreground">unchanged</span>}
      </div>
    </div>
  );
}

/** UI-59: a submission with its values, its impact and (for those who may decide) Approve and Reject. */
export function SubmissionCard({
  submission: s,
  busy,
  onApprove,
  onReject,
}: {
  submission: Submission;
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
}) {
  const { user } = useCurrentUser();
  // The submitter may still attach evidence while the value waits (EVIDENCE-2 checks ownership).
  const canAttach = s.status === "pending" && s.submittedBy === user?.id;
  return (
    <Card data-testid="submission" data-kpi={s.kpiName} data-submission-id={s.id}>
      <CardHeader className="gap-1">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 className="font-semibold break-words">{s.kpiName}</h3>
            <p className="text-sm break-words text-muted-foreground">
              {s.functionName} · {s.objectiveName}
            </p>
          </div>
          <div className="text-xs text-muted-foreground sm:text-right">
            <div>
              Submitted by <span className="font-medium text-foreground">{s.submitterName ?? "Unknown"}</span>
            </div>
            <time dateTime={s.submittedAt}>{formatDateTime(s.submittedAt)}</time>
          </div>
        </div>
      </CardHeader>
      <CardContent className="grid gap-4">
        {s.impact.map((impact) => (
          <div key={impact.period} className="grid gap-2">
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <Badge variant="outline">{impact.periodLabel}</Badge>
              <span className="tabular-nums">
                <span className="text-muted-foreground">
                  {formatMeasure(impact.oldValue, s.unit, readerLocale()) ?? "No data"}
                </span>
                <ArrowRight className="mx-1 inline size-3.5 text-muted-foreground" aria-label="to" />
                <span className="font-semibold">
                  {formatMeasure(impact.newValue, s.unit, readerLocale()) ?? "No data"}
                </span>
              </span>
              <StatusBadge status={impact.kpi.afterStatus} className="ml-auto" />
            </div>
            <div className="grid grid-cols-2 gap-2 lg:grid-cols-4">
              <Move label="KPI" move={impact.kpi} />
              <Move label="Objective" move={impact.objective} />
              <Move label="Function" move={impact.function} />
              {impact.ceo ? (
                <Move label="CEO" move={impact.ceo} />
              ) : (
                <div className="rounded-md border border-dashed px-3 py-2 text-xs text-muted-foreground">
                  No CEO function
                </div>
              )}
            </div>
            <details className="group rounded-md text-sm">
              <summary className="cursor-pointer text-xs text-muted-foreground hover:text-foreground">
                Evidence for {impact.periodLabel}
              </summary>
              <div className="pt-2">
                <EvidenceList
                  kpiAssignmentId={s.kpiAssignmentId}
                  year={s.year}
                  period={impact.period}
                  canEdit={canAttach}
                />
              </div>
            </details>
          </div>
        ))}
        {s.status === "pending" ? (
          s.canDecide ? (
            <div className="flex flex-wrap justify-end gap-2 border-t pt-3">
              <Button variant="outline" disabled={busy} onClick={onReject}>
                <X aria-hidden="true" />
                Reject
              </Button>
              <Button disabled={busy} onClick={onApprove} aria-label={`Approve ${s.kpiName}`}>
                <Check aria-hidden="true" />
                Approve
              </Button>
            </div>
          ) : (
            <p className="border-t pt-3 text-sm text-muted-foreground">
              Waiting for a head of {s.functionName} (or a function above it) or an administrator.
            </p>
          )
        ) : (
          <div className={cn("grid gap-1 border-t pt-3 text-sm")}>
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant={s.status === "approved" ? "success" : "red"}>
                {s.status === "approved" ? "Approved" : "Rejected"}
              </Badge>
              <span className="text-muted-foreground">
                by {s.deciderName ?? "Unknown"}
                {s.decidedAt ? ` · ${formatDateTime(s.decidedAt)}` : ""}
              </span>
            </div>
            {s.reason && <p className="break-words">Reason: {s.reason}</p>}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
