import { EyeIcon, PencilIcon, Trash2Icon, UserPlusIcon } from "lucide-react";
import { type ReactNode, useState } from "react";
import { adminOrganizationsResource, adminUsersResource } from "../../../../domain/resources";
import type { AdminUser } from "../../../../domain/schemas/admin";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { TableCell, TableHead, TableRow } from "../../../components/ui/table";
import { WithTooltip } from "../../../components/ui/tooltip";
import { RoleBadge } from "../../../components/users/role-badge";
import { UsersCard, type UsersFilter } from "../../../components/users/users-card";
import { useCurrentUser } from "../../../lib/auth";
import { cn } from "../../../lib/cn";
import { useList } from "../../../lib/resources";
import { CreateUserDialog } from "./create-user-dialog";
import { EditUserDialog } from "./edit-user-dialog";
import { formatCount } from "./format";
import { NO_ORGANIZATION } from "./user-options";
import { userStatus } from "./user-status";
import { ViewUserDialog } from "./view-user-dialog";

const ALL = "all";

/** Admin Panel (ADMIN-2), Users tab: create, edit (role and organization), view, delete. */
export function UsersTab() {
  const users = useList(adminUsersResource);
  const organizations = useList(adminOrganizationsResource);
  const { user: me } = useCurrentUser();
  const [creating, setCreating] = useState(false);
  const [viewing, setViewing] = useState<AdminUser | null>(null);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const filter: UsersFilter<AdminUser> = {
    label: "Filter by organization",
    options: [
      { value: ALL, label: "All organizations" },
      { value: NO_ORGANIZATION, label: "No organization" },
      ...(organizations.data ?? []).map((o) => ({ value: o.id, label: o.name })),
    ],
    keeps: (u, value) =>
      value === ALL || (value === NO_ORGANIZATION ? u.organizationId === null : u.organizationId === value),
  };

  return (
    <>
      <UsersCard
        resource={adminUsersResource}
        users={users}
        description={
          users.data
            ? `${formatCount(users.data.length)} across all organizations.`
            : "Users across all organizations."
        }
        actions={
          <Button onClick={() => setCreating(true)}>
            <UserPlusIcon aria-hidden="true" />
            Create User
          </Button>
        }
        searchPlaceholder="Search by name, email or organization"
        matches={(u, needle) =>
          `${u.name} ${u.email} ${u.organizationName ?? ""}`.toLowerCase().includes(needle)
        }
        filter={filter}
        head={
          <>
            <TableHead>User</TableHead>
            <TableHead className="hidden sm:table-cell">Role</TableHead>
            <TableHead className="hidden md:table-cell">Organization</TableHead>
            <TableHead className="hidden lg:table-cell">Status</TableHead>
            <TableHead className="text-right">
              <span className="sr-only sm:not-sr-only">Actions</span>
            </TableHead>
          </>
        }
        row={(user, onDelete) => (
          <AdminUserRow
            key={user.id}
            user={user}
            self={user.id === me?.id}
            onView={() => setViewing(user)}
            onEdit={() => setEditing(user)}
            onDelete={onDelete}
          />
        )}
        // USER-9: an active (accepted) member of the same organization takes over.
        candidates={(list, deleting) =>
          list
            .filter(
              (u) => u.emailVerified && u.organizationId && u.organizationId === deleting?.organizationId,
            )
            .map((u) => ({ id: u.id, name: u.name }))
        }
      />
      <CreateUserDialog open={creating} onOpenChange={setCreating} />
      <ViewUserDialog user={viewing} onClose={() => setViewing(null)} />
      <EditUserDialog user={editing} onClose={() => setEditing(null)} />
    </>
  );
}

function AdminUserRow({
  user,
  self,
  onView,
  onEdit,
  onDelete,
}: {
  user: AdminUser;
  self: boolean;
  onView: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const status = userStatus(user);
  return (
    <TableRow data-testid="admin-user-row">
      <TableCell className="max-w-[10.5rem] sm:max-w-[16rem]">
        <div className="flex items-center gap-2">
          <span className="truncate font-medium" title={user.name}>
            {user.name}
          </span>
          {self && <Badge variant="outline">You</Badge>}
        </div>
        <div className="truncate text-xs text-muted-foreground" title={user.email}>
          {user.email}
        </div>
        <div className="mt-1 sm:hidden">
          <RoleBadge role={user.role} />
        </div>
      </TableCell>
      <TableCell className="hidden sm:table-cell">
        <RoleBadge role={user.role} />
      </TableCell>
      <TableCell
        className="hidden max-w-[12rem] truncate md:table-cell"
        title={user.organizationName ?? undefined}
      >
        {user.organizationName ?? <span className="text-muted-foreground">No organization</span>}
      </TableCell>
      <TableCell className="hidden lg:table-cell">
        <Badge variant={status.variant}>{status.label}</Badge>
      </TableCell>
      <TableCell>
        <div className="flex justify-end sm:gap-1">
          <IconAction label={`View ${user.name}`} onClick={onView}>
            <EyeIcon aria-hidden="true" />
          </IconAction>
          {!self && (
            <>
              <IconAction label={`Edit ${user.name}`} onClick={onEdit}>
                <PencilIcon aria-hidden="true" />
              </IconAction>
              <IconAction label={`Delete ${user.name}`} onClick={onDelete} className="text-destructive">
                <Trash2Icon aria-hidden="true" />
              </IconAction>
            </>
          )}
        </div>
      </TableCell>
    </TableRow>
  );
}

/** An icon button named by its tooltip's words. */
function IconAction({
  label,
  onClick,
  className,
  children,
}: {
  label: string;
  onClick: () => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <WithTooltip label={label}>
      <Button
        aria-label={label}
        variant="ghost"
        size="icon"
        className={cn("size-8", className)}
        onClick={onClick}
      >
        {children}
      </Button>
    </WithTooltip>
  );
}
