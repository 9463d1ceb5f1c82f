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
    <AlertDialog open={organization !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete Organization</AlertDialogTitle>
          <AlertDialogDescription>
            Are you sure you want to delete "{organization?.name}" and ALL of its associated data? This
            removes its {users} {users === 1 ? "user" : "users"}, objectives, KPIs, themes, functions,
            assignments, targets and actual results, settings and activity history. This action cannot be
            undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            disabled={remove.isPending}
            onClick={(event) => {
              // Stays open until the server answers; closes on success only (spec §8).
              event.preventDefault();
              if (organization) remove.mutate(organization.id, { onSuccess: onClose });
            }}
          >
            {remove.isPending ? "Deleting..." : "Delete Organization"}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
