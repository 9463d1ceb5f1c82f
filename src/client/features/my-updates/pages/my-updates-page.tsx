import { BellRing, CheckCircle2 } from "lucide-react";
import { FormattedMessage, type MessageDescriptor, useIntl } from "react-intl";
import type { MyUpdateItem, MyUpdatesResponse } from "../../../../domain/schemas/reporting";
import { CounterCard } from "../../../components/counter-card";
import { PageHeader } from "../../../components/page-header";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Skeleton } from "../../../components/ui/skeleton";
import { formatCalendarDay } from "../../../lib/intl";
import { useRead } from "../../../lib/resources";
import { UpdateItem } from "../components/update-item";
import { myUpdatesMessages as m } from "../messages";

const SECTIONS: { state: MyUpdateItem["state"]; title: MessageDescriptor; description: MessageDescriptor }[] =
  [
    { state: "overdue", title: m.sectionOverdue, description: m.sectionOverdueDescription },
    { state: "rejected", title: m.sectionRejected, description: m.sectionRejectedDescription },
    { state: "due", title: m.sectionDue, description: m.sectionDueDescription },
    { state: "submitted", title: m.sectionSubmitted, description: m.sectionSubmittedDescription },
    { state: "approved", title: m.sectionApproved, description: m.sectionApprovedDescription },
  ];

/** My Updates (UI-63, UI-64, CYCLE-21, CYCLE-22, CYCLE-29): what the member is asked to report, by state. */
export function MyUpdatesPage() {
  const read = useRead<MyUpdatesResponse>("/api/my-updates");
  const data = read.data;
  const items = data?.items ?? [];
  const intl = useIntl();

  return (
    <div className="space-y-6">
      <PageHeader
        title={intl.formatMessage(m.title)}
        description={
          data
            ? intl.formatMessage(m.description, {
                dueDays: data.calendar.reportingDueDays,
                leadDays: data.calendar.reminderLeadDays,
              })
            : intl.formatMessage(m.descriptionLoading)
        }
      />

      <div className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        <CounterCard
          label={m.counterOverdue}
          testId="my-updates-Overdue"
          value={data?.counts.overdue}
          tone="text-red-600 dark:text-red-400"
        />
        <CounterCard
          label={m.counterRejected}
          testId="my-updates-Rejected"
          value={data?.counts.rejected}
          tone="text-red-600 dark:text-red-400"
        />
        <CounterCard
          label={m.counterDue}
          testId="my-updates-Due"
          value={data?.counts.due}
          tone="text-amber-600 dark:text-amber-400"
        />
        <CounterCard
          label={m.counterSubmitted}
          testId="my-updates-Submitted"
          value={data?.counts.submitted}
          tone="text-purple-600 dark:text-purple-300"
        />
        <CounterCard
          label={m.counterApproved}
          testId="my-updates-Approved"
          value={data?.counts.approved}
          tone="text-emerald-600 dark:text-emerald-400"
        />
      </div>

      {read.isPending ? (
        <div className="space-y-2" role="status" aria-label={intl.formatMessage(m.loading)}>
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : read.isError ? (
        <p role="alert" className="text-sm text-destructive">
          <FormattedMessage {...m.loadFailed} />
        </p>
      ) : items.length === 0 ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-2 py-10 text-center text-muted-foreground">
            <CheckCircle2 className="size-8" aria-hidden="true" />
            <p>
              <FormattedMessage {...m.empty} />
            </p>
          </CardContent>
        </Card>
      ) : (
        SECTIONS.map((section) => {
          const list = items.filter((item) => item.state === section.state);
          if (list.length === 0) return null;
          return (
            <section
              key={section.state}
              aria-labelledby={`my-updates-${section.state}`}
              className="space-y-3"
            >
              <div>
                <h2 id={`my-updates-${section.state}`} className="text-lg font-semibold">
                  <FormattedMessage {...section.title} />{" "}
                  <span className="text-muted-foreground tabular-nums">({list.length})</span>
                </h2>
                <p className="text-sm text-muted-foreground">
                  <FormattedMessage {...section.description} />
                </p>
              </div>
              <ul className="space-y-3">
                {list.map((item) => (
                  <UpdateItem key={`${item.kpiAssignmentId}:${item.year}:${item.period}`} item={item} />
                ))}
              </ul>
            </section>
          );
        })
      )}

      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <BellRing className="size-4" aria-hidden="true" /> <FormattedMessage {...m.remindersTitle} />
          </CardTitle>
          <CardDescription>
            <FormattedMessage {...m.remindersDescription} />
          </CardDescription>
        </CardHeader>
        <CardContent>
          {(data?.reminders.length ?? 0) === 0 ? (
            <p className="text-sm text-muted-foreground">
              <FormattedMessage {...m.remindersEmpty} />
            </p>
          ) : (
            <ul className="space-y-3" aria-label={intl.formatMessage(m.remindersLabel)}>
              {data?.reminders.map((reminder) => (
                <li key={reminder.day} className="text-sm">
                  <p className="font-medium">{formatCalendarDay(reminder.day)}</p>
                  <ul className="mt-1 list-disc space-y-0.5 pl-5 text-muted-foreground">
                    {reminder.items.map((item) => (
                      <li
                        key={`${item.kpiAssignmentId}:${item.year}:${item.period}:${item.stage}`}
                        className="wrap-anywhere"
                      >
                        {item.stage === "escalation" && item.ownerName ? (
                          <FormattedMessage
                            {...m.reminderLineEscalatedOwner}
                            values={{
                              kpi: item.kpiName,
                              function: item.functionName,
                              period: item.periodLabel,
                              owner: item.ownerName,
                            }}
                          />
                        ) : (
                          <FormattedMessage
                            {...m.reminderLine}
                            values={{
                              kpi: item.kpiName,
                              function: item.functionName,
                              period: item.periodLabel,
                              stage: item.stage,
                            }}
                          />
                        )}
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
