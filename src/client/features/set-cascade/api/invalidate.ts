import type { QueryClient } from "@tanstack/react-query";
import { queryKeys } from "../../../lib/query-keys";

// spec §7: after writes the relevant lists are refetched. A cascade change moves counts on the function
// chart, the assignment lists, scores and the activity log; deleting a function also unassigns users.
const CASCADE_KEYS = [
  queryKeys.functions,
  queryKeys.organizationalFunctions,
  queryKeys.objectiveAssignments,
  queryKeys.kpiAssignments,
  queryKeys.scorecard,
  queryKeys.activities,
] as const;

export function refreshCascade(queryClient: QueryClient, extra: readonly (readonly string[])[] = []) {
  return Promise.all(
    [...CASCADE_KEYS, ...extra].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
