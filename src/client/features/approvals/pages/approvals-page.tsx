import { Inbox } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { FormattedMessage, type MessageDescriptor, useIntl } from "react-intl";
import { submissionsResource } from "../../../../domain/resources";
import type { Submission, SubmissionStatus } from "../../../../domain/schemas/evidence-approval";
import { PageHeader } from "../../../components/page-header";
import { useScreenHeading } from "../../../components/screen-headings";
import { Skeleton } from "../../../components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/tabs";
import { toast } from "../../../components/ui/toast";
import { describeFailure } from "../../../lib/errors";
import { focusTarget, focusWhenLost } from "../../../lib/focus-when-lost";
import { useAction, useRead } from "../../../lib/resources";
import { SubmissionCard } from "../components/submission-card";
import { approvalsMessages as m } from "../messages";

// The rejection form brings the form libraries and its schema: it loads when first opened (PLATFORM-27).
const RejectDialog = lazy(() =>
  import("../components/reject-dialog").then((m) => ({ default: m.RejectDialog })),
);

/**
 * UI-108: once a submission is decided its card leaves the list; the focus goes to the next card's
 * heading (the one that takes its place, else the one before), or to the page's heading when none is left.
 */
function focusAfterDecision(id: string, index: number) {
  focusWhenLost(() => {
    const cards = [...document.querySelectorAll<HTMLElement>('[data-testid="submission"]')].filter(
      (card) => card.dataset.submissionId !== id,
    );
    const card = cards[Math.min(index, cards.length - 1)];
    return focusTarget(
      card?.querySelector<HTMLElement>("h3") ?? document.querySelector<HTMLElement>("main h1"),
    );
  }, `[data-submission-id="${id}"], [role="dialog"]`);
}

const EMPTY: Record<SubmissionStatus, MessageDescriptor> = {
  pending: m.emptyPending,
  approved: m.emptyApproved,
  rejected: m.emptyRejected,
};

/** Approvals (UI-59, APPROVAL-7): the submissions the caller may see, their impact, Approve and Reject. */
export function ApprovalsPage() {
  const [status, setStatus] = useState<SubmissionStatus>("pending");
  const submissions = useRead<Submission[]>("/api/submissions", { params: { status }, keepPrevious: true });
  const [rejecting, setRejecting] = useState<Submission | null>(null);
  const approve = useAction(submissionsResource, { name: "approve" }, { silent: true });
  const list = submissions.data ?? [];
  const intl = useIntl();

  return (
    <div className="space-y-6">
      <PageHeader {...useScreenHeading("/approvals")} />
      <Tabs value={status} onValueChange={(value) => setStatus(value as SubmissionStatus)}>
        <TabsList aria-label={intl.formatMessage(m.tabsLabel)}>
          <TabsTrigger value="pending">
            <FormattedMessage {...m.tabPending} />
          </TabsTrigger>
          <TabsTrigger value="approved">
            <FormattedMessage {...m.tabApproved} />
          </TabsTrigger>
          <TabsTrigger value="rejected">
            <FormattedMessage {...m.tabRejected} />
          </TabsTrigger>
        </TabsList>
        {/* The list is the selected tab's panel, which the tab names (aria-controls). */}
        <TabsContent value={status} className="mt-6">
          {submissions.isPending ? (
            <div className="space-y-3" role="status" aria-label={intl.formatMessage(m.loading)}>
              <Skeleton className="h-40 w-full" />
              <Skeleton className="h-40 w-full" />
            </div>
          ) : submissions.isError ? (
            <p role="alert" className="text-sm text-destructive">
              <FormattedMessage {...m.loadFailed} />
            </p>
          ) : list.length === 0 ? (
            <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-4 py-12 text-center text-muted-foreground">
              <Inbox className="size-8" aria-hidden="true" />
              <p className="max-w-md">
                <FormattedMessage {...EMPTY[status]} />
              </p>
            </div>
          ) : (
            <div className="grid gap-4">
              {list.map((submission, index) => (
                <SubmissionCard
                  key={submission.id}
                  submission={submission}
                  busy={approve.isPending}
                  onReject={() => setRejecting(submission)}
                  onApprove={() => {
                    focusAfterDecision(submission.id, index);
                    approve.mutate(
                      { id: submission.id },
                      {
                        onSuccess: () =>
                          toast({
                            title: intl.formatMessage(m.approvedTitle),
                            description: intl.formatMessage(m.approvedToast, { kpi: submission.kpiName }),
                            variant: "success",
                          }),
                        onError: (error) =>
                          toast({
                            title: intl.formatMessage(m.approveFailed),
                            description: describeFailure(error, intl.formatMessage(m.unknownError)),
                            variant: "destructive",
                          }),
                      },
                    );
                  }}
                />
              ))}
            </div>
          )}
        </TabsContent>
      </Tabs>
      {rejecting && (
        <Suspense fallback={null}>
          <RejectDialog
            submission={rejecting}
            onClose={() => setRejecting(null)}
            onRejected={() =>
              focusAfterDecision(
                rejecting.id,
                list.findIndex((item) => item.id === rejecting.id),
              )
            }
          />
        </Suspense>
      )}
    </div>
  );
}
