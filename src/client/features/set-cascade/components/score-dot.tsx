import { useIntl } from "react-intl";
import { type KpiStatus, type ScoreColor, statusColor } from "../../../../domain/scoring";
import { cn } from "../../../lib/cn";
import { setCascadeMessages as m } from "../messages";
import { statusLabel } from "./names";

// Set and Cascade (SCORE-10): a dot wears its status's colour, so the organization's thresholds decide it.
const COLORS: Record<ScoreColor, string> = {
  green: "bg-emerald-500",
  yellow: "bg-amber-400",
  red: "bg-red-500",
  grey: "bg-muted-foreground/40",
};

export function ScoreDot({
  score,
  status,
  className,
}: {
  score: number | null;
  status: KpiStatus;
  className?: string;
}) {
  const color = statusColor(status);
  const intl = useIntl();
  const label =
    score === null
      ? intl.formatMessage(m.noScoreYet)
      : intl.formatMessage(m.scoreLabel, { score, status: statusLabel(intl, status) });
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
