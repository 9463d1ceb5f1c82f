import type { AdminOrganization } from "../../../../domain/schemas/admin";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { useDeleteOrganization } from "../api/delete-organization";

/** spec §8: the organization delete asks for confirmation about ALL associated data (D6 names it). */
export function DeleteOrganizationDialog({
  organization,
  onClose,
}: {
  organization: AdminOrganization | null;
  onClose: () => void;
}) {
  const remove = useDeleteOrganization();
  const users = organization?.userCount ?? 0;
  return (
    <ConfirmDialog
      open={organization !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Delete Organization"
      description={`Are you sure you want to delete "${organization?.name}" and ALL of its associated data? This removes its ${users} ${users === 1 ? "user" : "users"}, objectives, KPIs, themes, functions, assignments, targets and actual results, settings and activity history. This action cannot be undone.`}
      confirmLabel="Delete Organization"
      pending={remove.isPending}
      onConfirm={() => organization && remove.mutate(organization.id, { onSuccess: onClose })}
    />
  );
}
