import type { ReactNode } from "react";
import type { AdminUser } from "../../../../domain/schemas/admin";
import { PLAN_LABELS } from "../../../../domain/schemas/admin";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog";
import { Skeleton } from "../../../components/ui/skeleton";
import { useAdminUserDetails } from "../api/view-user";
import { formatDateTime } from "./format";
import { RoleBadge } from "./role-badge";

/** spec §2 Users tab 'view'; spec §4: a user without an organization is 'Pending Setup' here. */
export function ViewUserDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const details = useAdminUserDetails(user?.id ?? null);
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
