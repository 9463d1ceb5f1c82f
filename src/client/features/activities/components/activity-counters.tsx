import { ActivityIcon, ArrowRightLeftIcon, BookOpenIcon, DatabaseIcon } from "lucide-react";
import type { ReactNode } from "react";
import { FormattedMessage, type MessageDescriptor } from "react-intl";
import type { ActivityCounts } from "../../../../domain/schemas/activities";
import { Card, CardContent } from "../../../components/ui/card";
import { Skeleton } from "../../../components/ui/skeleton";
import { formatNumber } from "../../../lib/intl";
import { useRead } from "../../../lib/resources";
import { activitiesMessages as m } from "../messages";

/** Activities (ACTIVITY-3): Library Actions, Assignments, Data Updates, Total Activities (whole log). */
export function ActivityCounters() {
  const counts = useRead<ActivityCounts>("/api/activities/counts");
  // `name` is the counter's English name, which the tests find it by (data-counter) in every language.
  const tiles: { name: string; label: MessageDescriptor; value: number | undefined; icon: ReactNode }[] = [
    { name: "Library Actions", label: m.counterLibrary, value: counts.data?.library, icon: <BookOpenIcon /> },
    {
      name: "Assignments",
      label: m.counterAssignments,
      value: counts.data?.assignments,
      icon: <ArrowRightLeftIcon />,
    },
    {
      name: "Data Updates",
      label: m.counterDataUpdates,
      value: counts.data?.dataUpdates,
      icon: <DatabaseIcon />,
    },
    { name: "Total Activities", label: m.counterTotal, value: counts.data?.total, icon: <ActivityIcon /> },
  ];
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {tiles.map((tile) => (
        <Card key={tile.name}>
          <CardContent className="flex items-center gap-3 p-4 sm:p-5">
            <span className="hidden size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary sm:flex [&_svg]:size-5">
              {tile.icon}
            </span>
            <div className="min-w-0">
              <p className="truncate text-xs font-medium text-muted-foreground sm:text-sm">
                <FormattedMessage {...tile.label} />
              </p>
              {tile.value === undefined ? (
                counts.isError ? (
                  <p className="text-2xl font-semibold">—</p>
                ) : (
                  <Skeleton className="mt-1 h-7 w-12" />
                )
              ) : (
                <p className="text-2xl font-semibold tabular-nums" data-counter={tile.name}>
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
