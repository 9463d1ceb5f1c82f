import { objectiveStatusLabel } from "../../../../domain/labels";
import type { BscPerspective } from "../../../../domain/scorecard";
import { Badge } from "../../../components/ui/badge";
import { cn } from "../../../lib/cn";

// Perspective display metadata (UI-12): Financial green, Customer blue, Internal Process purple,
// Learning & Growth orange.
const PERSPECTIVE_CLASSES: Record<BscPerspective, string> = {
  Financial: "bg-emerald-500/12 text-emerald-700 dark:text-emerald-300",
  Customer: "bg-sky-500/12 text-sky-700 dark:text-sky-300",
  Internal_Process: "bg-violet-500/12 text-violet-700 dark:text-violet-300",
  Learning_Growth: "bg-orange-500/12 text-orange-700 dark:text-orange-300",
};

export function PerspectiveBadge({ perspective, label }: { perspective: BscPerspective; label: string }) {
  return <Badge className={cn("border-transparent", PERSPECTIVE_CLASSES[perspective])}>{label}</Badge>;
}

// Status badge (LIBRARY-7); LIBRARY-7 'The library list also shows the labels Active, Under Review, At Risk,
// Behind'.
const STATUS_VARIANTS = {
  Active: "success",
  Under_Review: "warning",
  At_Risk: "warning",
  Behind: "red",
  Inactive: "grey",
} as const;

export function StatusBadge({ status }: { status: string }) {
  const variant = STATUS_VARIANTS[status as keyof typeof STATUS_VARIANTS] ?? "grey";
  return <Badge variant={variant}>{objectiveStatusLabel(status)}</Badge>;
}

/** A theme's colour dot and name; 'No Theme' when there is none (UI-10, CASCADE-4). */
export function ThemeChip({ name, color }: { name: string | null; color: string | undefined }) {
  return (
    <span className="inline-flex items-center gap-1.5 text-xs text-muted-foreground">
      <span
        className={cn(
          "size-2 shrink-0 rounded-full",
          !name && "border border-dashed border-muted-foreground/60",
        )}
        style={name && color ? { backgroundColor: color } : undefined}
        aria-hidden="true"
      />
      {name ?? "No Theme"}
    </span>
  );
}

/** A colour swatch with its hex value (LIBRARY-7). */
export function ColorSwatch({ color }: { color: string }) {
  return (
    <span className="flex items-center gap-2">
      <span
        className="size-5 shrink-0 rounded-md border shadow-xs"
        style={{ backgroundColor: color }}
        aria-hidden="true"
      />
      <span className="font-mono text-xs uppercase">{color}</span>
    </span>
  );
}
