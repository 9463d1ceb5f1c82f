import { Building2, PauseCircle, PlayCircle, Plus, SearchIcon, Trash2Icon } from "lucide-react";
import { useState } from "react";
import { adminOrganizationsResource } from "../../../../domain/resources";
import { type AdminOrganization, PLAN_OPTIONS, type Plan } from "../../../../domain/schemas/admin";
import { countOf } from "../../../../domain/text";
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
import { describeFailure } from "../../../lib/errors";
import { useAction, useList } from "../../../lib/resources";
import { CreateOrganizationDialog } from "./create-organization-dialog";
import { DeleteOrganizationDialog } from "./delete-organization-dialog";
import { formatCount, formatDate } from "./format";
import { SuspendOrganizationDialog, useOrganizationStatus } from "./suspend-organization-dialog";

/** Admin Panel (ADMIN-1), Organizations tab: create, suspend, activate, change plan, delete. */
export function OrganizationsTab() {
  const organizations = useList(adminOrganizationsResource);
  const [search, setSearch] = useState("");
  const [creating, setCreating] = useState(false);
  const [suspending, setSuspending] = useState<AdminOrganization | null>(null);
  const [deleting, setDeleting] = useState<AdminOrganization | null>(null);

  const list = organizations.data ?? [];
  const needle = search.trim().toLowerCase();
  const shown = needle
    ? list.filter((o) => `${o.name} ${o.domain ?? ""}`.toLowerCase().includes(needle))
    : list;

  return (
    <Card>
      <CardHeader className="gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1.5">
          <CardTitle>Organizations</CardTitle>
          <CardDescription>
            {organizations.data
              ? `${formatCount(list.length)} on the platform.`
              : "Every organization on the platform."}
          </CardDescription>
        </div>
        <Button onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" />
          Create Organization
        </Button>
      </CardHeader>
      <CardContent className="grid gap-4 [&>*]:min-w-0">
        {list.length > 5 && (
          <div className="relative max-w-sm">
            <SearchIcon
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              type="search"
              aria-label="Search organizations"
              placeholder="Search by name or domain"
              className="pl-9"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
        )}
        {organizations.isPending ? (
          <div className="grid gap-2">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-12" />
            ))}
          </div>
        ) : organizations.isError ? (
          <LoadFailure
            error={organizations.error}
            what="organizations"
            onRetry={() => organizations.refetch()}
          />
        ) : list.length === 0 ? (
          <div className="flex flex-col items-center gap-3 py-10 text-center">
            <Building2 className="size-10 text-muted-foreground" aria-hidden="true" />
            <p className="font-medium">No organizations yet</p>
            <Button onClick={() => setCreating(true)}>Create Organization</Button>
          </div>
        ) : (
          <div className="min-w-0 rounded-lg border">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Organization</TableHead>
                  <TableHead>Plan</TableHead>
                  <TableHead className="hidden sm:table-cell">Status</TableHead>
                  <TableHead className="hidden text-right md:table-cell">Users</TableHead>
                  <TableHead className="hidden lg:table-cell">Created</TableHead>
                  <TableHead className="text-right">
                    <span className="sr-only sm:not-sr-only">Actions</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {shown.map((organization) => (
                  <OrganizationRow
                    key={organization.id}
                    organization={organization}
                    onSuspend={() => setSuspending(organization)}
                    onDelete={() => setDeleting(organization)}
                  />
                ))}
                {shown.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={6} className="py-8 text-center text-muted-foreground">
                      No organization matches "{search.trim()}".
                    </TableCell>
                  </TableRow>
                )}
              </TableBody>
            </Table>
          </div>
        )}
      </CardContent>
      <CreateOrganizationDialog open={creating} onOpenChange={setCreating} />
      <SuspendOrganizationDialog organization={suspending} onClose={() => setSuspending(null)} />
      <DeleteOrganizationDialog organization={deleting} onClose={() => setDeleting(null)} />
    </Card>
  );
}

