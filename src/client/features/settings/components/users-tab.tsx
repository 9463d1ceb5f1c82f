import { BadgeCheckIcon, DownloadIcon, MailIcon, PencilIcon, Trash2Icon, UserPlusIcon } from "lucide-react";
import { useMemo, useState } from "react";
import { usersResource } from "../../../../domain/resources";
import type { ManagedUser } from "../../../../domain/schemas/users";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { TableCell, TableHead, TableRow } from "../../../components/ui/table";
import { toast } from "../../../components/ui/toast";
import { WithTooltip } from "../../../components/ui/tooltip";
import { RoleBadge } from "../../../components/users/role-badge";
import { UsersCard } from "../../../components/users/users-card";
import { describeFailure } from "../../../lib/errors";
import { useAction, useList, useRead } from "../../../lib/resources";
import { downloadUserTemplate } from "../lib/download";
import { BulkUploadButton } from "./bulk-upload";
import { UserFormDialog } from "./user-form-dialog";

/** Settings (UI-19) Users tab; User verification display (USER-7). Write controls are for admins (ROLE-5). */
export function UsersTab({
  canEdit,
  currentUserId,
}: {
  canEdit: boolean;
  currentUserId: string | undefined;
}) {
  const users = useList(usersResource);
  const functions = useRead("/api/organizational-functions");
  const [editing, setEditing] = useState<ManagedUser | null>(null);
  const [adding, setAdding] = useState(false);
  const functionNames = useMemo(
    () => new Map((functions.data ?? []).map((fn) => [fn.id, fn.name] as const)),
    [functions.data],
  );
  const list = users.data ?? [];

  return (
    <>
      <UsersCard
        resource={usersResource}
        users={users}
        description={
          <>
            {users.data
              ? `${list.length} ${list.length === 1 ? "person" : "people"} in your organization.`
              : " "}
            {canEdit ? "" : " Only admins can add or change users."}
          </>
        }
        actions={
          canEdit && (
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" onClick={downloadUserTemplate}>
                <DownloadIcon aria-hidden="true" />
                Template
              </Button>
              <BulkUploadButton existingEmails={list.map((u) => u.email)} />
              <Button onClick={() => setAdding(true)}>
                <UserPlusIcon aria-hidden="true" />
                Add User
              </Button>
            </div>
          )
        }
        searchPlaceholder="Search by name, email or role"
        searchFrom={6}
        matches={(u, needle) => `${u.name} ${u.email} ${u.role}`.toLowerCase().includes(needle)}
        emptyAction={canEdit && <Button onClick={() => setAdding(true)}>Add Your First User</Button>}
        head={
          <>
            <TableHead>Name</TableHead>
            <TableHead className="hidden md:table-cell">Role</TableHead>
            <TableHead className="hidden lg:table-cell">Function</TableHead>
            <TableHead>Status</TableHead>
            {canEdit && (
              <TableHead className="w-20 text-right">
                <span className="sr-only sm:not-sr-only">Actions</span>
              </TableHead>
            )}
          </>
        }
        row={(user, onDelete) => (
          <UserRow
            key={user.id}
            user={user}
            functionName={user.assignedFunctionId ? functionNames.get(user.assignedFunctionId) : undefined}
            canEdit={canEdit}
            isSelf={user.id === currentUserId}
            onEdit={() => setEditing(user)}
            onDelete={onDelete}
          />
        )}
        // USER-9: only an active (accepted) member can take over.
        candidates={(all) =>
          all.filter((u) => u.status === "Active").map((u) => ({ id: u.id, name: u.name }))
        }
      />
      <UserFormDialog
        open={adding || editing !== null}
        user={editing}
        onOpenChange={(open) => {
          if (!open) {
            setAdding(false);
            setEditing(null);
          }
        }}
      />
    </>
  );
}

function UserRow({
  user,
  functionName,
  canEdit,
  isSelf,
  onEdit,
  onDelete,
}: {
  user: ManagedUser;
  functionName: string | undefined;
  canEdit: boolean;
  isSelf: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  // A new link; the old one stops working.
  const resend = useAction(
    usersResource,
    { name: "resend-invitation" },
    {
      onSuccess: () =>
        toast({ title: "Success", description: "Invitation email sent successfully", variant: "success" }),
      onError: (error) =>
        toast({
          title: "Failed to send invitation",
          description: describeFailure(error, "Please try again."),
          variant: "destructive",
        }),
    },
  );
  return (
    <TableRow data-email={user.email}>
      <TableCell className="max-w-0 min-w-28 sm:max-w-none sm:min-w-40">
        <div className="truncate font-medium" title={user.name}>
          {user.name}
          {isSelf && <span className="ml-1.5 text-xs font-normal text-muted-foreground">(you)</span>}
        </div>
        <div className="truncate text-xs text-muted-foreground" title={user.email}>
          {user.email}
        </div>
        {/* AUTH-35: a new address waits until its owner confirms it. */}
        {user.pendingEmail && (
          <div className="truncate text-xs text-warning" title={user.pendingEmail}>
            Change to {user.pendingEmail} awaits confirmation
          </div>
        )}
        <div className="mt-1 md:hidden">
          <RoleBadge role={user.role} />
        </div>
      </TableCell>
      <TableCell className="hidden md:table-cell">
        <RoleBadge role={user.role} />
      </TableCell>
      <TableCell className="hidden text-muted-foreground lg:table-cell">{functionName ?? "—"}</TableCell>
      <TableCell>
        {/* USER-7: verified users show a verified mark; unverified ones a Resend Invite button. */}
        {user.emailVerified ? (
          <span className="inline-flex items-center gap-1.5 text-sm font-medium text-success">
            <BadgeCheckIcon className="size-4" aria-hidden="true" />
            Active
            <span className="sr-only">(email verified)</span>
          </span>
        ) : (
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant="warning">Pending</Badge>
            {canEdit && (
              <Button
                variant="ghost"
                size="sm"
                className="h-7 px-2"
                aria-label={`Resend Invite to ${user.name}`}
                disabled={resend.isPending}
                onClick={() => resend.mutate({ id: user.id })}
              >
                <MailIcon aria-hidden="true" />
                <span className="hidden sm:inline">{resend.isPending ? "Sending..." : "Resend Invite"}</span>
              </Button>
            )}
          </div>
        )}
      </TableCell>
      {canEdit && (
        <TableCell className="text-right">
          <div className="flex justify-end gap-1">
            <WithTooltip label="Edit user">
              <Button
                variant="ghost"
                size="icon"
                className="size-8"
                aria-label={`Edit ${user.name}`}
                onClick={onEdit}
              >
                <PencilIcon aria-hidden="true" />
              </Button>
            </WithTooltip>
            {isSelf ? (
              // No deleting oneself (the server refuses too); the gap keeps the icons in line.
              <span className="size-8" aria-hidden="true" />
            ) : (
              <WithTooltip label="Delete user">
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-8 text-destructive hover:text-destructive"
                  aria-label={`Delete ${user.name}`}
                  onClick={onDelete}
                >
                  <Trash2Icon aria-hidden="true" />
                </Button>
              </WithTooltip>
            )}
          </div>
        </TableCell>
      )}
    </TableRow>
  );
}
