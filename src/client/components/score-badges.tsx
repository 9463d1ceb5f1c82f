import type { KpiStatus } from "../../domain/scoring";
import { type ScoreColor, statusColor } from "../../domain/scoring";
import { cn } from "../lib/cn";
import { Badge, type BadgeVariant } from "./ui/badge";

// Shared by KPI Input, KPI Results and Corporate BSC: how a score and a status look (SCORE-5; one colour
// rule, SCORE-10: every score wears its status's colour, so the organization's thresholds decide it).

const STATUS_VARIANT: Record<KpiStatus, BadgeVariant> = {
  "Exceeds Target": "success",
  "On Target": "success",
  "Near Target": "warning",
  "At Risk": "warning",
  "Below Target": "red",
  "No Data": "grey",
};

/** SCORE-10: a score badge wears its status's colour, the same as the status badge beside it. */
export function ScoreBadge({
  score,
  status,
  className,
}: {
  score: number | null;
  status: KpiStatus;
  className?: string;
}) {
  return (
    <Badge
      variant={STATUS_VARIANT[status]}
      className={cn("tabular-nums", className)}
      data-color={statusColor(status)}
    >
      {score === null ? "No score" : `${score}%`}
    </Badge>
  );
}

/** KPI status from score (SCORE-5). */
export function StatusBadge({ status, className }: { status: KpiStatus; className?: string }) {
  return (
    <Badge variant={STATUS_VARIANT[status]} className={className} data-status={status}>
      {status}
    </Badge>
  );
}

/**
 * Score colours as text (SCORE-10): from the status, so from the organization's thresholds. The 700 shades:
 * the 600 ones read under 4.5:1 on white.
 */
export const SCORE_TEXT_CLASSES: Record<ScoreColor, string> = {
  green: "text-emerald-700 dark:text-emerald-400",
  yellow: "text-amber-700 dark:text-amber-400",
  red: "text-red-700 dark:text-red-400",
  grey: "text-muted-foreground",
};

/** The same colours as a soft background, for tiles and chips. */
export const SCORE_SURFACE_CLASSES: Record<ScoreColor, string> = {
  green: "bg-emerald-500/10 text-emerald-700 ring-emerald-500/25 dark:text-emerald-300",
  yellow: "bg-amber-500/10 text-amber-700 ring-amber-500/30 dark:text-amber-300",
  red: "bg-red-500/10 text-red-700 ring-red-500/25 dark:text-red-300",
  grey: "bg-muted text-muted-foreground ring-border",
};

export const scoreText = (score: number | null) => (score === null ? "—" : `${score}%`);

/** A headline score; 'No score' in small type when there is none (never 0: no data is not failure). */
export function ScoreFigure({ score }: { score: number | null }) {
  if (score === null) return <span className="text-sm font-medium">No score</span>;
  return <>{score}%</>;
}
export const statusTextClass = (status: KpiStatus) => SCORE_TEXT_CLASSES[statusColor(status)];
export const statusSurfaceClass = (status: KpiStatus) => SCORE_SURFACE_CLASSES[statusColor(status)];

/** ROLLUP-6: '1 of 2 objectives reporting'. */
export function coverageText(coverage: { reporting: number; total: number }, parts: "KPIs" | "objectives") {
  const noun = coverage.total === 1 ? parts.slice(0, -1) : parts;
  return `${coverage.reporting} of ${coverage.total} ${noun} reporting`;
}
