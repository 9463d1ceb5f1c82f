import { type ReactNode, useState } from "react";
import type { ViewType } from "../../domain/aggregation";
import { describeKpiScore, describeRollUp } from "../../domain/explain";
import { type KpiScoreExplanation, scoreKpi } from "../../domain/kpi-score";
import type { Frequency, PeriodKey, PeriodValues } from "../../domain/periods";
import type { RollUpExplanation } from "../../domain/rollups";
import type { KpiHistory } from "../../domain/schemas/scorecard";
import type { ScoringSettings } from "../../domain/scoring";
import { cn } from "../lib/cn";
import { readerLocale } from "../lib/intl";
import { useRead } from "../lib/resources";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "./ui/dialog";
import { Spinner } from "./ui/spinner";

// Any score on the performance screens can be clicked to show how it was computed.
// The sentences come from the domain's explain.ts, the same engine that computed the score; nothing is
// explained until someone asks, so a table of 2,000 scores builds no explanation up front.

const BUTTON_CLASSES =
  "cursor-help whitespace-nowrap rounded-md underline decoration-dotted decoration-from-font underline-offset-4 outline-none hover:decoration-solid focus-visible:ring-[3px] focus-visible:ring-ring/50";

/** A score shown as a button that asks for its explanation (the owner renders the dialog). */
export function ExplainButton({
  subject,
  onExplain,
  children,
  className,
}: {
  subject: string;
  onExplain: () => void;
  children: ReactNode;
  className?: string;
}) {
  return (
    <button
      type="button"
      onClick={(event) => {
        event.stopPropagation();
        onExplain();
      }}
      aria-label={`How the score of ${subject} was computed`}
      title="How was this computed?"
      className={cn(BUTTON_CLASSES, className)}
    >
      {children}
    </button>
  );
}

/** The explanation dialog; its body is rendered only while open. One per screen serves a whole table. */
export function ScoreExplanationDialog({
  subject,
  open,
  onClose,
  children,
}: {
  subject: string;
  open: boolean;
  onClose: () => void;
  children: () => ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>How this score was computed</DialogTitle>
          <DialogDescription>{subject}</DialogDescription>
        </DialogHeader>
        {open && children()}
      </DialogContent>
    </Dialog>
  );
}

/** A score that opens its own explanation; for the few headline scores of a screen. */
export function ExplainableScore({
  subject,
  explain,
  children,
  className,
}: {
  /** What was scored: 'Revenue growth', 'Financial perspective'. */
  subject: string;
  explain: () => ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <ExplainButton subject={subject} onExplain={() => setOpen(true)} className={className}>
        {children}
      </ExplainButton>
      <ScoreExplanationDialog subject={subject} open={open} onClose={() => setOpen(false)}>
        {explain}
      </ScoreExplanationDialog>
    </>
  );
}

export function ExplanationLines({ lines }: { lines: readonly string[] }) {
  return (
    <ol className="space-y-2 text-sm">
      {lines.map((line, index) => (
        // Lines are plain sentences in a fixed order; the index is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: the order of the sentences never changes
        <li key={index} className="flex gap-2">
          <span className="mt-1.5 size-1.5 shrink-0 rounded-full bg-primary/60" aria-hidden="true" />
          <span>{line}</span>
        </li>
      ))}
    </ol>
  );
}

export function RollUpExplanationView({ explanation }: { explanation: RollUpExplanation }) {
  return <ExplanationLines lines={describeRollUp(explanation)} />;
}

export function KpiExplanationView({ explanation }: { explanation: KpiScoreExplanation }) {
  return <ExplanationLines lines={describeKpiScore(explanation, readerLocale())} />;
}

export type KpiViewContext = {
  year: number;
  viewFrequency: Frequency;
  period: PeriodKey;
  view: ViewType;
  settings: ScoringSettings;
};

function toMap(
  periods: { periodKey: string; target: number | null; actual: number | null }[],
  pick: "target" | "actual",
) {
  const values: PeriodValues = {};
  for (const period of periods) values[period.periodKey as PeriodKey] = period[pick];
  return values;
}

/**
 * A KPI of the scorecard, explained from its year's values: the screens that read the scorecard do not
 * hold every KPI's periods, so they are fetched when the explanation is opened and scored again with
 * the same engine and settings.
 */
export function KpiExplanationFromHistory({
  kpiAssignmentId,
  context,
}: {
  kpiAssignmentId: string;
  context: KpiViewContext;
}) {
  const history = useRead<KpiHistory>(`/api/kpi-assignments/${encodeURIComponent(kpiAssignmentId)}/history`, {
    params: { year: context.year, years: 1 },
  });
  if (history.isPending) return <Spinner className="mx-auto my-4" label="Loading the KPI's values" />;
  if (history.isError || !history.data) {
    return <p className="text-sm text-muted-foreground">The values behind this score could not be loaded.</p>;
  }
  const { frequency, polarity, isCumulative, aggregation, unit, scoring, baseline, years } = history.data;
  const periods = years.find((entry) => entry.year === context.year)?.periods ?? [];
  const { explanation } = scoreKpi({
    frequency,
    polarity,
    isCumulative,
    // AGG-8: the same aggregation and scoring method as the server, so the explainer names them.
    aggregation,
    unit,
    scoring,
    baseline,
    targets: toMap(periods, "target"),
    actuals: toMap(periods, "actual"),
    view: context.view,
    viewFrequency: context.viewFrequency,
    period: context.period,
    settings: context.settings,
    // FISCAL-3, FISCAL-5: the periods of the organization's fiscal year, as the server read them.
    fiscalYearStartMonth: history.data.fiscalYearStartMonth,
  });
  return <KpiExplanationView explanation={explanation} />;
}
