import {
  Activity,
  ClipboardList,
  DollarSign,
  Gauge,
  Inbox,
  Target,
  TrendingUp,
  UserCheck,
  Users,
} from "lucide-react";
import { consolePriceText, planEntry } from "../../../../domain/plans";
import { adminOrganizationsResource } from "../../../../domain/resources";
import { PLAN_LABELS, PLANS } from "../../../../domain/schemas/admin";
import { LoadFailure } from "../../../components/load-failure";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Skeleton } from "../../../components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../../components/ui/table";
import { useList, useRead } from "../../../lib/resources";
import { formatCount, formatCurrency, formatGrowth } from "./format";
import { StatTile } from "./stat-tile";

/** Admin analytics and usage metrics (ADMIN-5), with real counts; revenue per PLAN-5. */
export function AnalyticsTab() {
  const analytics = useRead("/api/admin/analytics");
  const metrics = useRead("/api/admin/usage-metrics");
  const organizations = useList(adminOrganizationsResource);
  const a = analytics.data;
  const loading = analytics.isPending;

  if (analytics.isError) {
    return <LoadFailure error={analytics.error} what="analytics" onRetry={() => analytics.refetch()} />;
  }

  const onPlan = (plan: string) => (organizations.data ?? []).filter((o) => o.subscriptionTier === plan);

  return (
    <div className="grid gap-6">
      <section aria-label="Analytics" className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        <StatTile label="Total Users" icon={Users} loading={loading} value={a && formatCount(a.totalUsers)} />
        <StatTile
          label="Active Users"
          icon={UserCheck}
          loading={loading}
          value={a && formatCount(a.activeUsers)}
          hint="Verified members of active organizations, as each Dashboard counts them"
        />
        <StatTile
          label="Monthly Revenue"
          icon={DollarSign}
          loading={loading}
          value={a && formatCurrency(a.monthlyRevenue)}
          hint="Active, paying organizations at list price"
        />
        <StatTile
          label="Revenue Growth"
          icon={TrendingUp}
          loading={loading}
          value={a && formatGrowth(a.revenueGrowth)}
          hint={a?.revenueGrowth === null ? "No revenue 30 days ago to compare with" : "Against 30 days ago"}
        />
        <StatTile
          label="Total Objectives"
          icon={Target}
          loading={loading}
          value={a && formatCount(a.totalObjectives)}
        />
        <StatTile label="Total KPIs" icon={Gauge} loading={loading} value={a && formatCount(a.totalKpis)} />
        <StatTile
          label="Active Requests"
          icon={Inbox}
          loading={loading}
          value={a && formatCount(a.activeRequests)}
          hint="Change requests awaiting a decision"
        />
        <StatTile
          label="Avg Engagement"
          icon={Activity}
          loading={loading}
          value={a && `${a.avgEngagement}%`}
          hint="Members of active organizations who signed in in the last 30 days, out of all their members"
        />
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>How revenue is counted</CardTitle>
            <CardDescription>
              Accepted members × the plan's list price per user per month, for active organizations whose free
              trial has ended; an invitation not yet accepted is not a seat. Growth compares with the
              organizations and members of 30 days ago at today's plans.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Plan</TableHead>
                  <TableHead className="text-right">Per user / month</TableHead>
                  <TableHead className="text-right">Organizations</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {PLANS.map((plan) => (
                  <TableRow key={plan}>
                    <TableCell className="font-medium">{PLAN_LABELS[plan]}</TableCell>
                    <TableCell className="text-right tabular-nums">
                      {consolePriceText(plan)}
                      {!planEntry(plan).onLanding && (
                        <span className="block text-xs text-muted-foreground">
                          not sold on the landing page
                        </span>
                      )}
                    </TableCell>
                    <TableCell className="text-right tabular-nums">
                      {organizations.data ? formatCount(onPlan(plan).length) : "—"}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <ClipboardList className="size-4 text-primary" aria-hidden="true" />
              Usage Metrics
            </CardTitle>
            <CardDescription>Counted across the platform as of now.</CardDescription>
          </CardHeader>
          <CardContent>
            {metrics.isPending ? (
              <div className="grid gap-2">
                {[0, 1, 2, 3, 4].map((i) => (
                  <Skeleton key={i} className="h-8" />
                ))}
              </div>
            ) : metrics.isError ? (
              <LoadFailure error={metrics.error} what="usage metrics" onRetry={() => metrics.refetch()} />
            ) : (
              <Table>
                <TableHeader>
                  <TableRow>
                    <TableHead>Metric</TableHead>
                    <TableHead className="text-right">Value</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {metrics.data.map((metric) => (
                    <TableRow key={metric.metric}>
                      <TableCell>{metric.metric}</TableCell>
                      <TableCell className="text-right font-medium tabular-nums">
                        {formatCount(metric.value)}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
