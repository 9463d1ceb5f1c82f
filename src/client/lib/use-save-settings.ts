import { organizationSettingsResource } from "../../domain/resources";
import type { OrganizationSettingsUpdate } from "../../domain/schemas/settings";
import { toast } from "../components/ui/toast";
import { describeFailure } from "./errors";
import { useUpdate } from "./resources";

/**
 * The PUT of the organization settings behind a settings card, with its toasts: the card's own words
 * on success, 'Failed to update settings' with the server's reason on failure. The toasts sit on the
 * hook, not on mutate(): the save refetches the settings, which remounts a card keyed by version
 * before mutate()'s own callbacks could run.
 */
export function useSaveSettings(saved = "Settings updated successfully") {
  return useUpdate<OrganizationSettingsUpdate>(organizationSettingsResource, {
    onSuccess: () => toast({ title: "Success", description: saved, variant: "success" }),
    onError: (error) =>
      toast({
        title: "Failed to update settings",
        description: describeFailure(error, "Please try again."),
        variant: "destructive",
      }),
  });
}
