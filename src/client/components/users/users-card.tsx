import type { UseQueryResult } from "@tanstack/react-query";
import { SearchIcon, UsersIcon } from "lucide-react";
import { type ReactNode, useState } from "react";
import type { adminUsersResource, usersResource } from "../../../domain/resources";
import { describeFailure } from "../../lib/errors";
import { formatNumber } from "../../lib/intl";
import { useDelete } from "../../lib/resources";
import { DeleteUserDialog, type OwnerCandidate } from "../delete-user-dialog";
import { LoadFailure } from "../load-failure";
import { Button } from "../ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../ui/card";
import { Input } from "../ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../ui/select";
import { Skeleton } from "../ui/skeleton";
import { Table, TableBody, TableHeader, TableRow } from "../ui/table";
import { toast } from "../ui/toast";

// A long list (a platform's users, a 10,000-row import) is searched rather than drawn whole.
const PAGE = 100;

type ListedUser = { id: string; name: string; email: string };

/** A select beside the search that narrows the list (the Admin Panel's organization). */
export type UsersFilter<U> = {
  label: string;
  options: readonly { value: string; label: string }[];
  /** Whether a user stays under the picked option; the first option is picked at first. */
  keeps: (user: U, value: string) => boolean;
};

/**
 * The Users tab of Settings (UI-19, an admin's own organization) and of the Admin Panel (ADMIN-2, every
 * organization): a searched, paged table of users whose rows each screen draws, and the delete
 * confirmation (USER-9, USER-11) with its toasts (TOAST-3).
 */
export function UsersCard<U extends ListedUser>({
  resource,
  users,
  description,
  actions,
  searchPlaceholder,
  searchFrom = 0,
  matches,
  filter,
  emptyAction,
  head,
  row,
  candidates,
}: {
  resource: typeof usersResource | typeof adminUsersResource;
  users: UseQueryResult<U[]>;
  description: ReactNode;
  actions?: ReactNode;
  searchPlaceholder: string;
  /** The search shows once the list holds this many users (by default always). */
  searchFrom?: number;
  /** Whether a user matches the search's lower-cased words. */
  matches: (user: U, needle: string) => boolean;
  filter?: UsersFilter<U>;
  /** Under 'No users found' when there are none at all. */
  emptyAction?: ReactNode;
  /** The table's header cells. */
  head: ReactNode;
  row: (user: U, onDelete: () => void) => ReactNode;
  /** USER-9: who may take over what the deleted user owns. */
  candidates: (list: readonly U[], deleting: U | null) => OwnerCandidate[];
}) {
  const [search, setSearch] = useState("");
  const [picked, setPicked] = useState(filter?.options[0]?.value ?? "");
  const [limit, setLimit] = useState(PAGE);
  const [deleting, setDeleting] = useState<U | null>(null);
  const deleteUser = useDelete(resource, {
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
    (user) => (!filter || filter.keeps(user, picked)) && (!needle || matches(user, needle)),
  );

  return (
    <Card>
      <CardHeader className="gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1.5">
          <CardTitle>Users</CardTitle>
          <CardDescription>{description}</CardDescription>
        </div>
        {actions}
      </CardHeader>
      <CardContent className="grid grid-cols-[minmax(0,1fr)] gap-4">
        {(list.length >= searchFrom || filter) && (
          <div className="flex flex-col gap-2 sm:flex-row">
            {list.length >= searchFrom && (
              <div className="relative sm:max-w-sm sm:flex-1">
                <SearchIcon
                  className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
                  aria-hidden="true"
                />
                <Input
                  type="search"
                  aria-label="Search users"
                  placeholder={searchPlaceholder}
                  className="pl-9"
                  value={search}
                  onChange={(event) => {
                    setSearch(event.target.value);
                    setLimit(PAGE);
                  }}
                />
              </div>
            )}
            {filter && (
              <Select
                value={picked}
                onValueChange={(value) => {
                  setPicked(value);
                  setLimit(PAGE);
                }}
              >
                <SelectTrigger className="sm:w-60" aria-label={filter.label}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {filter.options.map((option) => (
                    <SelectItem key={option.value} value={option.value}>
                      {option.label}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          </div>
        )}
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
            {list.length === 0 && emptyAction}
          </div>
        ) : (
          <>
            <div className="rounded-lg border">
              <Table>
                <TableHeader>
                  <TableRow>{head}</TableRow>
                </TableHeader>
                <TableBody>
                  {filtered.slice(0, limit).map((user) => row(user, () => setDeleting(user)))}
                </TableBody>
              </Table>
            </div>
            {filtered.length > limit && (
              <div className="flex items-center justify-between gap-3 text-sm text-muted-foreground">
                <span>
                  Showing {formatNumber(limit)} of {formatNumber(filtered.length)}
                </span>
                <Button variant="outline" size="sm" onClick={() => setLimit(limit + PAGE)}>
                  Show {formatNumber(Math.min(PAGE, filtered.length - limit))} more
                </Button>
              </div>
            )}
          </>
        )}
      </CardContent>
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
        usersPath={resource.path}
        candidates={candidates(list, deleting)}
      />
    </Card>
  );
}
