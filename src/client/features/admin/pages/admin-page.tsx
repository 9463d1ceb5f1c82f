import { AccessDenied } from "../../../components/access-denied";
import { PageHeader } from "../../../components/page-header";
import { useScreenHeading } from "../../../components/screen-headings";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/tabs";
import { useCurrentUser } from "../../../lib/auth";
import { AnalyticsTab } from "../components/analytics-tab";
import { OrganizationsTab } from "../components/organizations-tab";
import { SummaryCards } from "../components/summary-cards";
import { SystemTab } from "../components/system-tab";
import { UsersTab } from "../components/users-tab";

export function AdminPage() {
  const { user } = useCurrentUser();
  const heading = useScreenHeading("/admin");
  // Admin Panel (UI-20): super_admin only; the server refuses the calls regardless (ROLE-4).
  if (user?.role !== "super_admin") {
    return (
      <AccessDenied title="Access Denied" message="You don't have permission to access the admin panel." />
    );
  }
  return (
    <div className="space-y-6">
      <PageHeader {...heading} />
      <SummaryCards />
      <Tabs defaultValue="organizations">
        <div className="-mx-1 overflow-x-auto px-1">
          <TabsList>
            <TabsTrigger value="organizations">Organizations</TabsTrigger>
            <TabsTrigger value="users">Users</TabsTrigger>
            <TabsTrigger value="analytics">Analytics</TabsTrigger>
            <TabsTrigger value="system">System</TabsTrigger>
          </TabsList>
        </div>
        <TabsContent value="organizations">
          <OrganizationsTab />
        </TabsContent>
        <TabsContent value="users">
          <UsersTab />
        </TabsContent>
        <TabsContent value="analytics">
          <AnalyticsTab />
        </TabsContent>
        <TabsContent value="system">
          <SystemTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
