// The initiatives feature's reads and writes, through the client data layer (docs/decisions/007).
import type { ReadParams } from "../../../../domain/read-url";
import { initiativesResource } from "../../../../domain/resources";
import { api } from "../../../lib/api-client";
import {
  type DeleteVariables,
  deleteItem,
  resourceUrl,
  useRead,
  useWrite,
  type WriteOptions,
} from "../../../lib/resources";
import type { Initiative, InitiativeDetail, InitiativeInput, MilestoneInput, MilestonePatch } from "./types";

export { initiativesResource };

export function useInitiatives(params: ReadParams, options: { enabled?: boolean; silent?: boolean } = {}) {
  return useRead<Initiative[]>(initiativesResource.path, { params, keepPrevious: true, ...options });
}

export function useInitiative(id: string) {
  return useRead<InitiativeDetail>(`${initiativesResource.path}/${encodeURIComponent(id)}`, {
    silent: true,
  });
}

export function useSaveInitiative(
  options: WriteOptions<Initiative, { id?: string; body: InitiativeInput }> = {},
) {
  return useWrite(
    initiativesResource,
    ({ id, body }: { id?: string; body: InitiativeInput }) =>
      id === undefined
        ? api.post<Initiative>(initiativesResource.path, body)
        : api.put<Initiative>(resourceUrl(initiativesResource, id), body),
    { silent: true, ...options },
  );
}

/** DELETE, sending the version it was based on as If-Match when the answer carries one (VERSION-1). */
export function useDeleteInitiative(options: WriteOptions<{ message: string }, DeleteVariables> = {}) {
  return useWrite(
    initiativesResource,
    (variables: DeleteVariables) => deleteItem(initiativesResource, variables),
    {
      silent: true,
      ...options,
    },
  );
}

export type MilestoneWrite =
  | { kind: "add"; initiativeId: string; body: MilestoneInput }
  | { kind: "patch"; milestoneId: string; body: MilestonePatch }
  | { kind: "delete"; milestoneId: string };

/** POST /api/initiatives/{id}/milestones, PATCH and DELETE /api/milestones/{id}: each answers the Initiative. */
export function useMilestoneWrite(options: WriteOptions<Initiative, MilestoneWrite> = {}) {
  return useWrite(
    initiativesResource,
    (write: MilestoneWrite) => {
      if (write.kind === "add") {
        return api.post<Initiative>(
          resourceUrl(initiativesResource, write.initiativeId, "milestones"),
          write.body,
        );
      }
      const url = `/api/milestones/${encodeURIComponent(write.milestoneId)}`;
      return write.kind === "patch" ? api.patch<Initiative>(url, write.body) : api.delete<Initiative>(url);
    },
    { silent: true, ...options },
  );
}
