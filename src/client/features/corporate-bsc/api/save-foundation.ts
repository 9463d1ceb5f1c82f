// The foundation block's save: PUT /api/organization-settings with vision, mission, values and
// organizationName (spec §7), and the toasts of spec §8.
import { toast } from "../../../components/ui/toast";
import { useUpdateOrganizationSettings } from "../../../lib/api/organization-settings";

export type Foundation = { organizationName: string; vision: string; mission: string; values: string };

export function useSaveFoundation() {
  const update = useUpdateOrganizationSettings();
  return {
    isPending: update.isPending,
    save(foundation: Foundation, version: string | undefined, onSaved: () => void) {
      update.mutate(
        { ...foundation, version },
        {
          onSuccess: () => {
            toast({
              title: "Success",
              description: "Organization settings updated successfully",
              variant: "success",
            });
            onSaved();
          },
          // spec §4 Foundation block: a failure keeps edit mode.
          onError: () =>
            toast({
              title: "Error",
              description: "Failed to update organization settings",
              variant: "destructive",
            }),
        },
      );
    },
  };
}
