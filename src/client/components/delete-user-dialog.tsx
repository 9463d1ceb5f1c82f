import { ConfirmDialog } from "./confirm-dialog";

/**
 * Delete confirmations (TOAST-3): the user's text, word for word. Shared by Settings (an admin's own
 * organization) and the Admin Panel (any organization), which pass their own delete call.
 */
export function DeleteUserDialog({
  user,
  pending,
  onConfirm,
  onClose,
}: {
  user: { id: string; name: string } | null;
  pending: boolean;
  onConfirm: (userId: string) => void;
  onClose: () => void;
}) {
  return (
    <ConfirmDialog
      open={user !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Delete User"
      description={`Are you sure you want to delete ${user?.name}? This action cannot be undone and will remove all their data and access.`}
      pending={pending}
      onConfirm={() => user && onConfirm(user.id)}
    />
  );
}
