import { ArrowLeft, Check, Trash2, X } from "lucide-react";
import { useState } from "react";
import { FormattedMessage, type IntlShape, useIntl } from "react-intl";
import { Link, useNavigate, useParams } from "react-router";
import { requestsResource } from "../../../../domain/resources";
import type { OrganizationSettings } from "../../../../domain/schemas/settings";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { commonMessages } from "../../../components/messages";
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
import { formatWhen, requestWorkflow, STATE_VARIANT } from "../lib/labels";
import type { ChangeRequest, RequestPatch } from "../lib/types";
import { requestsMessages as m } from "../messages";

/** Request detail (UI-70, UI-71): the diff, the impact, the approval trail, comments and the actions `can` allows. */
export function RequestDetailPage() {
  const { id = "" } = useParams();
  const request = useRead<ChangeRequest>(`/api/requests/${encodeURIComponent(id)}`, { silent: true });
  const intl = useIntl();
  if (request.isPending)
    return (
      <div className="grid gap-4" role="status" aria-label={intl.formatMessage(m.loadingRequest)}>
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
            ? intl.formatMessage(m.notFound)
            : describeFailure(request.error, intl.formatMessage(m.loadFailed))}
        </p>
        {!(request.error instanceof ApiError && request.error.status === 404) && (
          <Button variant="outline" onClick={() => request.refetch()}>
            <FormattedMessage {...m.tryAgain} />
          </Button>
        )}
      </div>
    );
  return <RequestDetail request={request.data} />;
}

/** UI-70: whom an open request waits for, or that it is closed. */
function approvalState(r: ChangeRequest, final: boolean, format: IntlShape["formatMessage"]): string {
  if (final) return format(m.closed);
  const head = r.awaiting?.headName;
  const fn = r.awaiting?.functionName;
  if (head)
    return fn ? format(m.waitingForIn, { name: head, function: fn }) : format(m.waitingFor, { name: head });
  return fn ? format(m.waitingForFunction, { function: fn }) : format(m.waitingForAdmin);
}

function BackLink() {
  return (
    <Button variant="ghost" size="sm" className="-ml-2" asChild>
      <Link to={paths.requests}>
        <ArrowLeft aria-hidden="true" />
        <FormattedMessage {...m.allRequests} />
      </Link>
    </Button>
  );
}

function RequestDetail({ request: r }: { request: ChangeRequest }) {
  const settings = useRead<OrganizationSettings>("/api/organization-settings").data;
  const workflow = requestWorkflow(settings);
  const navigate = useNavigate();
  const intl = useIntl();
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
          toast({
            title: success,
            description: intl.formatMessage(m.changedToast, { title: answer.title, status: answer.status }),
            variant: "success",
          });
          onDone?.();
        },
        onError: (error) =>
          toast({
            title: intl.formatMessage(m.notChanged),
            description: describeFailure(error, intl.formatMessage(commonMessages.tryAgainLater)),
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
              <Badge variant="outline">
                <FormattedMessage {...m.requestType} values={{ type: r.type }} />
              </Badge>
              <Badge variant={STATE_VARIANT[r.state]} data-testid="request-status" data-state={r.state}>
                {r.status}
              </Badge>
              <span>
                <FormattedMessage
                  {...m.byRequester}
                  values={{
                    name: r.requesterName,
                    when: formatWhen(r.createdAt),
                    strong: (chunks) => <span className="font-medium text-foreground">{chunks}</span>,
                    time: (chunks) => <time dateTime={r.createdAt}>{chunks}</time>,
                  }}
                />
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
                  <FormattedMessage {...m.delete} />
                </Button>
              )}
              {r.can.reject && (
                <Button variant="outline" onClick={() => setRejecting(true)} disabled={patch.isPending}>
                  <X aria-hidden="true" />
                  <FormattedMessage {...m.reject} />
                </Button>
              )}
              {r.can.approve && (
                <Button
                  disabled={patch.isPending}
                  onClick={() => send({ status: workflow.appliedStatus }, intl.formatMessage(m.approved))}
                >
                  <Check aria-hidden="true" />
                  <FormattedMessage {...(patch.isPending ? commonMessages.saving : m.approve)} />
                </Button>
              )}
            </div>
          )}
        </div>
      </div>

      {r.state === "rejected" && r.rejectionReason && (
        <p className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm break-words">
          <span className="font-medium">
            <FormattedMessage {...m.rejectedLabel} />
          </span>{" "}
          {r.rejectionReason}
        </p>
      )}
      {r.state === "applied" && (
        <p
          className="rounded-md border border-success/40 bg-success/10 p-3 text-sm"
          data-testid="applied-note"
        >
          <FormattedMessage
            {...m.appliedNote}
            values={{
              hasBy: r.appliedByName ? "yes" : "no",
              by: r.appliedByName ?? "",
              hasWhen: r.appliedAt ? "yes" : "no",
              when: r.appliedAt ? formatWhen(r.appliedAt) : "",
            }}
          />
        </p>
      )}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="grid content-start gap-6">
          <Card>
            <CardHeader>
              <CardTitle>
                <FormattedMessage {...m.description} />
              </CardTitle>
            </CardHeader>
            <CardContent>
              <p className="text-sm break-words whitespace-pre-wrap">
                {r.description || intl.formatMessage(m.noDescription)}
              </p>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>
                <FormattedMessage {...m.changes} />
              </CardTitle>
              <CardDescription>
                <FormattedMessage {...m.changesDescription} />
              </CardDescription>
            </CardHeader>
            <CardContent className="px-2 sm:px-6">
              <DiffTable diff={r.diff} />
            </CardContent>
          </Card>
          {r.impact && (
            <Card>
              <CardHeader>
                <CardTitle>
                  <FormattedMessage {...m.impact} />
                </CardTitle>
                <CardDescription>
                  <FormattedMessage {...m.impactDescription} />
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
              <CardTitle>
                <FormattedMessage {...m.approval} />
              </CardTitle>
              <CardDescription>{approvalState(r, final, intl.formatMessage)}</CardDescription>
            </CardHeader>
            <CardContent className="grid gap-4">
              <ApprovalTrail request={r} />
              {r.can.move && !final && (
                <SelectField
                  label={intl.formatMessage(m.moveToStatus)}
                  value={r.status}
                  options={moveTargets.map((name) => ({ value: name, label: name }))}
                  disabled={patch.isPending}
                  onChange={(status) =>
                    status !== r.status && send({ status }, intl.formatMessage(m.statusChanged))
                  }
                  hint={intl.formatMessage(m.moveHint)}
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
        title={intl.formatMessage(m.deleteTitle)}
        description={intl.formatMessage(m.deleteText, { title: r.title })}
        confirmLabel={intl.formatMessage(m.delete)}
        pendingLabel={intl.formatMessage(m.deleting)}
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(
            { id: r.id },
            {
              onSuccess: () => {
                toast({
                  title: intl.formatMessage(m.deletedTitle),
                  description: intl.formatMessage(m.deletedText, { title: r.title }),
                  variant: "success",
                });
                setDeleting(false);
                navigate(paths.requests);
              },
              onError: (error) =>
                toast({
                  title: intl.formatMessage(m.deleteFailed),
                  description: describeFailure(error, intl.formatMessage(commonMessages.tryAgainLater)),
                  variant: "destructive",
                }),
            },
          )
        }
      />
    </div>
  );
}
