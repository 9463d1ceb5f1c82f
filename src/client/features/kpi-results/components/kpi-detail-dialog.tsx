import { MessageSquarePlusIcon } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { FormattedMessage, type MessageDescriptor, useIntl } from "react-intl";
import { type PeriodKey, periodLabel, periodName } from "../../../../domain/periods";
import type { KpiHistory, ScorecardKpiRow } from "../../../../domain/schemas/scorecard";
import { formatMeasure } from "../../../../domain/units";
import { ScoreBadge, StatusBadge } from "../../../components/score-badges";
import {
  ExplainableScore,
  KpiExplanationFromHistory,
  type KpiViewContext,
} from "../../../components/score-explanation";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog";
import { Skeleton } from "../../../components/ui/skeleton";
import { useCurrentUser } from "../../../lib/auth";
import { useFiscalStartMonth } from "../../../lib/fiscal-year";
import { readerLocale } from "../../../lib/intl";
import { useRead } from "../../../lib/resources";
import { CommentaryEditor, CommentaryView } from "../../commentary";
import { FollowButton } from "../../notifications";
import { kpiPeriodForView } from "../lib/result-period";
import { trendPoints } from "../lib/trend-points";
import { kpiResultsMessages as m } from "../messages";

// Recharts is loaded only when a detail panel opens: its own chunk, outside the screen's bundle.
const KpiTrendChart = lazy(() => import("./kpi-trend-chart"));

