import { ArrowLeft, Check, Trash2, X } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { requestsResource } from "../../../../domain/resources";
import type { OrganizationSettings } from "../../../../domain/schemas/settings";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { SelectField } from "../../../components/ui/select-field";
import { Skeleton } from "../../../components/ui/skeleton";
import { toast } from "../../../components/ui/toast";
import { ApiError } from "../../../lib/api-client";
import { describeFailure } from "../../../lib/errors";
import { paths } from "../../../lib/paths";
import { useDelete, useRead, useUpdate } from "../../../lib/resources";
import { RejectRequestDialog } from "../components/reject-request-dialog";
import { Comments } from "../components/request-comments";
import { ApprovalTrail, DiffTable, ImpactTables } from "../components/request-sections";
import { formatWhen, REQUEST_TYPE_LABELS, requestWorkflow, STATE_VARIANT } from "../lib/labels";
import type { ChangeRequest, RequestPatch } from "../lib/types";

/** Request detail (UI-70, UI-71): the diff, the impact, the approval trail, comments and the actions `can` allows. */
export function RequestDetailPage() {
  const { id = "" } = useParams();
  const request = useRead<ChangeRequest>(`/api/requests/${encodeURIComponent(id)}`, { silent: true });
  if (request.isPending)
    return (
      <div className="grid gap-4" role="status" aria-label="Loading the request">
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-48 w-full" />
      </div>
    );
  if (request.isError)
    return (
      <div className="grid justify-items-start gap-3" role="alert">
        <BackLink />
        <p className="text-sm text-destructive">
          {request.error instanceof ApiError && request.error.status === 404
            ? "This request does not exist, or it is not yours to see."
            : describeFailure(request.error, "The request could not be loaded.")}
        </p>
        {!(request.error instanceof ApiError && request.error.status === 404) && (
          <Button variant="outline" onClick={() => request.refetch()}>
            Try Again
          </Button>
        )}
      </div>
    );
  return <RequestDetail request={request.data} />;
}

function BackLink() {
  return (
    <Button variant="ghost" size="sm" className="-ml-2" asChild>
      <Link to={paths.requests}>
        <ArrowLeft aria-hidden="true" />
        All requests
      </Link>
    </Button>
  );
}

