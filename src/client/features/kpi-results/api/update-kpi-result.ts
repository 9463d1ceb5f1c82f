// PATCH /api/kpi-assignments/{id} with one actual result (spec §5 Actual result single update, §7, §8).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PeriodKey } from "../../../../domain/periods";
import { toast } from "../../../components/ui/toast";
import { invalidateAfterKpiAssignmentWrite, patchKpiAssignment } from "../../../lib/api/kpi-assignments";

export type UpdateKpiResultInput = {
  kpiAssignmentId: string;
  periodKey: PeriodKey;
  year: number;
  actualResult: number;
};

/** The 'Update KPI Result' save; the scorecard, lists and activity log refresh after it. */
export function useUpdateKpiResult() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kpiAssignmentId, periodKey, year, actualResult }: UpdateKpiResultInput) =>
      patchKpiAssignment(kpiAssignmentId, { actualResult, periodKey, period: String(year) }),
    onSuccess: async () => {
      toast({ title: "Success", description: "KPI result updated successfully", variant: "success" });
      await invalidateAfterKpiAssignmentWrite(queryClient);
    },
    // spec §8: 'Failed to update KPI result'; the dialog stays open.
    onError: () =>
      toast({ title: "Error", description: "Failed to update KPI result", variant: "destructive" }),
  });
}
