import type { KpiStatus } from "../../domain/scoring";
import { type ScoreColor, scoreBadgeVariant, scoreColor } from "../../domain/scoring";
import { cn } from "../lib/cn";
import { Badge, type BadgeVariant } from "./ui/badge";

// Shared by KPI Input, KPI Results and Corporate BSC: how a score and a status look (SCORE-7, SCORE-8;
// SCORE-5).

/** SCORE-8: the score badge of the overview (>= 85 default, >= 70 secondary, else destructive). */
export function ScoreBadge({ score, className }: { score: number | null; className?: string }) {
  return (
    <Badge variant={scoreBadgeVariant(score)} className={cn("tabular-nums", className)}>
      {score === null ? "No score" : `${score}%`}
    </Badge>
  );
}

const STATUS_VARIANT: Record<KpiStatus, BadgeVariant> = {
  "Exceeds Target": "success",
  "On Target": "success",
  "Near Target": "warning",
  "At Risk": "warning",
  "Below Target": "red",
  "No Data": "grey",
};

/** KPI status from score (SCORE-5). */
export function StatusBadge({ status, className }: { status: KpiStatus; className?: string }) {
  return (
    <Badge variant={STATUS_VARIANT[status]} className={className} data-status={status}>
      {status}
    </Badge>
  );
}

/** Corporate BSC colours as text (SCORE-7): >= 85 green, 70-84 yellow, below 70 red, none grey. */
export const SCORE_TEXT_CLASSES: Record<ScoreColor, string> = {
  green: "text-emerald-600 dark:text-emerald-400",
  yellow: "text-amber-600 dark:text-amber-400",
  red: "text-red-600 dark:text-red-400",
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
export const scoreTextClass = (score: number | null) => SCORE_TEXT_CLASSES[scoreColor(score)];
export const scoreSurfaceClass = (score: number | null) => SCORE_SURFACE_CLASSES[scoreColor(score)];
