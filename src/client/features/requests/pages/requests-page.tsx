import { FileDiff, Plus } from "lucide-react";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import type { OrganizationSettings } from "../../../../domain/schemas/settings";
import { PageHeader } from "../../../components/page-header";
import { useScreenHeading } from "../../../components/screen-headings";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Card, CardContent } from "../../../components/ui/card";
import { CheckboxField } from "../../../components/ui/checkbox";
import { SelectField } from "../../../components/ui/select-field";
import { Skeleton } from "../../../components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../../components/ui/table";
import { describeFailure } from "../../../lib/errors";
import { requestPath } from "../../../lib/paths";
import { useRead } from "../../../lib/resources";
import { type RequestDraft, RequestFormDialog } from "../components/request-form-dialog";
import { formatWhen, STATE_VARIANT } from "../lib/labels";
import { REQUEST_TYPES, type RequestSummary, type RequestType } from "../lib/types";
import { requestsMessages as m } from "../messages";

/** UI-75: below the `sm` width a row is a wrapping line of its cells (UI-40). */
const STACKED_ROW =
  "max-sm:flex max-sm:flex-wrap max-sm:items-center max-sm:gap-x-3 max-sm:gap-y-1.5 max-sm:px-4 max-sm:py-3";

/**
 * Requests (UI-69): the change requests the caller may see, filtered by status, type and 'Mine', newest
 * first; each row opens its detail. 'New request' starts a blank one (type Other).
 */
export function RequestsPage() {
  const intl = useIntl();
  const settings = useRead<OrganizationSettings>("/api/organization-settings").data;
  const [status, setStatus] = useState("");
  const [type, setType] = useState<RequestType | "">("");
  const [mine, setMine] = useState(false);
  const [draft, setDraft] = useState<RequestDraft | null>(null);
  const requests = useRead<RequestSummary[]>("/api/requests", {
    params: { status: status || undefined, type: type || undefined, mine: mine || undefined },
    keepPrevious: true,
    silent: true,
  });
  const list = requests.data ?? [];
  const filtered = status !== "" || type !== "" || mine;

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeader
        {...useScreenHeading("/requests")}
        actions={
          <Button onClick={() => setDraft({ type: "other" })}>
            <Plus aria-hidden="true" />
            <FormattedMessage {...m.newRequest} />
          </Button>
        }
      />
      <Card>
        <CardContent className="grid items-end gap-3 p-4 sm:grid-cols-[minmax(0,14rem)_minmax(0,14rem)_auto]">
          <SelectField
            label={intl.formatMessage(m.status)}
            id="requests-status"
            value={status}
            onChange={setStatus}
            options={[
              { value: "", label: intl.formatMessage(m.allStatuses) },
              ...(settings?.requestStatuses ?? []).map((name) => ({ value: name, label: name })),
            ]}
          />
          <SelectField<RequestType | "">
            label={intl.formatMessage(m.type)}
            id="requests-type"
            value={type}
            onChange={setType}
            options={[
              { value: "", label: intl.formatMessage(m.allTypes) },
              ...REQUEST_TYPES.map((value) => ({
                value,
                label: intl.formatMessage(m.requestType, { type: value }),
              })),
            ]}
          />
          <CheckboxField
            label={intl.formatMessage(m.mine)}
            hint={intl.formatMessage(m.mineHint)}
            checked={mine}
            onCheckedChange={setMine}
            className="py-2 sm:w-fit"
          />
        </CardContent>
      </Card>
      {requests.isPending ? (
        <div className="grid gap-3" role="status" aria-label={intl.formatMessage(m.loadingRequests)}>
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
        </div>
      ) : requests.isError ? (
        <div className="flex flex-col items-start gap-3" role="alert">
          <p className="text-sm text-destructive">
            {describeFailure(requests.error, intl.formatMessage(m.listLoadFailed))}
          </p>
          <Button variant="outline" onClick={() => requests.refetch()}>
            <FormattedMessage {...m.tryAgain} />
          </Button>
        </div>
      ) : list.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed py-12 text-center text-muted-foreground">
          <FileDiff className="size-8" aria-hidden="true" />
          <p className="max-w-md">
            <FormattedMessage {...(filtered ? m.noMatches : m.emptyList)} />
          </p>
        </div>
      ) : (
        <Card>
          <CardContent className="px-0 pb-2">
            <Table className="max-sm:block max-sm:[&_tbody]:block max-sm:[&_td]:min-w-0 max-sm:[&_td]:p-0">
              <TableHeader className="max-sm:hidden">
                <TableRow className="hover:bg-transparent">
                  <TableHead>
                    <FormattedMessage {...m.columnRequest} />
                  </TableHead>
                  <TableHead>
                    <FormattedMessage {...m.type} />
                  </TableHead>
                  <TableHead>
                    <FormattedMessage {...m.status} />
                  </TableHead>
                  <TableHead>
                    <FormattedMessage {...m.columnRequester} />
                  </TableHead>
                  <TableHead>
                    <FormattedMessage {...m.columnAwaiting} />
                  </TableHead>
                  <TableHead>
                    <FormattedMessage {...m.columnUpdated} />
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {list.map((request) => (
                  <TableRow key={request.id} className={STACKED_ROW} data-testid="request-row">
                    <TableCell className="max-w-80 min-w-48 max-sm:max-w-none max-sm:basis-full">
                      <Link
                        to={requestPath(request.id)}
                        className="font-medium break-words hover:text-primary hover:underline focus-visible:underline"
                      >
                        {request.title}
                      </Link>
                      {(request.subjectName || request.functionName) && (
                        <div
                          className="truncate text-xs text-muted-foreground"
                          title={request.subjectName ?? ""}
                        >
                          {[request.subjectName, request.functionName].filter(Boolean).join(" · ")}
                        </div>
                      )}
                    </TableCell>
                    <TableCell className="whitespace-nowrap">
                      <FormattedMessage {...m.requestType} values={{ type: request.type }} />
                    </TableCell>
                    <TableCell>
                      <Badge variant={STATE_VARIANT[request.state]} data-state={request.state}>
                        {request.status}
                      </Badge>
                    </TableCell>
                    <TableCell className="break-words max-sm:text-xs max-sm:text-muted-foreground">
                      {request.requesterName}
                    </TableCell>
                    <TableCell className="break-words max-sm:hidden">
                      {request.awaitingName ?? <span className="text-muted-foreground">-</span>}
                    </TableCell>
                    <TableCell className="whitespace-nowrap text-xs text-muted-foreground">
                      <time dateTime={request.updatedAt}>{formatWhen(request.updatedAt)}</time>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </CardContent>
        </Card>
      )}
      <RequestFormDialog draft={draft} onClose={() => setDraft(null)} />
    </div>
  );
}
