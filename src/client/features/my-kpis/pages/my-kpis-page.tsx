import { UserCheck } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { currentYear } from "../../../../domain/periods";
import type { MyKpisResponse } from "../../../../domain/schemas/my-kpis";
import { CounterCard } from "../../../components/counter-card";
import { PageHeader } from "../../../components/page-header";
import { useScreenHeading } from "../../../components/screen-headings";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Skeleton } from "../../../components/ui/skeleton";
import { YearSelect } from "../../../components/year-select";
import { useFiscalStartMonth, useOrganizationMonth } from "../../../lib/fiscal-year";
import { useRead } from "../../../lib/resources";
import { MyKpiList } from "../components/my-kpi-list";
import { myKpisMessages as m } from "../messages";

// The result form brings the form libraries and the assignments' schemas: it loads when first opened
// (PLATFORM-27).
const UpdateResultDialog = lazy(() =>
  import("../../kpi-results").then((m) => ({ default: m.UpdateResultDialog })),
);

/** My KPIs (UI-46, MYKPI-1..MYKPI-3): the KPIs the member owns across functions, and what is due. */
export function MyKpisPage() {
  // FISCAL-4: until a year is picked, today's fiscal year.
  const fiscalStart = useFiscalStartMonth();
  // SETTINGS-17: this month on the organization's clocks.
  const orgMonth = useOrganizationMonth();
  const [yearChoice, setYear] = useState<number | null>(null);
  const year = yearChoice ?? currentYear(orgMonth, fiscalStart);
  // Kept by id, so the dialog shows the row as it is after a save refreshed the list.
  const [editingId, setEditingId] = useState<string | null>(null);
  const mine = useRead<MyKpisResponse>("/api/my-kpis", { params: { year }, keepPrevious: true });
  const data = mine.data;
  const kpis = data?.kpis ?? [];
  const editing = kpis.find((kpi) => kpi.kpiAssignmentId === editingId) ?? null;
  const intl = useIntl();

  return (
    <div className="space-y-6">
      <PageHeader
        {...useScreenHeading("/my-kpis")}
        actions={<YearSelect value={year} onChange={setYear} startMonth={fiscalStart} />}
      />

      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <CounterCard
          label={m.counterOverdue}
          testId="my-kpis-Overdue"
          value={data?.counts.overdue}
          tone="text-red-600 dark:text-red-400"
        />
        <CounterCard
          label={m.counterDue}
          testId="my-kpis-Due"
          value={data?.counts.due}
          tone="text-amber-600 dark:text-amber-400"
        />
        <CounterCard
          label={m.counterSubmitted}
          testId="my-kpis-Submitted"
          value={data?.counts.submitted}
          tone="text-purple-600 dark:text-purple-400"
        />
        <CounterCard
          label={m.counterUpToDate}
          testId="my-kpis-Up to date"
          value={data?.counts.upToDate}
          tone="text-emerald-600 dark:text-emerald-400"
        />
      </div>

      <Card>
        <CardHeader>
          <CardTitle>
            <FormattedMessage {...m.ownedTitle} />
          </CardTitle>
          <CardDescription>
            <FormattedMessage {...m.ownedDescription} />
          </CardDescription>
        </CardHeader>
        <CardContent>
          {mine.isPending ? (
            <div className="space-y-2" role="status" aria-label={intl.formatMessage(m.loading)}>
              <Skeleton className="h-10 w-full" />
              <Skeleton className="h-10 w-full" />
              <Skeleton className="h-10 w-full" />
            </div>
          ) : mine.isError ? (
            <p role="alert" className="text-sm text-destructive">
              <FormattedMessage {...m.loadFailed} />
            </p>
          ) : kpis.length === 0 ? (
            <div className="flex flex-col items-center gap-2 py-10 text-center text-muted-foreground">
              <UserCheck className="size-8" aria-hidden="true" />
              <p>
                <FormattedMessage {...m.empty} />
              </p>
            </div>
          ) : (
            <MyKpiList kpis={kpis} onEdit={(kpi) => setEditingId(kpi.kpiAssignmentId)} />
          )}
        </CardContent>
      </Card>

      {editing && (
        <Suspense fallback={null}>
          <UpdateResultDialog
            kpi={editing}
            year={editing.due.year ?? year}
            viewPeriod={editing.due.period ?? editing.period ?? "annual"}
            onClose={() => setEditingId(null)}
          />
        </Suspense>
      )}
    </div>
  );
}