function RequestDetail({ request: r }: { request: ChangeRequest }) {
  const settings = useRead<OrganizationSettings>("/api/organization-settings").data;
  const workflow = requestWorkflow(settings);
  const navigate = useNavigate();
  const [rejecting, setRejecting] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const patch = useUpdate<RequestPatch, ChangeRequest>(requestsResource, { method: "patch", silent: true });
  const remove = useDelete(requestsResource, { silent: true });
  const final = r.state === "applied" || r.state === "rejected";
  // Moves to the open statuses and 'in review'; applying and rejecting have their own buttons.
  const moveTargets = workflow.statuses.filter(
    (name) => name !== workflow.appliedStatus && name !== workflow.rejectedStatus,
  );

  const send = (body: RequestPatch, success: string, onDone?: () => void) =>
    patch.mutate(
      { id: r.id, body: { ...body, version: r.version } },
      {
        onSuccess: (answer) => {
          toast({ title: success, description: `${answer.title}: ${answer.status}.`, variant: "success" });
          onDone?.();
        },
        onError: (error) =>
          toast({
            title: "The request was not changed",
            description: describeFailure(error, "Please try again."),
            variant: "destructive",
          }),
      },
    );

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6" data-testid="request-detail" data-state={r.state}>
      <div className="grid justify-items-start gap-2">
        <BackLink />
        <div className="flex w-full flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0 space-y-1">
            <h1 className="text-2xl font-semibold tracking-tight break-words sm:text-3xl">{r.title}</h1>
            <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
              <Badge variant="outline">{REQUEST_TYPE_LABELS[r.type]}</Badge>
              <Badge variant={STATE_VARIANT[r.state]} data-testid="request-status" data-state={r.state}>
                {r.status}
              </Badge>
              <span>
                by <span className="font-medium text-foreground">{r.requesterName}</span> ·{" "}
                <time dateTime={r.createdAt}>{formatWhen(r.createdAt)}</time>
              </span>
            </div>
            {r.subject && (
              <p className="text-sm break-words text-muted-foreground">
                {r.subject.name}
                {r.subject.functionName ? ` · ${r.subject.functionName}` : ""}
                {r.subject.year ? ` · ${r.subject.year}` : ""}
              </p>
            )}
          </div>
          {!final && (r.can.approve || r.can.reject || r.can.delete) && (
            <div className="flex shrink-0 flex-wrap gap-2">
              {r.can.delete && (
                <Button variant="outline" onClick={() => setDeleting(true)}>
                  <Trash2 aria-hidden="true" />
                  Delete
                </Button>
              )}
              {r.can.reject && (
                <Button variant="outline" onClick={() => setRejecting(true)} disabled={patch.isPending}>
                  <X aria-hidden="true" />
                  Reject
                </Button>
              )}
              {r.can.approve && (
                <Button
                  disabled={patch.isPending}
                  onClick={() => send({ status: workflow.appliedStatus }, "Approved")}
                >
                  <Check aria-hidden="true" />
                  {patch.isPending ? "Saving..." : "Approve"}
                </Button>
              )}
            </div>
          )}
        </div>
      </div>

      {r.state === "rejected" && r.rejectionReason && (
        <p className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm break-words">
          <span className="font-medium">Rejected:</span> {r.rejectionReason}
        </p>
      )}
      {r.state === "applied" && (
        <p
          className="rounded-md border border-success/40 bg-success/10 p-3 text-sm"
          data-testid="applied-note"
        >
          Applied{r.appliedByName ? ` by ${r.appliedByName}` : ""}
          {r.appliedAt ? ` · ${formatWhen(r.appliedAt)}` : ""}. The changes are in the data.
        </p>
      )}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="grid content-start gap-6">
          <Card>
            <CardHeader>
              <CardTitle>Description</CardTitle>
            </CardHeader>
            <CardContent>
              <p className="text-sm break-words whitespace-pre-wrap">{r.description || "No description."}</p>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Changes</CardTitle>
              <CardDescription>Each value before and after the request.</CardDescription>
            </CardHeader>
            <CardContent className="px-2 sm:px-6">
              <DiffTable diff={r.diff} />
            </CardContent>
          </Card>
          {r.impact && (
            <Card>
              <CardHeader>
                <CardTitle>Impact</CardTitle>
                <CardDescription>
                  Scores of the KPI, its objective, its function and every function above it, before and
                  after.
                </CardDescription>
              </CardHeader>
              <CardContent className="px-2 sm:px-6">
                <ImpactTables impact={r.impact} />
              </CardContent>
            </Card>
          )}
        </div>
        <div className="grid content-start gap-6">
          <Card>
            <CardHeader>
              <CardTitle>Approval</CardTitle>
              <CardDescription>
                {final
                  ? "This request is closed."
                  : r.awaiting
                    ? `Waiting for ${r.awaiting.headName ?? "an administrator"}${r.awaiting.functionName ? ` (${r.awaiting.functionName})` : ""}.`
                    : "Waiting for an administrator."}
              </CardDescription>
            </CardHeader>
            <CardContent className="grid gap-4">
              <ApprovalTrail request={r} />
              {r.can.move && !final && (
                <SelectField
                  label="Move to status"
                  value={r.status}
                  options={moveTargets.map((name) => ({ value: name, label: name }))}
                  disabled={patch.isPending}
                  onChange={(status) => status !== r.status && send({ status }, "Status changed")}
                  hint="Approve and Reject above apply or close the request."
                />
              )}
            </CardContent>
          </Card>
          <Comments request={r} />
        </div>
      </div>

      <RejectRequestDialog
        open={rejecting}
        request={r}
        rejectedStatus={workflow.rejectedStatus}
        onClose={() => setRejecting(false)}
      />
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title="Delete this request?"
        description={`"${r.title}" and its comments are deleted. Nothing it proposed was applied.`}
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(
            { id: r.id },
            {
              onSuccess: () => {
                toast({
                  title: "Request deleted",
                  description: `${r.title} was deleted.`,
                  variant: "success",
                });
                setDeleting(false);
                navigate(paths.requests);
              },
              onError: (error) =>
                toast({
                  title: "Could not delete the request",
                  description: describeFailure(error, "Please try again."),
                  variant: "destructive",
                }),
            },
          )
        }
      />
    </div>
  );
}