function OrganizationRow({
  organization,
  onSuspend,
  onDelete,
}: {
  organization: AdminOrganization;
  onSuspend: () => void;
  onDelete: () => void;
}) {
  // PATCH /api/admin/organizations/{id}/plan and …/status.
  const updatePlan = useAction<{ plan: Plan }>(
    adminOrganizationsResource,
    { method: "patch", name: "plan" },
    {
      silent: true,
      onSuccess: () =>
        toast({
          title: "Success",
          description: "Organization plan updated successfully",
          variant: "success",
        }),
      onError: (error) =>
        toast({
          title: "Failed to update organization plan",
          description: describeFailure(error, "Please try again."),
          variant: "destructive",
        }),
    },
  );
  const updateStatus = useOrganizationStatus();
  const suspended = organization.status === "suspended";
  const onTrial = organization.trialEndsAt !== null && Date.parse(organization.trialEndsAt) > Date.now();
  return (
    <TableRow data-testid="organization-row">
      <TableCell className="max-w-[14rem]">
        <div className="truncate font-medium" title={organization.name}>
          {organization.name}
        </div>
        <div className="truncate text-xs text-muted-foreground">
          {organization.domain ?? "No domain"}
          <span className="md:hidden">
            {" "}
            · {countOf(organization.userCount, "user", formatCount(organization.userCount))}
          </span>
          {suspended && <span className="font-medium text-destructive sm:hidden"> · Suspended</span>}
        </div>
      </TableCell>
      <TableCell>
        {/* PLAN-4: the change-plan options are the create dialog's: free, basic, professional, enterprise. */}
        <Select
          value={organization.subscriptionTier}
          disabled={updatePlan.isPending}
          onValueChange={(plan) => updatePlan.mutate({ id: organization.id, body: { plan: plan as Plan } })}
        >
          <SelectTrigger className="h-8 w-[8.5rem]" aria-label={`Plan of ${organization.name}`}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {PLAN_OPTIONS.map((plan) => (
              <SelectItem key={plan.value} value={plan.value}>
                {plan.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        {onTrial && (
          <p className="mt-1 text-xs text-muted-foreground">
            Trial until {formatDate(organization.trialEndsAt)}
          </p>
        )}
      </TableCell>
      <TableCell className="hidden sm:table-cell">
        <Badge variant={suspended ? "destructive" : "success"}>{suspended ? "Suspended" : "Active"}</Badge>
      </TableCell>
      <TableCell className="hidden text-right tabular-nums md:table-cell">
        {formatCount(organization.userCount)}
      </TableCell>
      <TableCell className="hidden whitespace-nowrap lg:table-cell">
        {formatDate(organization.createdAt)}
      </TableCell>
      <TableCell>
        <div className="flex justify-end gap-1">
          {suspended ? (
            <Button
              variant="outline"
              size="sm"
              disabled={updateStatus.isPending}
              aria-label={`Activate ${organization.name}`}
              onClick={() => updateStatus.mutate({ id: organization.id, body: { status: "active" } })}
            >
              <PlayCircle aria-hidden="true" />
              <span className="hidden sm:inline">Activate</span>
            </Button>
          ) : (
            <Button
              variant="outline"
              size="sm"
              aria-label={`Suspend ${organization.name}`}
              onClick={onSuspend}
            >
              <PauseCircle aria-hidden="true" />
              <span className="hidden sm:inline">Suspend</span>
            </Button>
          )}
          <WithTooltip label={`Delete ${organization.name}`}>
            <Button
              aria-label={`Delete ${organization.name}`}
              variant="ghost"
              size="icon"
              className="size-8 text-destructive"
              onClick={onDelete}
            >
              <Trash2Icon aria-hidden="true" />
            </Button>
          </WithTooltip>
        </div>
      </TableCell>
    </TableRow>
  );
}
