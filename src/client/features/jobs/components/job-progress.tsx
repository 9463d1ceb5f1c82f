import { cn } from "../../../lib/cn";
import { formatNumber } from "../../../lib/intl";

/** UI-112: how far a job is, as a bar a screen reader reads (role progressbar, its value and maximum). */
export function JobProgress({
  done,
  total,
  label,
  className,
}: {
  done: number;
  total: number;
  label: string;
  className?: string;
}) {
  const share = total > 0 ? Math.min(1, done / total) : 0;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={total}
      aria-valuenow={done}
      aria-valuetext={`${formatNumber(done)} of ${formatNumber(total)}`}
      className={cn("h-1.5 overflow-hidden rounded-full bg-muted", className)}
    >
      <div
        className="h-full rounded-full bg-primary transition-[width] duration-300"
        style={{ width: `${share * 100}%` }}
      />
    </div>
  );
}
