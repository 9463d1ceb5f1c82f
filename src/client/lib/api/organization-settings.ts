// GET/PUT /api/organization-settings (spec §7). Shared in lib: the Settings screen edits the scoring;
// Corporate BSC edits the foundation (vision, mission, values, organizationName) and every screen
// that names perspectives, levels or terms reads it (D23).
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { OrganizationSettings, OrganizationSettingsUpdate } from "../../../domain/schemas/settings";
import { api } from "../api-client";
import { queryKeys } from "../query-keys";

export type { OrganizationSettings, OrganizationSettingsUpdate } from "../../../domain/schemas/settings";
export { scoringSettingsOf, termLabel } from "../../../domain/schemas/settings";

export const getOrganizationSettings = (signal?: AbortSignal) =>
  api.get<OrganizationSettings>("/api/organization-settings", { signal });

export function organizationSettingsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.organizationSettings,
    queryFn: ({ signal }) => getOrganizationSettings(signal),
  });
}

export const useOrganizationSettings = () => useQuery(organizationSettingsQueryOptions());

/**
 * PUT with the full object or only the fields to change (those not sent are kept). Pass `version`
 * (the `updatedAt` the edit started from) so a concurrent change answers 409 instead of being
 * overwritten (D7).
 */
export const putOrganizationSettings = (input: OrganizationSettingsUpdate) =>
  api.put<OrganizationSettings>("/api/organization-settings", input);

/**
 * The mutation, without its own toasts: the Settings screen says 'Settings updated successfully' and
 * Corporate BSC 'Organization settings updated successfully' (spec §8), so each caller passes its own
 * onSuccess/onError to mutate(). On success the settings are refetched (spec §7) and the activity log
 * with them.
 */
export function useUpdateOrganizationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putOrganizationSettings,
    onSuccess: (settings) => {
      queryClient.setQueryData(queryKeys.organizationSettings, settings);
      void queryClient.invalidateQueries({ queryKey: queryKeys.organizationSettings });
      void queryClient.invalidateQueries({ queryKey: queryKeys.activities });
    },
  });
}
