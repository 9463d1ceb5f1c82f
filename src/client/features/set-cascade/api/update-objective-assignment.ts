import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UpdateObjectiveAssignmentInput } from "../../../../domain/schemas/assignments";
import type { ObjectiveAssignment } from "../../../lib/api/objective-assignments";
import { api } from "../../../lib/api-client";
import { refreshCascade } from "./invalidate";

/** PUT /api/objective-assignments/{id}: the weight plus the other fields unchanged (spec §7), with D7 version. */
export function updateObjectiveAssignment(
  id: string,
  input: UpdateObjectiveAssignmentInput & Record<string, unknown>,
): Promise<ObjectiveAssignment> {
  return api.put<ObjectiveAssignment>(`/api/objective-assignments/${encodeURIComponent(id)}`, input);
}

export function useUpdateObjectiveAssignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      input,
    }: {
      id: string;
      input: UpdateObjectiveAssignmentInput & Record<string, unknown>;
    }) => updateObjectiveAssignment(id, input),
    onSuccess: () => refreshCascade(queryClient),
  });
}
