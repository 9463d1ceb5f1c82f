import { ArrowRight, Check, X } from "lucide-react";
import { FormattedMessage, type MessageDescriptor, useIntl } from "react-intl";
import type { ScoreMove, Submission } from "../../../../domain/schemas/evidence-approval";
import type { KpiStatus } from "../../../../domain/scoring";
import { formatMeasure } from "../../../../domain/units";
import { StatusBadge, statusTextClass } from "../../../components/score-badges";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardHeader } from "../../../components/ui/card";
import { useCurrentUser } from "../../../lib/auth";
import { cn } from "../../../lib/cn";
import { formatDateTime, formatNumber, readerLocale } from "../../../lib/intl";
import { EvidenceList } from "../../evidence";
import { approvalsMessages as m } from "../messages";

/** A status's key in the message m.kpiStatus (an ICU select takes no spaces). */
const STATUS_KEY: Record<KpiStatus, string> = {
  "Exceeds Target": "exceeds",
  "On Target": "on",
  "Near Target": "near",
  "At Risk": "risk",
  "Below Target": "below",
  "No Data": "none",
};

/** One score before → after, coloured by its status (SCORE-10). */
function Move({ label, testId, move }: { label: MessageDescriptor; testId: string; move: ScoreMove }) {
  const intl = useIntl();
  const changed = move.before !== move.after;
  const score = (value: number | null) =>
    value === null
      ? intl.formatMessage(m.noScore)
      : intl.formatMessage(m.scorePercent, { score: formatNumber(value) });
  const status = (value: KpiStatus) => intl.formatMessage(m.kpiStatus, { status: STATUS_KEY[value] });
  return (
    <div className="min-w-0 rounded-md border bg-muted/30 px-3 py-2" data-testid={`impact-${testId}`}>
      <div className="flex items-baseline justify-between gap-2">
        <span className="text-xs font-medium text-muted-foreground uppercase">
          <FormattedMessage {...label} />
        </span>
      </div>
      <div className="truncate text-xs text-muted-foreground" title={move.name ?? undefined}>
        {move.name ?? "-"}
      </div>
      <div className="mt-1 flex flex-wrap items-center gap-1.5 text-sm font-semibold tabular-nums">
        <span className={statusTextClass(move.beforeStatus)} title={status(move.beforeStatus)}>
          {score(move.before)}
        </span>
        <ArrowRight className="size-3.5 text-muted-foreground" aria-label={intl.formatMessage(m.becomes)} />
        <span className={statusTextClass(move.afterStatus)} title={status(move.afterStatus)}>
          {score(move.after)}
        </span>
        {!changed && (
          <span className="text-xs font-normal text-muted-foreground">
            <FormattedMessage {...m.unchanged} />
          </span>
        )}
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
  const intl = useIntl();
  const noData = intl.formatMessage(m.noData);
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
              <FormattedMessage
                {...m.submittedBy}
                values={{
                  name: s.submitterName ?? intl.formatMessage(m.unknown),
                  strong: (chunks) => <span className="font-medium text-foreground">{chunks}</span>,
                }}
              />
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
                  {formatMeasure(impact.oldValue, s.unit, readerLocale()) ?? noData}
                </span>
                <ArrowRight
                  className="mx-1 inline size-3.5 text-muted-foreground"
                  aria-label={intl.formatMessage(m.to)}
                />
                <span className="font-semibold">
                  {formatMeasure(impact.newValue, s.unit, readerLocale()) ?? noData}
                </span>
              </span>
              <StatusBadge status={impact.kpi.afterStatus} className="ml-auto" />
            </div>
            <div className="grid grid-cols-2 gap-2 lg:grid-cols-4">
              <Move label={m.moveKpi} testId="kpi" move={impact.kpi} />
              <Move label={m.moveObjective} testId="objective" move={impact.objective} />
              <Move label={m.moveFunction} testId="function" move={impact.function} />
              {impact.ceo ? (
                <Move label={m.moveCeo} testId="ceo" move={impact.ceo} />
              ) : (
                <div className="rounded-md border border-dashed px-3 py-2 text-xs text-muted-foreground">
                  <FormattedMessage {...m.noCeoFunction} />
                </div>
              )}
            </div>
            <details className="group rounded-md text-sm">
              <summary className="cursor-pointer text-xs text-muted-foreground hover:text-foreground">
                <FormattedMessage {...m.evidenceFor} values={{ period: impact.periodLabel }} />
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
                <FormattedMessage {...m.reject} />
              </Button>
              <Button
                disabled={busy}
                onClick={onApprove}
                aria-label={intl.formatMessage(m.approveKpi, { kpi: s.kpiName })}
              >
                <Check aria-hidden="true" />
                <FormattedMessage {...m.approve} />
              </Button>
            </div>
          ) : (
            <p className="border-t pt-3 text-sm text-muted-foreground">
              <FormattedMessage {...m.waitingForHead} values={{ function: s.functionName }} />
            </p>
          )
        ) : (
          <div className={cn("grid gap-1 border-t pt-3 text-sm")}>
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant={s.status === "approved" ? "success" : "red"}>
                <FormattedMessage {...(s.status === "approved" ? m.decidedApproved : m.decidedRejected)} />
              </Badge>
              <span className="text-muted-foreground">
                {s.decidedAt
                  ? intl.formatMessage(m.decidedByAt, {
                      name: s.deciderName ?? intl.formatMessage(m.unknown),
                      at: formatDateTime(s.decidedAt),
                    })
                  : intl.formatMessage(m.decidedBy, { name: s.deciderName ?? intl.formatMessage(m.unknown) })}
              </span>
            </div>
            {s.reason && (
              <p className="break-words">
                <FormattedMessage {...m.reason} values={{ reason: s.reason }} />
              </p>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
