import {
  BadgeCheckIcon,
  DownloadIcon,
  MailIcon,
  PencilIcon,
  SearchIcon,
  Trash2Icon,
  UserPlusIcon,
  UsersIcon,
} from "lucide-react";
import { useMemo, useState } from "react";
import { usersResource } from "../../../../domain/resources";
import type { ManagedUser } from "../../../../domain/schemas/users";
import { DeleteUserDialog } from "../../../components/delete-user-dialog";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Input } from "../../../components/ui/input";
import { Skeleton } from "../../../components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../../components/ui/table";
import { toast } from "../../../components/ui/toast";
import { WithTooltip } from "../../../components/ui/tooltip";
import { describeFailure } from "../../../lib/errors";
import { useAction, useDelete, useList, useRead } from "../../../lib/resources";
import { downloadUserTemplate } from "../lib/download";
import { BulkUploadButton } from "./bulk-upload";
import { UserFormDialog } from "./user-form-dialog";

// A long list (a 10,000-row import) is searched rather than drawn whole.
const PAGE = 100;

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
  const [search, setSearch] = useState("");
  const [limit, setLimit] = useState(PAGE);
  const [editing, setEditing] = useState<ManagedUser | null>(null);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<ManagedUser | null>(null);
  const deleteUser = useDelete(usersResource, {
    onSuccess: () =>
      toast({ title: "Success", description: "User deleted successfully", variant: "success" }),
    onError: (error) =>
      toast({
        title: "Failed to delete user",
        description: describeFailure(error, "Please try again."),
        variant: "destructive",
      }),
  });

  const functionNames = useMemo(
    () => new Map((functions.data ?? []).map((fn) => [fn.id, fn.name] as const)),
    [functions.data],
  );
  const list = users.data ?? [];
  const needle = search.trim().toLowerCase();
  const filtered = needle
    ? list.filter((u) => `${u.name} ${u.email} ${u.role}`.toLowerCase().includes(needle))
    : list;

  const actions = canEdit && (
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
  );

  return (
    <Card>
      <CardHeader className="gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1.5">
          <CardTitle>Users</CardTitle>
          <CardDescription>
            {users.data
              ? `${list.length} ${list.length === 1 ? "person" : "people"} in your organization.`
              : " "}
            {canEdit ? "" : " Only admins can add or change users."}
          </CardDescription>
        </div>
        {actions}
      </CardHeader>
      <CardContent className="grid grid-cols-[minmax(0,1fr)] gap-4">
        {list.length > 5 && (
          <div className="relative max-w-sm">
            <SearchIcon
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              type="search"
              aria-label="Search users"
              placeholder="Search by name, email or role"
              className="pl-9"
              value={search}
              onChange={(event) => {
                setSearch(event.target.value);
                setLimit(PAGE);
              }}
            />
          </div>
        )}
        {users.isPending ? (
          <div className="grid gap-2">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-12" />
            ))}
          </div>
        ) : users.isError ? (
          <div className="flex flex-col items-start gap-3">
            <p className="text-sm text-muted-foreground">
              {describeFailure(users.error, "The users could not be loaded.")}
            </p>
            <Button variant="outline" onClick={() => users.refetch()}>
              Try Again
            </Button>
          </div>
        ) : list.length === 0 ? (
          <div className="flex flex-col items-center gap-3 py-10 text-center">
            <UsersIcon className="size-10 text-muted-foreground" aria-hidden="true" />
            <p className="font-medium">No users found</p>
            {canEdit && <Button onClick={() => setAdding(true)}>Add Your First User</Button>}
          </div>
        ) : (
          <>
            <div className="rounded-lg border">
              <Table>
                <TableHeader>
                  <TableRow>
                    <TableHead>Name</TableHead>
                    <TableHead className="hidden md:table-cell">Role</TableHead>
                    <TableHead className="hidden lg:table-cell">Function</TableHead>
                    <TableHead>Status</TableHead>
                    {canEdit && (
                      <TableHead className="w-20 text-right">
                        <span className="sr-only sm:not-sr-only">Actions</span>
                      </TableHead>
                    )}
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {filtered.slice(0, limit).map((user) => (
                    <UserRow
                      key={user.id}
                      user={user}
                      functionName={
                        user.assignedFunctionId ? functionNames.get(user.assignedFunctionId) : undefined
                      }
                      canEdit={canEdit}
                      isSelf={user.id === currentUserId}
                      onEdit={() => setEditing(user)}
                      onDelete={() => setDeleting(user)}
                    />
                  ))}
                  {filtered.length === 0 && (
                    <TableRow>
                      <TableCell colSpan={5} className="py-8 text-center text-muted-foreground">
                        No users found
                      </TableCell>
                    </TableRow>
                  )}
                </TableBody>
              </Table>
            </div>
            {filtered.length > limit && (
              <div className="flex items-center justify-between gap-3 text-sm text-muted-foreground">
                <span>
                  Showing {limit} of {filtered.length}
                </span>
                <Button variant="outline" size="sm" onClick={() => setLimit((n) => n + PAGE)}>
                  Show {Math.min(PAGE, filtered.length - limit)} more
                </Button>
              </div>
            )}
          </>
        )}
      </CardContent>
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
      <DeleteUserDialog
        user={deleting}
        pending={deleteUser.isPending}
        onConfirm={(id, reassignTo) =>
          deleteUser.mutate(
            { id, ...(reassignTo ? { query: { reassignTo } } : {}) },
            { onSuccess: () => setDeleting(null) },
          )
        }
        onClose={() => setDeleting(null)}
        usersPath="/api/users"
        // USER-9: only an active (accepted) member can take over.
        candidates={list.filter((u) => u.status === "Active").map((u) => ({ id: u.id, name: u.name }))}
      />
    </Card>
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

// ROLE-6 role badge colours: admin purple, super_admin red, else grey.
function RoleBadge({ role }: { role: ManagedUser["role"] }) {
  const variant = role === "admin" ? "purple" : role === "super_admin" ? "red" : "grey";
  const label = role === "super_admin" ? "Super Admin" : role === "admin" ? "Admin" : "User";
  return <Badge variant={variant}>{label}</Badge>;
}
