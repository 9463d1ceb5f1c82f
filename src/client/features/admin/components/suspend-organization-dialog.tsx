import { adminOrganizationsResource } from "../../../../domain/resources";
import type { AdminOrganization, OrganizationStatus } from "../../../../domain/schemas/admin";
import { countOf } from "../../../../domain/text";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { writeToasts } from "../../../components/write-toasts";
import { useAction } from "../../../lib/resources";

/** Organization status (ADMIN-4): the change, from this dialog or the row's Activate. */
export function useOrganizationStatus() {
  return useAction<{ status: OrganizationStatus }>(
    adminOrganizationsResource,
    { method: "patch", name: "status" },
    {
      silent: true,
      ...writeToasts("Organization status updated successfully", "Failed to update organization status"),
    },
  );
}

/** Suspending signs every member out at once (AUTH-10), so it is confirmed; activating is not. */
export function SuspendOrganizationDialog({
  organization,
  onClose,
}: {
  organization: AdminOrganization | null;
  onClose: () => void;
}) {
  const update = useOrganizationStatus();
  return (
    <ConfirmDialog
      open={organization !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Suspend Organization"
      description={`Suspend "${organization?.name}"? Its ${countOf(organization?.userCount ?? 0, "user")} ${(organization?.userCount ?? 0) === 1 ? "is" : "are"} signed out at once and cannot sign in until the organization is activated again. Its data is kept.`}
      confirmLabel="Suspend"
      pendingLabel="Suspending..."
      pending={update.isPending}
      onConfirm={() =>
        organization &&
        update.mutate({ id: organization.id, body: { status: "suspended" } }, { onSuccess: onClose })
      }
    />
  );
}
