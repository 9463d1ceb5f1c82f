import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import {
  type AdminAnalytics,
  type AdminSystem,
  engagementPercent,
  growthPercent,
  organizationMonthlyRevenue,
  type Plan,
  type UsageMetric,
} from "../../../domain/schemas/admin";
import { type Database, selectRows } from "../../db/client";
import { withPlatform } from "../../db/tenant";
import type { ResponseTimes } from "../../plugins/response-times";
import { SESSION_IDLE_MS } from "../auth";

// Admin analytics and usage metrics (ADMIN-5) with real counts, and ADMIN-6's measured system
// values. "Recent" means the last 30 days throughout.
const RECENT = sql`now() - interval '30 days'`;

type OrganizationFigures = {
  plan: Plan;
  active: boolean;
  paying_now: boolean;
  paying_before: boolean;
  users_now: number;
  users_before: number;
  signed_in: number;
};

/**
 * PLAN-5: monthly revenue is what paying organizations owe at list price: active ones whose trial (PLAN-3)
 * is over, accepted members (verified users; an invitation not yet accepted is not a seat) × plan price
 * per user. Growth compares it with the same sum 30 days ago, from the
 * organizations and users that existed then, at today's plans and status (plan history is not kept,
 * so that part is an approximation, said in the screen).
 */
function revenue(orgs: OrganizationFigures[]) {
  let now = 0;
  let before = 0;
  for (const org of orgs) {
    if (!org.active) continue;
    if (org.paying_now) now += organizationMonthlyRevenue(org.plan, org.users_now);
    if (org.paying_before) before += organizationMonthlyRevenue(org.plan, org.users_before);
  }
  return { monthlyRevenue: now, revenueGrowth: growthPercent(now, before) };
}

/** ADMIN-8: members who signed in recently over all members, across active organizations (0–100). */
function engagement(orgs: OrganizationFigures[]): number {
  return engagementPercent(
    orgs.filter((org) => org.active).map((org) => ({ signedIn: org.signed_in, members: org.users_now })),
  );
}

export function analytics(db: Database): Promise<AdminAnalytics> {
  return withPlatform(db, async (tx) => {
    const [totals] = await selectRows<{
      total_users: number;
      active_users: number;
      total_objectives: number;
      total_kpis: number;
      active_requests: number;
    }>(
      tx,
      sql`select (select count(*)::int from users) as total_users,
                 (select count(*)::int from users u join organizations o on o.id = u.organization_id
                   where u.email_verified and o.status = 'active') as active_users,
                 (select count(*)::int from objectives) as total_objectives,
                 (select count(*)::int from kpis) as total_kpis,
                 -- REQUEST-35: change requests still open (neither applied nor rejected).
                 (select count(*)::int from change_requests
                   where state not in ('applied', 'rejected')) as active_requests`,
    );
    const orgs = await selectRows<OrganizationFigures>(
      tx,
      sql`select o.subscription_tier as plan,
                 o.status = 'active' as active,
                 (o.trial_ends_at is null or o.trial_ends_at <= now()) as paying_now,
                 (o.created_at <= ${RECENT} and (o.trial_ends_at is null or o.trial_ends_at <= ${RECENT})) as paying_before,
                 (count(u.id) filter (where u.email_verified))::int as users_now,
                 (count(u.id) filter (where u.email_verified and u.created_at <= ${RECENT}))::int as users_before,
                 (count(u.id) filter (where u.email_verified and u.last_login_at > ${RECENT}))::int as signed_in
            from organizations o
            left join users u on u.organization_id = o.id
           group by o.id`,
    );
    return {
      totalOrganizations: orgs.length,
      activeOrganizations: orgs.filter((org) => org.active).length,
      totalUsers: totals?.total_users ?? 0,
      activeUsers: totals?.active_users ?? 0,
      ...revenue(orgs),
      totalObjectives: totals?.total_objectives ?? 0,
      totalKpis: totals?.total_kpis ?? 0,
      activeRequests: totals?.active_requests ?? 0,
      avgEngagement: engagement(orgs),
    };
  });
}

/** ADMIN-5: metric and value pairs, each a count taken now. */
export function usageMetrics(db: Database): Promise<UsageMetric[]> {
  return withPlatform(db, async (tx) => {
    const [row] = await selectRows<Record<string, number>>(
      tx,
      sql`select
        (select count(*)::int from organizations where created_at > ${RECENT}) as new_organizations,
        (select count(*)::int from organizations where trial_ends_at > now()) as on_trial,
        (select count(*)::int from organizations where status = 'suspended') as suspended,
        (select count(*)::int from users where created_at > ${RECENT}) as new_users,
        (select count(*)::int from users where not email_verified) as pending_users,
        (select count(*)::int from users where last_login_at > ${RECENT}) as signed_in,
        (select count(*)::int from sessions where expires_at > now()
           and last_seen_at > now() - make_interval(secs => ${SESSION_IDLE_MS / 1000})) as open_sessions,
        (select count(*)::int from organization_functions) as functions,
        (select count(*)::int from objective_assignments) as objective_assignments,
        (select count(*)::int from kpi_assignments) as kpi_assignments,
        (select count(*)::int from kpi_measurements where actual is not null) as actuals,
        (select count(*)::int from kpi_measurements where actual_updated_at > ${RECENT}) as recent_actuals,
        (select count(*)::int from activities where created_at > ${RECENT}) as recent_activities,
        (select count(*)::int from mail_outbox where status = 'pending') as pending_mail`,
    );
    const value = (key: string) => row?.[key] ?? 0;
    return [
      { metric: "New organizations (last 30 days)", value: value("new_organizations") },
      { metric: "Organizations on trial", value: value("on_trial") },
      { metric: "Suspended organizations", value: value("suspended") },
      { metric: "New users (last 30 days)", value: value("new_users") },
      { metric: "Users yet to accept or verify", value: value("pending_users") },
      { metric: "Users who signed in (last 30 days)", value: value("signed_in") },
      { metric: "Open sessions", value: value("open_sessions") },
      { metric: "Organization functions", value: value("functions") },
      { metric: "Objective assignments", value: value("objective_assignments") },
      { metric: "KPI assignments", value: value("kpi_assignments") },
      { metric: "Actual results recorded", value: value("actuals") },
      { metric: "Actual results entered (last 30 days)", value: value("recent_actuals") },
      { metric: "Activities logged (last 30 days)", value: value("recent_activities") },
      { metric: "Mails waiting to be sent", value: value("pending_mail") },
    ];
  });
}

/** ADMIN-6: uptime of this process, its recent response times, and the database's size on disk. */
export function system(db: Database, times: ResponseTimes | undefined): Promise<AdminSystem> {
  // The handle knows its driver; the configuration does not (tests pass a database of their own).
  const driver = (db as { $client?: unknown }).$client instanceof PGlite ? "pglite" : "postgres";
  return withPlatform(db, async (tx) => {
    const [size] = await selectRows<{ bytes: string | number }>(
      tx,
      sql`select pg_database_size(current_database()) as bytes`,
    );
    const now = Date.now();
    const startedAt = times?.startedAt ?? new Date(now - process.uptime() * 1000);
    return {
      startedAt: startedAt.toISOString(),
      uptimeSeconds: Math.round((now - startedAt.getTime()) / 1000),
      responseTimes: times?.summary(now) ?? { windowSeconds: 0, sampleCount: 0, medianMs: null, p95Ms: null },
      databaseSizeBytes: Number(size?.bytes ?? 0),
      databaseDriver: driver,
    };
  });
}
