import { adminOrganizationsResource } from "../../../../domain/resources";
import type { AdminOrganization } from "../../../../domain/schemas/admin";
import { noun } from "../../../../domain/text";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { toast } from "../../../components/ui/toast";
import { describeFailure } from "../../../lib/errors";
import { useDelete } from "../../../lib/resources";

/** TOAST-3: the organization delete asks for confirmation about ALL associated data (CASCADE-5 names it). */
export function DeleteOrganizationDialog({
  organization,
  onClose,
}: {
  organization: AdminOrganization | null;
  onClose: () => void;
}) {
  const remove = useDelete<{ message: string; deletedUsers: number }>(adminOrganizationsResource, {
    silent: true,
    onSuccess: ({ deletedUsers }) =>
      toast({
        title: "Organization deleted successfully",
        description: `Removed organization and ${deletedUsers} associated ${noun(deletedUsers, "user")}`,
        variant: "success",
      }),
    onError: (error) =>
      toast({
        title: "Failed to delete organization",
        description: describeFailure(error, "Please try again."),
        variant: "destructive",
      }),
  });
  const users = organization?.userCount ?? 0;
  return (
    <ConfirmDialog
      open={organization !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Delete Organization"
      description={`Are you sure you want to delete "${organization?.name}" and ALL of its associated data? This removes its ${users} ${noun(users, "user")}, objectives, KPIs, themes, functions, assignments, targets and actual results, settings and activity history. This action cannot be undone.`}
      confirmLabel="Delete Organization"
      pending={remove.isPending}
      onConfirm={() => organization && remove.mutate({ id: organization.id }, { onSuccess: onClose })}
    />
  );
}
