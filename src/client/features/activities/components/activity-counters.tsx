import { ActivityIcon, ArrowRightLeftIcon, BookOpenIcon, DatabaseIcon } from "lucide-react";
import type { ReactNode } from "react";
import type { ActivityCounts } from "../../../../domain/schemas/activities";
import { Card, CardContent } from "../../../components/ui/card";
import { Skeleton } from "../../../components/ui/skeleton";
import { formatNumber } from "../../../lib/intl";
import { useRead } from "../../../lib/resources";

/** Activities (ACTIVITY-3): Library Actions, Assignments, Data Updates, Total Activities (whole log). */
export function ActivityCounters() {
  const counts = useRead<ActivityCounts>("/api/activities/counts");
  const tiles: { label: string; value: number | undefined; icon: ReactNode }[] = [
    { label: "Library Actions", value: counts.data?.library, icon: <BookOpenIcon /> },
    { label: "Assignments", value: counts.data?.assignments, icon: <ArrowRightLeftIcon /> },
    { label: "Data Updates", value: counts.data?.dataUpdates, icon: <DatabaseIcon /> },
    { label: "Total Activities", value: counts.data?.total, icon: <ActivityIcon /> },
  ];
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {tiles.map((tile) => (
        <Card key={tile.label}>
          <CardContent className="flex items-center gap-3 p-4 sm:p-5">
            <span className="hidden size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary sm:flex [&_svg]:size-5">
              {tile.icon}
            </span>
            <div className="min-w-0">
              <p className="truncate text-xs font-medium text-muted-foreground sm:text-sm">{tile.label}</p>
              {tile.value === undefined ? (
                counts.isError ? (
                  <p className="text-2xl font-semibold">—</p>
                ) : (
                  <Skeleton className="mt-1 h-7 w-12" />
                )
              ) : (
                <p className="text-2xl font-semibold tabular-nums" data-counter={tile.label}>
                  {formatNumber(tile.value)}
                </p>
              )}
            </div>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
