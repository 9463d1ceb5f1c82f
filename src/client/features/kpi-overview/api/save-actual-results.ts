// PATCH /api/kpi-assignments/{id} from the actual-results dialog (spec §5 Actual results, §7: the map
// as JSON text; §8 toasts). Only the periods changed are sent: the server merges per period key, so two
// people entering different months never overwrite each other; `version` guards the rest (D7).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PeriodKey } from "../../../../domain/periods";
import { toast } from "../../../components/ui/toast";
import { invalidateAfterKpiAssignmentWrite, patchKpiAssignment } from "../../../lib/api/kpi-assignments";
import { describeFailure } from "../../../lib/errors";

export type SaveActualResultsInput = {
  id: string;
  year: number;
  version: string;
  changes: Partial<Record<PeriodKey, number | null>>;
};

export function useSaveActualResults() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, year, version, changes }: SaveActualResultsInput) =>
      patchKpiAssignment(id, { actualResults: JSON.stringify(changes), period: String(year), version }),
    onSuccess: async () => {
      toast({ title: "Success", description: "Actual results updated successfully", variant: "success" });
      // spec §2: 'After saving actuals the page reloads': every list and score showing it is refetched.
      await invalidateAfterKpiAssignmentWrite(queryClient);
    },
    onError: (error) =>
      toast({
        title: "Error",
        description: `Failed to update actual results: ${describeFailure(error, "Unknown error")}`,
        variant: "destructive",
      }),
  });
}
