import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "../../../components/ui/card";
import { Skeleton } from "../../../components/ui/skeleton";

/** One figure with its label and a line of context. */
export function StatTile({
  label,
  value,
  hint,
  icon: Icon,
  loading = false,
}: {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  icon?: LucideIcon;
  loading?: boolean;
}) {
  return (
    <Card className="flex min-w-0 flex-col gap-2 p-4 sm:p-5">
      <div className="flex items-center justify-between gap-2">
        <p className="min-w-0 text-sm font-medium text-muted-foreground">{label}</p>
        {Icon && (
          <span className="hidden size-8 shrink-0 items-center justify-center sm:flex rounded-md bg-primary/10 text-primary">
            <Icon className="size-4" aria-hidden="true" />
          </span>
        )}
      </div>
      {loading ? (
        <Skeleton className="h-8 w-24" />
      ) : (
        <p className="text-2xl font-semibold tracking-tight tabular-nums">{value}</p>
      )}
      {hint && <p className="text-xs text-muted-foreground">{hint}</p>}
    </Card>
  );
}
