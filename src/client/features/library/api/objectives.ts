// spec §7 Objectives: POST /api/objectives, PUT and DELETE /api/objectives/{id}.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Objective, ObjectiveInput } from "../../../../domain/schemas/library";
import { toast } from "../../../components/ui/toast";
import { api } from "../../../lib/api-client";
import { describeFailure } from "../../../lib/errors";
import { refreshAfterWrite } from "./invalidate";

export const createObjective = (input: ObjectiveInput) => api.post<Objective>("/api/objectives", input);

/** `version` (the `updatedAt` the edit started from) makes a concurrent change a 409 (D7). */
export const updateObjective = ({ id, ...input }: ObjectiveInput & { id: string }) =>
  api.put<Objective>(`/api/objectives/${id}`, input);

export const deleteObjective = (id: string) => api.delete<{ message: string }>(`/api/objectives/${id}`);

export function useCreateObjective() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createObjective,
    meta: { silent: true },
    onSuccess: () => {
      toast({ title: "Success", description: "Objective created successfully", variant: "success" });
      return refreshAfterWrite(queryClient, "objective");
    },
    onError: (error) =>
      toast({
        title: "Failed to create objective",
        description: describeFailure(error, "Please check your input and try again."),
        variant: "destructive",
      }),
  });
}

export function useUpdateObjective() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateObjective,
    meta: { silent: true },
    onSuccess: () => {
      toast({ title: "Success", description: "Objective updated successfully", variant: "success" });
      return refreshAfterWrite(queryClient, "objective");
    },
    onError: (error) => {
      toast({
        title: "Failed to update objective",
        description: describeFailure(error, "Please check your input and try again."),
        variant: "destructive",
      });
      // A 409 or 404 means the list on screen is out of date.
      void refreshAfterWrite(queryClient, "objective");
    },
  });
}

export function useDeleteObjective() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteObjective,
    meta: { silent: true },
    onSuccess: () => {
      toast({ title: "Success", description: "Objective deleted successfully", variant: "success" });
      return refreshAfterWrite(queryClient, "objective");
    },
    onError: (error) => {
      toast({
        title: "Failed to delete objective",
        description: describeFailure(error, "Please try again."),
        variant: "destructive",
      });
      void refreshAfterWrite(queryClient, "objective");
    },
  });
}
