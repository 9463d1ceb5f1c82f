import type { AdminOrganization } from "../../../../domain/schemas/admin";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "../../../components/ui/alert-dialog";
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
    <AlertDialog open={organization !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Suspend Organization</AlertDialogTitle>
          <AlertDialogDescription>
            Suspend "{organization?.name}"? Its {organization?.userCount ?? 0} users are signed out at once
            and cannot sign in until the organization is activated again. Its data is kept.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={update.isPending}>Cancel</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            disabled={update.isPending}
            onClick={(event) => {
              event.preventDefault();
              if (organization) {
                update.mutate({ orgId: organization.id, status: "suspended" }, { onSuccess: onClose });
              }
            }}
          >
            {update.isPending ? "Suspending..." : "Suspend"}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
