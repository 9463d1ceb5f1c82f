import { type ScoreColor, scoreColor } from "../../../../domain/scoring";
import { cn } from "../../../lib/cn";

// Set and Cascade (SCORE-7): green at 85 or more, yellow at 70 or more, red below, gray without a score.
const COLORS: Record<ScoreColor, string> = {
  green: "bg-emerald-500",
  yellow: "bg-amber-400",
  red: "bg-red-500",
  grey: "bg-muted-foreground/40",
};

export function ScoreDot({ score, className }: { score: number | null; className?: string }) {
  const color = scoreColor(score);
  const label = score === null ? "No score yet" : `Score ${score}%`;
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      data-color={color}
      className={cn("inline-block size-2.5 shrink-0 rounded-full", COLORS[color], className)}
    />
  );
}
