import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateKpiAssignmentInput } from "../../../../domain/schemas/assignments";
import type { KpiAssignment } from "../../../lib/api/kpi-assignments";
import { api } from "../../../lib/api-client";
import { refreshCascade } from "./invalidate";

/** POST /api/kpi-assignments (spec §7): targets as JSON text, actualResults '{}', period = the year. */
export function createKpiAssignment(input: CreateKpiAssignmentInput): Promise<KpiAssignment> {
  return api.post<KpiAssignment>("/api/kpi-assignments", input);
}

export function useCreateKpiAssignment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createKpiAssignment, onSuccess: () => refreshCascade(queryClient) });
}
