import { adminOrganizationsResource } from "../../../../domain/resources";
import type { AdminOrganization, OrganizationStatus } from "../../../../domain/schemas/admin";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { toast } from "../../../components/ui/toast";
import { describeFailure } from "../../../lib/errors";
import { useAction } from "../../../lib/resources";

/** Suspending signs every member out at once (AUTH-10), so it is confirmed; activating is not. */
export function SuspendOrganizationDialog({
  organization,
  onClose,
}: {
  organization: AdminOrganization | null;
  onClose: () => void;
}) {
  const update = useAction<{ status: OrganizationStatus }>(
    adminOrganizationsResource,
    { method: "patch", name: "status" },
    {
      silent: true,
      onSuccess: () =>
        toast({
          title: "Success",
          description: "Organization status updated successfully",
          variant: "success",
        }),
      onError: (error) =>
        toast({
          title: "Failed to update organization status",
          description: describeFailure(error, "Please try again."),
          variant: "destructive",
        }),
    },
  );
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
        organization &&
        update.mutate({ id: organization.id, body: { status: "suspended" } }, { onSuccess: onClose })
      }
    />
  );
}
