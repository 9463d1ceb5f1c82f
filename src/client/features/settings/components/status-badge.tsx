import type { KpiStatus } from "../../../../domain/scoring";
import { Badge } from "../../../components/ui/badge";
import { cn } from "../../../lib/cn";

// One colour per status of SCORE-5, from best to worst; text stays readable in both themes (the 800
// shades in light: the 700 ones read under 4.5:1 on their tints).
const STATUS_CLASSES: Record<KpiStatus, string> = {
  "Exceeds Target": "bg-emerald-500/15 text-emerald-800 dark:text-emerald-300",
  "On Target": "bg-green-500/15 text-green-800 dark:text-green-300",
  "Near Target": "bg-yellow-500/20 text-yellow-800 dark:text-yellow-200",
  "At Risk": "bg-orange-500/15 text-orange-800 dark:text-orange-300",
  "Below Target": "bg-red-500/15 text-red-800 dark:text-red-300",
  "No Data": "bg-muted text-muted-foreground",
};

export function StatusBadge({ status, className }: { status: KpiStatus; className?: string }) {
  return (
    <Badge variant="outline" className={cn("border-transparent", STATUS_CLASSES[status], className)}>
      {status}
    </Badge>
  );
}
