import { useState } from "react";
import type { AdminUser } from "../../../../domain/schemas/admin";
import type { Role } from "../../../../domain/schemas/auth";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog";
import { Label } from "../../../components/ui/label";
import { useOrganizations } from "../api/get-organizations";
import { useUpdateAdminUser } from "../api/update-user";
import { NO_ORGANIZATION, OrganizationSelect } from "./organization-select";
import { RoleSelect } from "./role-select";

/** spec §2 Admin Panel Users tab: edit role and organization. */
export function EditUserDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>{user && <EditUserForm key={user.id} user={user} onDone={onClose} />}</DialogContent>
    </Dialog>
  );
}

function EditUserForm({ user, onDone }: { user: AdminUser; onDone: () => void }) {
  const update = useUpdateAdminUser();
  const organizations = useOrganizations();
  const [role, setRole] = useState<Role>(user.role);
  const [organizationId, setOrganizationId] = useState(user.organizationId ?? NO_ORGANIZATION);
  const moving = organizationId !== (user.organizationId ?? NO_ORGANIZATION);

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        update.mutate(
          { userId: user.id, role, organizationId, version: user.updatedAt },
          { onSuccess: onDone },
        );
      }}
    >
      <DialogHeader>
        <DialogTitle>Edit User</DialogTitle>
        <DialogDescription>
          {user.name} · {user.email}
        </DialogDescription>
      </DialogHeader>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor="edit-user-role">Role</Label>
          <RoleSelect
            id="edit-user-role"
            value={role}
            onChange={(value) => {
              setRole(value);
              if (value === "super_admin") setOrganizationId(NO_ORGANIZATION);
            }}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="edit-user-organization">Organization</Label>
          <OrganizationSelect
            id="edit-user-organization"
            value={organizationId}
            onChange={setOrganizationId}
            organizations={organizations.data ?? []}
            disabled={role === "super_admin"}
          />
        </div>
      </div>
      <p className="text-sm text-muted-foreground">
        {moving
          ? "Moving a user signs them out and clears their function and ownerships in the old organization."
          : "A role change signs the user out, so the new role applies at their next sign-in."}
      </p>
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? "Saving..." : "Save Changes"}
        </Button>
      </DialogFooter>
    </form>
  );
}
