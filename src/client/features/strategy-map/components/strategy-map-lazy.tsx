import { lazy, Suspense } from "react";
import { Skeleton } from "../../../components/ui/skeleton";
import type { StrategyMapViewProps } from "./strategy-map-view";

// STRAT-32: the map and its graph library load only when the Strategy Map view is opened, so the
// Corporate BSC and Set and Cascade chunks do not carry them.
const StrategyMapView = lazy(() => import("./strategy-map-view"));

export function StrategyMapSection(props: StrategyMapViewProps) {
  return (
    <Suspense
      fallback={
        <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_340px]" aria-busy="true">
          <Skeleton className="h-[480px] w-full" />
          <Skeleton className="h-[480px] w-full" />
        </div>
      }
    >
      <StrategyMapView {...props} />
    </Suspense>
  );
}
