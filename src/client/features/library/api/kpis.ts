// spec §7 KPIs: POST /api/kpis, PUT and DELETE /api/kpis/{id}.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Kpi, KpiCreateInput, KpiUpdateInput } from "../../../../domain/schemas/library";
import { toast } from "../../../components/ui/toast";
import { api } from "../../../lib/api-client";
import { describeFailure } from "../../../lib/errors";
import { refreshAfterWrite } from "./invalidate";

export const createKpi = (input: KpiCreateInput) => api.post<Kpi>("/api/kpis", input);

export const updateKpi = ({ id, ...input }: KpiUpdateInput & { id: string }) =>
  api.put<Kpi>(`/api/kpis/${id}`, input);

export const deleteKpi = (id: string) => api.delete<{ message: string }>(`/api/kpis/${id}`);

export function useCreateKpi() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createKpi,
    meta: { silent: true },
    onSuccess: () => {
      toast({ title: "Success", description: "Library KPI created successfully", variant: "success" });
      return refreshAfterWrite(queryClient, "kpi");
    },
    onError: (error) =>
      toast({
        title: "Failed to create KPI",
        description: describeFailure(error, "Please check your input and try again."),
        variant: "destructive",
      }),
  });
}

export function useUpdateKpi() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateKpi,
    meta: { silent: true },
    onSuccess: () => {
      toast({ title: "Success", description: "KPI updated successfully", variant: "success" });
      return refreshAfterWrite(queryClient, "kpi");
    },
    onError: (error) => {
      // spec §8: 'Failed to update KPI: {message}' (title 'Error').
      toast({
        title: "Error",
        description: `Failed to update KPI: ${describeFailure(error, "Unknown error")}`,
        variant: "destructive",
      });
      void refreshAfterWrite(queryClient, "kpi");
    },
  });
}

export function useDeleteKpi() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteKpi,
    meta: { silent: true },
    onSuccess: () => {
      toast({ title: "Success", description: "KPI deleted successfully", variant: "success" });
      return refreshAfterWrite(queryClient, "kpi");
    },
    onError: (error) => {
      toast({
        title: "Failed to delete KPI",
        description: describeFailure(error, "Please try again."),
        variant: "destructive",
      });
      void refreshAfterWrite(queryClient, "kpi");
    },
  });
}