/** KPI Results (UI-17): a detail panel per KPI with its trend over this year and the year before. */
export function KpiDetailDialog({
  kpi,
  context,
  focusCommentary = false,
  onClose,
}: {
  kpi: ScorecardKpiRow | null;
  context: KpiViewContext;
  /** UI-101: opened from a notification's 'Add commentary': start on the period's commentary editor. */
  focusCommentary?: boolean;
  onClose: () => void;
}) {
  return (
    <Dialog open={kpi !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className="max-w-3xl"
        onOpenAutoFocus={(event) => {
          if (!focusCommentary || !(event.currentTarget instanceof HTMLElement)) return;
          const editor = event.currentTarget.querySelector<HTMLElement>("[data-commentary-writer] textarea");
          if (!editor) return;
          event.preventDefault();
          editor.focus({ preventScroll: true });
          editor.scrollIntoView({ block: "center" });
        }}
      >
        {/* Keyed by the KPI: a link to another KPI while the dialog is open starts its detail afresh. */}
        {kpi && (
          <KpiDetail key={kpi.kpiAssignmentId} kpi={kpi} context={context} commentaryOpen={focusCommentary} />
        )}
      </DialogContent>
    </Dialog>
  );
}

/** 'Jan', 'Q2', 'Annual': the column heads of the values table. */
function shortName(key: string): string {
  const name = periodName(key as PeriodKey);
  return key.startsWith("q") || key === "annual" ? name : name.slice(0, 3);
}

function Fact({ label, children }: { label: MessageDescriptor; children: React.ReactNode }) {
  return (
    <div className="min-w-0 rounded-lg border bg-muted/30 px-3 py-2">
      <dt className="text-xs text-muted-foreground">
        <FormattedMessage {...label} />
      </dt>
      <dd className="mt-0.5 text-sm font-medium break-words">{children}</dd>
    </div>
  );
}

function KpiDetail({
  kpi,
  context,
  commentaryOpen,
}: {
  kpi: ScorecardKpiRow;
  context: KpiViewContext;
  commentaryOpen: boolean;
}) {
  const intl = useIntl();
  const { user } = useCurrentUser();
  const history = useRead<KpiHistory>(
    `/api/kpi-assignments/${encodeURIComponent(kpi.kpiAssignmentId)}/history`,
    { params: { year: context.year, years: 2 } },
  );
  const thisYear = history.data?.years.find((entry) => entry.year === context.year);
  return (
    <div className="grid gap-5">
      <DialogHeader>
        <DialogTitle>{kpi.name}</DialogTitle>
        <DialogDescription>
          {history.data?.description || intl.formatMessage(m.noDescription)}
        </DialogDescription>
      </DialogHeader>
      {/* UI-102, NOTIFY-6: be told when this KPI enters or leaves trouble. */}
      <div className="-mt-2">
        <FollowButton
          subject={{ kpiAssignmentId: kpi.kpiAssignmentId }}
          name={kpi.name}
          isOwner={user !== null && user !== undefined && kpi.ownerId === user.id}
        />
      </div>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Fact label={m.target}>{formatMeasure(kpi.target, kpi.unit, readerLocale()) ?? "-"}</Fact>
        <Fact label={m.actual}>
          {formatMeasure(kpi.actual, kpi.unit, readerLocale()) ?? intl.formatMessage(m.noData)}
        </Fact>
        <Fact label={m.score}>
          <ExplainableScore
            subject={kpi.name}
            explain={() => (
              <KpiExplanationFromHistory kpiAssignmentId={kpi.kpiAssignmentId} context={context} />
            )}
          >
            <ScoreBadge score={kpi.score} status={kpi.status} />
          </ExplainableScore>
        </Fact>
        <Fact label={m.status}>
          <StatusBadge status={kpi.status} />
        </Fact>
        <Fact label={m.owner}>{kpi.ownerName ?? intl.formatMessage(m.unassigned)}</Fact>
        <Fact label={m.weight}>
          <FormattedMessage {...m.weightValue} values={{ weight: kpi.weight }} />
        </Fact>
        <Fact label={m.type}>
          <FormattedMessage {...m.kpiType} values={{ cumulative: String(kpi.isCumulative) }} />
        </Fact>
        <Fact label={m.polarityLabel}>
          <FormattedMessage {...m.polarity} values={{ polarity: kpi.polarity }} />
        </Fact>
      </dl>
      <section aria-labelledby="trend-heading" className="grid gap-2">
        <h3 id="trend-heading" className="text-sm font-semibold">
          <FormattedMessage
            {...m.trendHeading}
            values={{ previous: String(context.year - 1), year: String(context.year) }}
          />
        </h3>
        {history.isPending ? (
          <Skeleton className="h-64 w-full" />
        ) : history.isError || !history.data ? (
          <p className="text-sm text-muted-foreground">
            <FormattedMessage {...m.trendFailed} />
          </p>
        ) : (
          <Suspense fallback={<Skeleton className="h-64 w-full" />}>
            <KpiTrendChart
              points={trendPoints(history.data)}
              name={kpi.name}
              format={(value) => formatMeasure(value, kpi.unit, readerLocale())}
            />
          </Suspense>
        )}
      </section>
      {thisYear && (
        <section aria-labelledby="values-heading" className="grid gap-2">
          <h3 id="values-heading" className="text-sm font-semibold">
            <FormattedMessage {...m.valuesIn} values={{ year: String(context.year) }} />
          </h3>
          {/* UI-109: one row per period (period, target, actual), so the table is as narrow as three
              short columns at any width: no letter-per-line headers and no months cut off. */}
          <div className="overflow-x-auto rounded-lg border">
            <table className="w-full text-xs tabular-nums">
              <thead className="bg-muted/40 text-muted-foreground">
                <tr>
                  <th scope="col" className="px-2 py-1.5 text-left font-medium whitespace-nowrap">
                    <FormattedMessage {...m.period} />
                  </th>
                  <th scope="col" className="px-2 py-1.5 text-right font-medium whitespace-nowrap">
                    <FormattedMessage {...m.target} />
                  </th>
                  <th scope="col" className="px-2 py-1.5 text-right font-medium whitespace-nowrap">
                    <FormattedMessage {...m.actual} />
                  </th>
                </tr>
              </thead>
              <tbody>
                {thisYear.periods.map((period) => (
                  <tr key={period.periodKey} className="border-t">
                    <th scope="row" className="px-2 py-1.5 text-left font-medium whitespace-nowrap">
                      {shortName(period.periodKey)}
                    </th>
                    {(["target", "actual"] as const).map((field) => (
                      <td key={field} className="px-2 py-1.5 text-right whitespace-nowrap">
                        {period[field] === null || period[field] === undefined ? (
                          <span className="text-muted-foreground">—</span>
                        ) : (
                          formatMeasure(period[field], kpi.unit, readerLocale())
                        )}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}
      {/* UI-57, COMMENT-3: every period's commentary of the year, with earlier versions. */}
      <CommentaryView
        kpiAssignmentId={kpi.kpiAssignmentId}
        year={context.year}
        title={intl.formatMessage(m.commentaryIn, { year: String(context.year) })}
      />
      <CommentaryWriter kpi={kpi} context={context} startOpen={commentaryOpen} />
    </div>
  );
}

/** COMMENT-2: the KPI's owner and administrators write the commentary of the period on screen. */
function CommentaryWriter({
  kpi,
  context,
  startOpen,
}: {
  kpi: ScorecardKpiRow;
  context: KpiViewContext;
  startOpen: boolean;
}) {
  const intl = useIntl();
  const { user } = useCurrentUser();
  const startMonth = useFiscalStartMonth();
  const [open, setOpen] = useState(startOpen);
  // A second link asking for the commentary of the KPI already open opens the editor too.
  const [askedBefore, setAskedBefore] = useState(startOpen);
  if (askedBefore !== startOpen) {
    setAskedBefore(startOpen);
    if (startOpen) setOpen(true);
  }
  const section = useRef<HTMLElement>(null);
  // UI-101: opened for the commentary while the dialog was already open (the dialog's own first focus
  // handles a dialog that opens with it).
  useEffect(() => {
    if (!startOpen || !open) return;
    const editor = section.current?.querySelector("textarea");
    if (editor && !section.current?.contains(document.activeElement)) {
      editor.focus({ preventScroll: true });
      editor.scrollIntoView({ block: "center" });
    }
  }, [startOpen, open]);
  const canWrite = user?.role === "admin" || (user !== null && user !== undefined && kpi.ownerId === user.id);
  if (!canWrite) return null;
  const period = kpiPeriodForView(kpi.frequency, context.period, startMonth);
  const label = periodLabel(kpi.frequency, period, context.year, startMonth);
  return open ? (
    <section
      ref={section}
      aria-label={intl.formatMessage(m.commentaryFor, { period: label })}
      data-commentary-writer
      className="grid scroll-mt-4 gap-2 rounded-lg border p-3"
    >
      <h3 className="text-sm font-semibold">
        <FormattedMessage {...m.commentaryFor} values={{ period: label }} />
      </h3>
      <CommentaryEditor
        kpiAssignmentId={kpi.kpiAssignmentId}
        year={context.year}
        period={period}
        onSaved={() => setOpen(false)}
      />
    </section>
  ) : (
    <div>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <MessageSquarePlusIcon aria-hidden="true" />
        <FormattedMessage {...m.writeCommentaryFor} values={{ period: label }} />
      </Button>
    </div>
  );
}
