import type { QueryClient } from "@tanstack/react-query";
import { queryKeys } from "../../../lib/query-keys";

/** spec §7: after user writes the lists are refetched; the employees and the activity log show users too. */
export function refreshUserLists(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.users });
  void queryClient.invalidateQueries({ queryKey: queryKeys.employees });
  void queryClient.invalidateQueries({ queryKey: queryKeys.activities });
}
