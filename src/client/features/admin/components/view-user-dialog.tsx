import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { AdminUser, AdminUserDetails } from "../../../../domain/schemas/admin";
import { PLAN_LABELS } from "../../../../domain/schemas/admin";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog";
import { Skeleton } from "../../../components/ui/skeleton";
import { toast } from "../../../components/ui/toast";
import { RoleBadge } from "../../../components/users/role-badge";
import { api } from "../../../lib/api-client";
import { describeFailure } from "../../../lib/errors";
import { readKey } from "../../../lib/resources";
import { formatDateTime } from "./format";

/** ADMIN-2 Users tab 'view'; USER-7: a user without an organization is 'Pending Setup' here. */
export function ViewUserDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const userId = user?.id ?? null;
  // POST /api/admin/user-view {userId}: a read sent as a POST, kept under the user's path so a write to
  // the platform's users refreshes it. Each opening reads the user afresh (a point-in-time view); a
  // failure shows 'Failed to load user details'.
  const details = useQuery({
    queryKey: readKey(`/api/admin/users/${userId}`),
    queryFn: async ({ signal }) => {
      try {
        return await api.post<AdminUserDetails>("/api/admin/user-view", { userId }, { signal });
      } catch (error) {
        if (!signal.aborted) {
          toast({
            title: "Failed to load user details",
            description: describeFailure(error, "Please try again."),
            variant: "destructive",
          });
        }
        throw error;
      }
    },
    enabled: userId !== null,
    gcTime: 0,
    retry: false,
    meta: { silent: true },
  });
  const d = details.data;
  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>User Details</DialogTitle>
          <DialogDescription>{user ? `${user.name} · ${user.email}` : ""}</DialogDescription>
        </DialogHeader>
        {details.isPending ? (
          <div className="grid gap-2">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-6" />
            ))}
          </div>
        ) : details.isError || !d ? (
          <p className="text-sm text-muted-foreground">The details could not be loaded.</p>
        ) : (
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-3 text-sm">
            <Item label="Name">{d.name}</Item>
            <Item label="Email">{d.email}</Item>
            <Item label="Role">
              <RoleBadge role={d.role} />
            </Item>
            <Item label="Organization">
              {d.organizationName ? (
                <>
                  {d.organizationName}
                  <span className="text-muted-foreground">
                    {" "}
                    · {d.organizationPlan ? PLAN_LABELS[d.organizationPlan] : ""}
                    {d.organizationStatus === "suspended" ? " · suspended" : ""}
                  </span>
                </>
              ) : d.role === "super_admin" ? (
                "None (platform super admin)"
              ) : (
                "Pending Setup"
              )}
            </Item>
            <Item label="Email verified">
              {d.emailVerified ? "Yes" : "Not yet (invitation not accepted)"}
            </Item>
            <Item label="Last sign-in">{d.lastLoginAt ? formatDateTime(d.lastLoginAt) : "Never"}</Item>
            <Item label="Open sessions">{d.activeSessions}</Item>
            <Item label="Created">{formatDateTime(d.createdAt)}</Item>
            <Item label="Updated">{formatDateTime(d.updatedAt)}</Item>
          </dl>
        )}
      </DialogContent>
    </Dialog>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words font-medium">{children}</dd>
    </>
  );
}
