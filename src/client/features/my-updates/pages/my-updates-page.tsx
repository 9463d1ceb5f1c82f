import { BellRing, CheckCircle2 } from "lucide-react";
import type { MyUpdateItem, MyUpdatesResponse } from "../../../../domain/schemas/reporting";
import { PageHeader } from "../../../components/page-header";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Skeleton } from "../../../components/ui/skeleton";
import { formatCalendarDay } from "../../../lib/intl";
import { useRead } from "../../../lib/resources";
import { UpdateItem } from "../components/update-item";

const SECTIONS: { state: MyUpdateItem["state"]; title: string; description: string }[] = [
  { state: "overdue", title: "Overdue", description: "Past their due date without a value." },
  {
    state: "rejected",
    title: "Rejected",
    description: "A reviewer refused the value you submitted: enter it again or a corrected one.",
  },
  { state: "due", title: "Due", description: "Ended periods and those due within the reminder days." },
  { state: "submitted", title: "Submitted for approval", description: "Waiting for a reviewer's decision." },
  {
    state: "approved",
    title: "Approved",
    description: "Due in the last 45 days; older values stay in KPI Results.",
  },
];

const STAGE_TEXT = {
  reminder: "reminder",
  overdue: "overdue notice",
  escalation: "escalated to you",
} as const;

/** My Updates (UI-63, UI-64, CYCLE-21, CYCLE-22, CYCLE-29): what the member is asked to report, by state. */
export function MyUpdatesPage() {
  const read = useRead<MyUpdatesResponse>("/api/my-updates");
  const data = read.data;
  const items = data?.items ?? [];

  return (
    <div className="space-y-6">
      <PageHeader
        title="My Updates"
        description={
          data
            ? `The results you are asked to report. Each is due ${data.calendar.reportingDueDays} days after its period ends; you are reminded by e-mail ${data.calendar.reminderLeadDays} days before.`
            : "The results you are asked to report, with their due dates."
        }
      />

      <div className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        <Counter label="Overdue" value={data?.counts.overdue} tone="text-red-600 dark:text-red-400" />
        <Counter label="Rejected" value={data?.counts.rejected} tone="text-red-600 dark:text-red-400" />
        <Counter label="Due" value={data?.counts.due} tone="text-amber-600 dark:text-amber-400" />
        <Counter
          label="Submitted"
          value={data?.counts.submitted}
          tone="text-purple-600 dark:text-purple-300"
        />
        <Counter
          label="Approved"
          value={data?.counts.approved}
          tone="text-emerald-600 dark:text-emerald-400"
        />
      </div>

      {read.isPending ? (
        <div className="space-y-2" role="status" aria-label="Loading your updates">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : read.isError ? (
        <p role="alert" className="text-sm text-destructive">
          Your updates could not be loaded. Please try again.
        </p>
      ) : items.length === 0 ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-2 py-10 text-center text-muted-foreground">
            <CheckCircle2 className="size-8" aria-hidden="true" />
            <p>Nothing to report right now. Periods appear here once they end.</p>
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
                  {section.title} <span className="text-muted-foreground tabular-nums">({list.length})</span>
                </h2>
                <p className="text-sm text-muted-foreground">{section.description}</p>
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
            <BellRing className="size-4" aria-hidden="true" /> Reminders sent to you
          </CardTitle>
          <CardDescription>The reminder e-mails of the last 30 days: at most one a day.</CardDescription>
        </CardHeader>
        <CardContent>
          {(data?.reminders.length ?? 0) === 0 ? (
            <p className="text-sm text-muted-foreground">No reminders in the last 30 days.</p>
          ) : (
            <ul className="space-y-3" aria-label="Reminders sent">
              {data?.reminders.map((reminder) => (
                <li key={reminder.day} className="text-sm">
                  <p className="font-medium">{formatCalendarDay(reminder.day)}</p>
                  <ul className="mt-1 list-disc space-y-0.5 pl-5 text-muted-foreground">
                    {reminder.items.map((item) => (
                      <li
                        key={`${item.kpiAssignmentId}:${item.year}:${item.period}:${item.stage}`}
                        className="wrap-anywhere"
                      >
                        {item.kpiName} ({item.functionName}), {item.periodLabel}: {STAGE_TEXT[item.stage]}
                        {item.stage === "escalation" && item.ownerName ? `, owner ${item.ownerName}` : ""}
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

function Counter({ label, value, tone }: { label: string; value: number | undefined; tone: string }) {
  return (
    <Card className="px-4 py-3">
      <p className="text-sm text-muted-foreground">{label}</p>
      <p className={`text-2xl font-semibold tabular-nums ${tone}`} data-testid={`my-updates-${label}`}>
        {value ?? "–"}
      </p>
    </Card>
  );
}
