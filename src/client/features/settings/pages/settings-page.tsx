import {
  CalendarClockIcon,
  CalendarRangeIcon,
  FileTextIcon,
  GaugeIcon,
  ListChecksIcon,
  type LucideIcon,
  UsersIcon,
} from "lucide-react";
import { lazy, Suspense } from "react";
import { PageHeader } from "../../../components/page-header";
import { useScreenHeading } from "../../../components/screen-headings";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/tabs";
import { useCurrentUser } from "../../../lib/auth";
import { ApprovalSettingsCard } from "../../approvals";
import { RequestSettingsCard } from "../../requests";
import { ScoringTab } from "../components/scoring-tab";

// Only the open tab is mounted; the users and fiscal-year tabs load when first opened.
const UsersTab = lazy(() => import("../components/users-tab").then((m) => ({ default: m.UsersTab })));
const ReportingTab = lazy(() =>
  import("../components/reporting-tab").then((m) => ({ default: m.ReportingTab })),
);
const ReportSchedulesCard = lazy(() =>
  import("../../reports").then((m) => ({ default: m.ReportSchedulesCard })),
);
const JobsCard = lazy(() => import("../../jobs").then((m) => ({ default: m.JobsCard })));
const FiscalYearTab = lazy(() =>
  import("../components/fiscal-year-tab").then((m) => ({ default: m.FiscalYearTab })),
);

const SETTINGS_TABS: readonly { value: string; label: string; Icon: LucideIcon; adminOnly?: boolean }[] = [
  { value: "scoring", label: "KPI Scoring", Icon: GaugeIcon },
  { value: "users", label: "Users", Icon: UsersIcon },
  { value: "fiscal-year", label: "Fiscal Year", Icon: CalendarRangeIcon },
  { value: "reporting", label: "Reporting", Icon: CalendarClockIcon },
  // UI-90, REPORT-18: report schedules are for administrators only.
  { value: "reports", label: "Reports", Icon: FileTextIcon, adminOnly: true },
  // UI-112, JOB-6: the organization's background jobs, for administrators.
  { value: "jobs", label: "Jobs", Icon: ListChecksIcon, adminOnly: true },
];

/** Settings (UI-19): KPI Scoring (the default), Users and Fiscal Year (FISCAL-7). Admins edit; others read (ROLE-3). */
export function SettingsPage() {
  const { user } = useCurrentUser();
  const canEdit = user?.role === "admin";
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeader {...useScreenHeading("/settings")} />
      <Tabs defaultValue="scoring">
        {/* UI-40: four tabs wrap on a phone instead of widening the page. */}
        <TabsList className="h-auto max-w-full flex-wrap justify-start">
          {SETTINGS_TABS.filter((tab) => canEdit || !tab.adminOnly).map(({ value, label, Icon }) => (
            <TabsTrigger key={value} value={value}>
              <Icon className="size-4" aria-hidden="true" />
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="scoring">
          <ScoringTab canEdit={canEdit} />
        </TabsContent>
        <TabsContent value="users">
          <Suspense fallback={null}>
            <UsersTab canEdit={canEdit} currentUserId={user?.id} />
          </Suspense>
        </TabsContent>
        <TabsContent value="fiscal-year">
          <Suspense fallback={null}>
            <FiscalYearTab canEdit={canEdit} />
          </Suspense>
        </TabsContent>
        <TabsContent value="reporting">
          <Suspense fallback={null}>
            <ReportingTab
              canEdit={canEdit}
              workflow={
                <>
                  {/* UI-61: approval of actuals and evidence files. */}
                  <ApprovalSettingsCard canEdit={canEdit} />
                  {/* UI-73: request statuses, their meanings and the change request workflow. */}
                  <RequestSettingsCard canEdit={canEdit} />
                </>
              }
            />
          </Suspense>
        </TabsContent>
        {canEdit && (
          <TabsContent value="reports">
            <Suspense fallback={null}>
              <ReportSchedulesCard />
            </Suspense>
          </TabsContent>
        )}
        {canEdit && (
          <TabsContent value="jobs">
            <Suspense fallback={null}>
              <JobsCard />
            </Suspense>
          </TabsContent>
        )}
      </Tabs>
    </div>
  );
}
