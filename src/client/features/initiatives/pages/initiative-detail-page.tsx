import { ArrowLeft, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link, useNavigate, useParams } from "react-router";
import { NotFoundPage } from "../../../app/not-found-page";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { LoadFailure } from "../../../components/load-failure";
import { commonMessages } from "../../../components/messages";
import { PageHeader } from "../../../components/page-header";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { Skeleton } from "../../../components/ui/skeleton";
import { toast } from "../../../components/ui/toast";
import { ApiError } from "../../../lib/api-client";
import { describeFailure } from "../../../lib/errors";
import { paths } from "../../../lib/paths";
import { HealthCard } from "../components/health-card";
import { StatusChip } from "../components/initiative-bits";
import { InitiativeDialog } from "../components/initiative-dialog-lazy";
import { MilestonesPanel } from "../components/milestones-panel";
import { NeedlePanel } from "../components/needle-panel";
import { useDeleteInitiative, useInitiative } from "../lib/api";
import { dateText, moneyText } from "../lib/present";
import { useInitiativeStatuses, useOrganizationCurrency } from "../lib/statuses";
import { initiativesMessages as m } from "../messages";

/**
 * UI-78: an initiative's detail (`/initiatives/{id}`): its facts, the health card, the milestones
 * (UI-80) and 'Did it move the needle' (UI-81); Edit and Delete for those who may edit it.
 */
export function InitiativeDetailPage() {
  const { id = "" } = useParams();
  const query = useInitiative(id);
  const statuses = useInitiativeStatuses();
  const currency = useOrganizationCurrency();
  const navigate = useNavigate();
  const intl = useIntl();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteInitiative();
  const initiative = query.data;

  if (query.isError && !initiative) {
    if (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400)) {
      return <NotFoundPage />;
    }
    return <LoadFailure error={query.error} what="initiative" onRetry={() => void query.refetch()} />;
  }
  const back = (
    <Link
      to={paths.initiatives}
      className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" /> <FormattedMessage {...m.allInitiatives} />
    </Link>
  );
  if (!initiative) {
    return (
      <div className="grid gap-6">
        {back}
        <Skeleton className="h-10 w-72" />
        <Skeleton className="h-48" />
      </div>
    );
  }
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6" data-testid="initiative-detail">
      {back}
      <PageHeader
        title={initiative.name}
        description={initiative.description || undefined}
        actions={
          initiative.canEdit ? (
            <>
              <Button variant="outline" onClick={() => setEditing(true)}>
                <Pencil aria-hidden="true" /> <FormattedMessage {...m.edit} />
              </Button>
              <Button variant="outline" onClick={() => setDeleting(true)}>
                <Trash2 aria-hidden="true" /> <FormattedMessage {...m.delete} />
              </Button>
            </>
          ) : undefined
        }
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <Card>
          <CardHeader>
            <CardTitle>
              <FormattedMessage {...m.about} />
            </CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
              <dt className="text-muted-foreground">
                <FormattedMessage {...m.status} />
              </dt>
              <dd>
                <StatusChip status={initiative.status} statuses={statuses} />
              </dd>
              <dt className="text-muted-foreground">
                <FormattedMessage {...m.owner} />
              </dt>
              <dd>{initiative.ownerName ?? intl.formatMessage(m.noOwner)}</dd>
              <dt className="text-muted-foreground">
                <FormattedMessage {...m.dates} />
              </dt>
              <dd>
                <FormattedMessage
                  {...m.dateRange}
                  values={{ start: dateText(initiative.startDate), end: dateText(initiative.endDate) }}
                />
              </dd>
              <dt className="text-muted-foreground">
                <FormattedMessage {...m.budget} />
              </dt>
              <dd className="tabular-nums">
                <FormattedMessage
                  {...m.budgetSpent}
                  values={{
                    budget: moneyText(initiative.budget, currency),
                    spent: moneyText(initiative.spent, currency),
                  }}
                />
              </dd>
              <dt className="text-muted-foreground">
                <FormattedMessage {...m.objectives} />
              </dt>
              <dd>
                <ul className="grid gap-0.5">
                  {initiative.objectives.map((o) => (
                    <li key={o.id}>
                      {o.name}{" "}
                      {/* UI-78: the initiative's own dates (above) say when; the year an objective was
                          assigned is not the initiative's. */}
                      <span className="text-xs text-muted-foreground">({o.functionName})</span>
                    </li>
                  ))}
                </ul>
              </dd>
              <dt className="text-muted-foreground">
                <FormattedMessage {...m.targetKpis} />
              </dt>
              <dd>
                {initiative.kpis.length === 0 ? (
                  <FormattedMessage {...m.none} />
                ) : (
                  <ul className="grid gap-0.5">
                    {initiative.kpis.map((k) => (
                      <li key={k.id}>
                        {k.name} <span className="text-xs text-muted-foreground">({k.functionName})</span>
                      </li>
                    ))}
                  </ul>
                )}
              </dd>
            </dl>
          </CardContent>
        </Card>
        <HealthCard initiative={initiative} />
      </div>
      <MilestonesPanel initiative={initiative} />
      <NeedlePanel needle={initiative.needle} startDate={initiative.startDate} />
      <InitiativeDialog
        open={editing}
        onOpenChange={setEditing}
        initiative={initiative}
        statuses={statuses}
      />
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={intl.formatMessage(m.deleteTitle)}
        description={intl.formatMessage(m.deleteDescription, { name: initiative.name })}
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(
            {
              id: initiative.id,
              version: initiative.version === undefined ? undefined : String(initiative.version),
            },
            {
              onSuccess: () => {
                toast({
                  title: intl.formatMessage(commonMessages.success),
                  description: intl.formatMessage(m.deleted),
                  variant: "success",
                });
                setDeleting(false);
                navigate(paths.initiatives);
              },
              onError: (error) =>
                toast({
                  title: intl.formatMessage(commonMessages.error),
                  description: describeFailure(error, intl.formatMessage(m.deleteFailed)),
                  variant: "destructive",
                }),
            },
          )
        }
      />
    </div>
  );
}
