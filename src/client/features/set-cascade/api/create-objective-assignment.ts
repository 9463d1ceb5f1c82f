import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateObjectiveAssignmentInput } from "../../../../domain/schemas/assignments";
import type { ObjectiveAssignment } from "../../../lib/api/objective-assignments";
import { api } from "../../../lib/api-client";
import { refreshCascade } from "./invalidate";

/** POST /api/objective-assignments (spec §7 payload). */
export function createObjectiveAssignment(
  input: CreateObjectiveAssignmentInput,
): Promise<ObjectiveAssignment> {
  return api.post<ObjectiveAssignment>("/api/objective-assignments", input);
}

export function useCreateObjectiveAssignment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createObjectiveAssignment, onSuccess: () => refreshCascade(queryClient) });
}
