// spec §7 Themes: POST /api/themes, PATCH and DELETE /api/themes/{id}.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Theme, ThemeCreateInput, ThemeUpdateInput } from "../../../../domain/schemas/library";
import { toast } from "../../../components/ui/toast";
import { api } from "../../../lib/api-client";
import { describeFailure } from "../../../lib/errors";
import { refreshAfterWrite } from "./invalidate";

export const createTheme = (input: ThemeCreateInput) => api.post<Theme>("/api/themes", input);

export const updateTheme = ({ id, ...input }: ThemeUpdateInput & { id: string }) =>
  api.patch<Theme>(`/api/themes/${id}`, input);

export const deleteTheme = (id: string) => api.delete<{ message: string }>(`/api/themes/${id}`);

export function useCreateTheme() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTheme,
    meta: { silent: true },
    onSuccess: () => {
      toast({ title: "Success", description: "Theme created successfully", variant: "success" });
      return refreshAfterWrite(queryClient, "theme");
    },
    onError: (error) =>
      toast({
        title: "Failed to create theme",
        description: describeFailure(error, "Please check your input and try again."),
        variant: "destructive",
      }),
  });
}

export function useUpdateTheme() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTheme,
    meta: { silent: true },
    onSuccess: () => {
      toast({ title: "Success", description: "Theme updated successfully", variant: "success" });
      return refreshAfterWrite(queryClient, "theme");
    },
    onError: (error) => {
      // spec §8: 'Failed to update theme: {message}' (title 'Error').
      toast({
        title: "Error",
        description: `Failed to update theme: ${describeFailure(error, "Unknown error")}`,
        variant: "destructive",
      });
      void refreshAfterWrite(queryClient, "theme");
    },
  });
}

export function useDeleteTheme() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTheme,
    meta: { silent: true },
    onSuccess: () => {
      toast({
        title: "Success",
        description: "Theme deleted successfully. Related objectives now show 'No theme'.",
        variant: "success",
      });
      return refreshAfterWrite(queryClient, "theme");
    },
    onError: (error) => {
      toast({
        title: "Failed to delete theme",
        description: describeFailure(error, "Please try again."),
        variant: "destructive",
      });
      void refreshAfterWrite(queryClient, "theme");
    },
  });
}
