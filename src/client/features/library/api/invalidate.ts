import type { QueryClient } from "@tanstack/react-query";
import { queryKeys } from "../../../lib/query-keys";

// spec §7: 'After writes, the relevant lists are refetched. Theme update and delete also refresh
// objectives.' A library write also shows up in the activity log, and a delete takes assignments
// (D6), so the screens that show those refresh too.
const AFFECTED = {
  objective: [
    queryKeys.objectives,
    queryKeys.objectiveAssignments,
    queryKeys.kpiAssignments,
    queryKeys.scorecard,
  ],
  kpi: [queryKeys.kpis, queryKeys.kpiAssignments, queryKeys.scorecard],
  theme: [queryKeys.themes, queryKeys.objectives, queryKeys.scorecard],
} as const;

export type LibraryEntity = keyof typeof AFFECTED;

export function refreshAfterWrite(queryClient: QueryClient, entity: LibraryEntity): Promise<unknown> {
  return Promise.all(
    [...AFFECTED[entity], queryKeys.activities].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
