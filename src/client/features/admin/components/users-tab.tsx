import { EyeIcon, PencilIcon, SearchIcon, Trash2Icon, UserPlusIcon, UsersIcon } from "lucide-react";
import { useState } from "react";
import { adminOrganizationsResource, adminUsersResource } from "../../../../domain/resources";
import type { AdminUser } from "../../../../domain/schemas/admin";
import { DeleteUserDialog } from "../../../components/delete-user-dialog";
import { LoadFailure } from "../../../components/load-failure";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Input } from "../../../components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../../components/ui/select";
import { Skeleton } from "../../../components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../../components/ui/table";
import { toast } from "../../../components/ui/toast";
import { WithTooltip } from "../../../components/ui/tooltip";
import { useCurrentUser } from "../../../lib/auth";
import { describeFailure } from "../../../lib/errors";
import { useDelete, useList } from "../../../lib/resources";
import { CreateUserDialog } from "./create-user-dialog";
import { EditUserDialog } from "./edit-user-dialog";
import { formatCount } from "./format";
import { RoleBadge } from "./role-badge";
import { NO_ORGANIZATION } from "./user-options";
import { userStatus } from "./user-status";
import { ViewUserDialog } from "./view-user-dialog";

const ALL = "all";
// A platform may hold many thousands of users: they are searched rather than drawn whole.
const PAGE = 100;

/** Admin Panel (ADMIN-2), Users tab: create, edit (role and organization), view, delete. */
export function UsersTab() {
  const users = useList(adminUsersResource);
  const organizations = useList(adminOrganizationsResource);
  const { user: me } = useCurrentUser();
  const [search, setSearch] = useState("");
  const [organizationFilter, setOrganizationFilter] = useState(ALL);
  const [limit, setLimit] = useState(PAGE);
  const [creating, setCreating] = useState(false);
  const [viewing, setViewing] = useState<AdminUser | null>(null);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  const deleteUser = useDelete(adminUsersResource, {
    silent: true,
    onSuccess: () =>
      toast({ title: "Success", description: "User deleted successfully", variant: "success" }),
    onError: (error) =>
      toast({
        title: "Failed to delete user",
        description: describeFailure(error, "Please try again."),
        variant: "destructive",
      }),
  });

  const list = users.data ?? [];
  const needle = search.trim().toLowerCase();
  const filtered = list.filter(
    (u) =>
      (organizationFilter === ALL ||
        (organizationFilter === NO_ORGANIZATION
          ? u.organizationId === null
          : u.organizationId === organizationFilter)) &&
      (!needle || `${u.name} ${u.email} ${u.organizationName ?? ""}`.toLowerCase().includes(needle)),
  );

  return (
    <Card>
      <CardHeader className="gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1.5">
          <CardTitle>Users</CardTitle>
          <CardDescription>
            {users.data
              ? `${formatCount(list.length)} across all organizations.`
              : "Users across all organizations."}
          </CardDescription>
        </div>
        <Button onClick={() => setCreating(true)}>
          <UserPlusIcon aria-hidden="true" />
          Create User
        </Button>
      </CardHeader>
      <CardContent className="grid gap-4 [&>*]:min-w-0">
        <div className="flex flex-col gap-2 sm:flex-row">
          <div className="relative sm:max-w-sm sm:flex-1">
            <SearchIcon
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              type="search"
              aria-label="Search users"
              placeholder="Search by name, email or organization"
              className="pl-9"
              value={search}
              onChange={(event) => {
                setSearch(event.target.value);
                setLimit(PAGE);
              }}
            />
          </div>
          <Select
            value={organizationFilter}
            onValueChange={(value) => {
              setOrganizationFilter(value);
              setLimit(PAGE);
            }}
          >
            <SelectTrigger className="sm:w-60" aria-label="Filter by organization">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>All organizations</SelectItem>
              <SelectItem value={NO_ORGANIZATION}>No organization</SelectItem>
              {(organizations.data ?? []).map((organization) => (
                <SelectItem key={organization.id} value={organization.id}>
                  {organization.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        {users.isPending ? (
          <div className="grid gap-2">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-12" />
            ))}
          </div>
        ) : users.isError ? (
          <LoadFailure error={users.error} what="users" onRetry={() => users.refetch()} />
        ) : filtered.length === 0 ? (
          <div className="flex flex-col items-center gap-3 py-10 text-center">
            <UsersIcon className="size-10 text-muted-foreground" aria-hidden="true" />
            <p className="font-medium">No users found</p>
          </div>
        ) : (
          <>
            <div className="min-w-0 rounded-lg border">
              <Table>
                <TableHeader>
                  <TableRow>
                    <TableHead>User</TableHead>
                    <TableHead className="hidden sm:table-cell">Role</TableHead>
                    <TableHead className="hidden md:table-cell">Organization</TableHead>
                    <TableHead className="hidden lg:table-cell">Status</TableHead>
                    <TableHead className="text-right">
                      <span className="sr-only sm:not-sr-only">Actions</span>
                    </TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {filtered.slice(0, limit).map((user) => {
                    const status = userStatus(user);
                    const self = user.id === me?.id;
                    return (
                      <TableRow key={user.id} data-testid="admin-user-row">
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
                          {user.organizationName ?? (
                            <span className="text-muted-foreground">No organization</span>
                          )}
                        </TableCell>
                        <TableCell className="hidden lg:table-cell">
                          <Badge variant={status.variant}>{status.label}</Badge>
                        </TableCell>
                        <TableCell>
                          <div className="flex justify-end sm:gap-1">
                            <WithTooltip label={`View ${user.name}`}>
                              <Button
                                aria-label={`View ${user.name}`}
                                variant="ghost"
                                size="icon"
                                className="size-8"
                                onClick={() => setViewing(user)}
                              >
                                <EyeIcon aria-hidden="true" />
                              </Button>
                            </WithTooltip>
                            {!self && (
                              <>
                                <WithTooltip label={`Edit ${user.name}`}>
                                  <Button
                                    aria-label={`Edit ${user.name}`}
                                    variant="ghost"
                                    size="icon"
                                    className="size-8"
                                    onClick={() => setEditing(user)}
                                  >
                                    <PencilIcon aria-hidden="true" />
                                  </Button>
                                </WithTooltip>
                                <WithTooltip label={`Delete ${user.name}`}>
                                  <Button
                                    aria-label={`Delete ${user.name}`}
                                    variant="ghost"
                                    size="icon"
                                    className="size-8 text-destructive"
                                    onClick={() => setDeleting(user)}
                                  >
                                    <Trash2Icon aria-hidden="true" />
                                  </Button>
                                </WithTooltip>
                              </>
                            )}
                          </div>
                        </TableCell>
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
            </div>
            {filtered.length > limit && (
              <div className="flex items-center justify-between gap-3 text-sm text-muted-foreground">
                <span>
                  Showing {formatCount(limit)} of {formatCount(filtered.length)}
                </span>
                <Button variant="outline" size="sm" onClick={() => setLimit(limit + PAGE)}>
                  Show more
                </Button>
              </div>
            )}
          </>
        )}
      </CardContent>
      <CreateUserDialog open={creating} onOpenChange={setCreating} />
      <ViewUserDialog user={viewing} onClose={() => setViewing(null)} />
      <EditUserDialog user={editing} onClose={() => setEditing(null)} />
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
        usersPath="/api/admin/users"
        // USER-9: an active (accepted) member of the same organization takes over.
        candidates={list
          .filter((u) => u.emailVerified && u.organizationId && u.organizationId === deleting?.organizationId)
          .map((u) => ({ id: u.id, name: u.name }))}
      />
    </Card>
  );
}
