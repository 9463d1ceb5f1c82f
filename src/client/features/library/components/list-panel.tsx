import type { ReactNode } from "react";
import { ListSkeleton, LoadError, NoMatches } from "./list-states";

/**
 * What a tab's list area shows: placeholders while loading, an error with a retry, the tab's empty
 * state when there is nothing yet, 'No matches' when the search hides everything, else the table.
 */
export function ListPanel({
  what,
  isPending,
  isError,
  onRetry,
  total,
  visible,
  query,
  onClearSearch,
  empty,
  children,
}: {
  what: string;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  total: number;
  visible: number;
  query: string;
  onClearSearch: () => void;
  empty: ReactNode;
  children: ReactNode;
}) {
  if (isPending) return <ListSkeleton />;
  if (isError) return <LoadError what={what} onRetry={onRetry} />;
  if (total === 0) return <>{empty}</>;
  if (visible === 0) return <NoMatches query={query} onClear={onClearSearch} />;
  return <>{children}</>;
}
