import type { AdminOrganization } from "../../../../domain/schemas/admin";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { useUpdateOrganizationStatus } from "../api/update-organization-status";

/** Suspending signs every member out at once (D13), so it is confirmed; activating is not. */
export function SuspendOrganizationDialog({
  organization,
  onClose,
}: {
  organization: AdminOrganization | null;
  onClose: () => void;
}) {
  const update = useUpdateOrganizationStatus();
  return (
    <ConfirmDialog
      open={organization !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Suspend Organization"
      description={`Suspend "${organization?.name}"? Its ${organization?.userCount ?? 0} users are signed out at once and cannot sign in until the organization is activated again. Its data is kept.`}
      confirmLabel="Suspend"
      pendingLabel="Suspending..."
      pending={update.isPending}
      onConfirm={() =>
        organization && update.mutate({ orgId: organization.id, status: "suspended" }, { onSuccess: onClose })
      }
    />
  );
}
