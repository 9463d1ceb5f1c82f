import { Activity, Building2, DollarSign, Users } from "lucide-react";
import { useRead } from "../../../lib/resources";
import { formatCount, formatCurrency, formatGrowth } from "./format";
import { StatTile } from "./stat-tile";

/** Admin Panel (UI-20): the summary cards above the tabs, from the real analytics (ADMIN-5). */
export function SummaryCards() {
  const analytics = useRead("/api/admin/analytics");
  const a = analytics.data;
  const loading = analytics.isPending;
  return (
    <section aria-label="Platform summary" className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      <StatTile
        label="Organizations"
        icon={Building2}
        loading={loading}
        value={a ? formatCount(a.totalOrganizations) : "—"}
        hint={a ? `${formatCount(a.activeOrganizations)} active` : " "}
      />
      <StatTile
        label="Users"
        icon={Users}
        loading={loading}
        value={a ? formatCount(a.totalUsers) : "—"}
        hint={a ? `${formatCount(a.activeUsers)} active` : " "}
      />
      <StatTile
        label="Monthly Revenue"
        icon={DollarSign}
        loading={loading}
        value={a ? formatCurrency(a.monthlyRevenue) : "—"}
        hint={
          a
            ? a.revenueGrowth === null
              ? "Nothing to compare 30 days ago"
              : `${formatGrowth(a.revenueGrowth)} on 30 days ago`
            : " "
        }
      />
      <StatTile
        label="Engagement"
        icon={Activity}
        loading={loading}
        value={a ? `${a.avgEngagement}%` : "—"}
        hint="Members signed in, last 30 days"
      />
    </section>
  );
}
