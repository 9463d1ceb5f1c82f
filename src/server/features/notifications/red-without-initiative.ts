// Below target with no initiative (NOTIFY-13, NOTIFY-14, NOTIFY-29..NOTIFY-31): a periodic check, in every node, finds the KPI
// assignments whose last seen status (kpi_alert_states) has been Below Target for more than the
// organization's redWithoutInitiativeDays while no initiative is linked to their objective assignment,
// and tells their owner and followers once while the condition lasts. The open notification's
// (user, condition key) unique index is the claim: several nodes running at once raise it once.
import { and, eq, inArray, isNull, lte, notExists, sql } from "drizzle-orm";
import { redWithoutInitiativeLine } from "../../../domain/kpi-alerts";
import { daysSince } from "../../../domain/notifications";
import { currentYear } from "../../../domain/periods";
import { kpiActiveIn } from "../../db/assignment-years";
import { organizationDayOf } from "../../db/fiscal-year";
import {
  initiativeObjectives,
  kpiAlertStates,
  kpiAssignments,
  kpis,
  notifications,
  objectiveAssignments,
} from "../../db/schema";
import { inOrganization } from "../../db/tenant-filter";
import { activeOrganizationIds, jobActor, type PeriodicJob, startPeriodicJob } from "../../jobs";
import { owned, tenantWrite, type WriteContext } from "../../kernel";
import type { ServiceDeps } from "../../services";
import { notify } from "./dispatch";
import {
  type AlertSettings,
  kpiLinks,
  readAlertKpis,
  readAlertSettings,
  recipientsOf,
  redConditionKey,
  statusesOf,
} from "./kpi-status";

const alertStateRows = owned(kpiAlertStates);

const DAY_MS = 86_400_000;

/**
 * NOTIFY-30: KPI assignments of the year with no kept status yet (values entered before alerts existed)
 * get their status now, since now, without telling anyone: a status first seen is not a transition.
 */
async function seedStates(w: WriteContext, settings: AlertSettings, year: number, now: Date): Promise<void> {
  const { tx, actor } = w;
  const missing = await tx
    .select({ id: kpiAssignments.id })
    .from(kpiAssignments)
    .innerJoin(kpis, eq(kpis.id, kpiAssignments.kpiId))
    .innerJoin(objectiveAssignments, eq(objectiveAssignments.id, kpiAssignments.objectiveAssignmentId))
    .where(
      and(
        inOrganization(kpiAssignments.organizationId, actor.orgId),
        isNull(kpis.formula),
        kpiActiveIn(year),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(kpiAlertStates)
            .where(and(eq(kpiAlertStates.kpiAssignmentId, kpiAssignments.id), eq(kpiAlertStates.year, year))),
        ),
      ),
    );
  if (missing.length === 0) return;
  const kpiById = await readAlertKpis(
    tx,
    actor,
    missing.map((row) => row.id),
  );
  // Sorted like the writers' upserts (kpi-status.ts), so the two never deadlock.
  const pairs = [...kpiById.keys()].sort().map((kpiAssignmentId) => ({ kpiAssignmentId, year }));
  const statuses = await statusesOf(tx, actor, pairs, kpiById, settings);
  const rows = pairs.map(({ kpiAssignmentId }) => {
    const status = statuses.get(`${kpiAssignmentId}|${year}`)!;
    return {
      organizationId: actor.orgId,
      kpiAssignmentId,
      year,
      status: status.status,
      period: status.period,
      since: now,
      updatedAt: now,
    };
  });
  for (let start = 0; start < rows.length; start += 1000) {
    await tx
      .insert(kpiAlertStates)
      .values(rows.slice(start, start + 1000))
      .onConflictDoNothing();
  }
}

/**
 * NOTIFY-13: one organization's check at `now`, in the fiscal year of `now`: seeds missing states, then
 * tells each KPI below target for more than the setting with no initiative on its objective assignment.
 * Answers how many notifications were raised.
 */
export async function runRedWithoutInitiative(deps: ServiceDeps, orgId: string, now: Date): Promise<number> {
  const actor = jobActor(orgId);
  return tenantWrite(deps, actor, async (w) => {
    const { tx } = w;
    const settings = await readAlertSettings(tx, actor);
    // SETTINGS-17: the fiscal year of the organization's today.
    const { month } = await organizationDayOf(tx, actor, now);
    const year = currentYear(month, settings.fiscalYearStartMonth);
    await seedStates(w, settings, year, now);
    // NOTIFY-13: "more than N days" is daysSince > N: at least N + 1 whole days ago.
    const limit = new Date(now.getTime() - (settings.redWithoutInitiativeDays + 1) * DAY_MS);
    const red = await tx
      .select({ kpiAssignmentId: kpiAlertStates.kpiAssignmentId, since: kpiAlertStates.since })
      .from(kpiAlertStates)
      .innerJoin(kpiAssignments, eq(kpiAssignments.id, kpiAlertStates.kpiAssignmentId))
      .innerJoin(objectiveAssignments, eq(objectiveAssignments.id, kpiAssignments.objectiveAssignmentId))
      .where(
        and(
          alertStateRows.inOrg({ orgId }),
          eq(kpiAlertStates.year, year),
          eq(kpiAlertStates.status, "Below Target"),
          lte(kpiAlertStates.since, limit),
          kpiActiveIn(year),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(initiativeObjectives)
              .where(eq(initiativeObjectives.objectiveAssignmentId, kpiAssignments.objectiveAssignmentId)),
          ),
        ),
      );
    if (red.length === 0) return 0;
    const kpiById = await readAlertKpis(
      tx,
      actor,
      red.map((row) => row.kpiAssignmentId),
    );
    const keys = red.map((row) => redConditionKey(row.kpiAssignmentId, year));
    // NOTIFY-4: who already has the condition open is not asked again (the unique index would refuse it).
    const open = await tx
      .select({ userId: notifications.userId, key: notifications.conditionKey })
      .from(notifications)
      .where(
        and(
          inOrganization(notifications.organizationId, orgId),
          inArray(notifications.conditionKey, keys),
          isNull(notifications.clearedAt),
        ),
      );
    const hasOpen = new Set(open.map((row) => `${row.userId}|${row.key}`));
    const recipients = await recipientsOf(tx, actor, [...kpiById.values()]);
    let raised = 0;
    for (const row of red) {
      const kpi = kpiById.get(row.kpiAssignmentId);
      if (!kpi) continue;
      const key = redConditionKey(kpi.id, year);
      const people = (recipients.get(kpi.id) ?? []).filter((id) => !hasOpen.has(`${id}|${key}`));
      if (people.length === 0) continue;
      const links = kpiLinks(kpi, year, null);
      const days = daysSince(row.since, now);
      const told = await notify(w, deps, people, {
        type: "red_without_initiative",
        title: `${kpi.name} has been Below Target for ${days} days with no initiative`,
        lines: [redWithoutInitiativeLine({ since: row.since, now, objectiveName: kpi.objectiveName })],
        link: links.open,
        actions: [
          { kind: "create_initiative", label: "Create an initiative", href: links.newInitiative },
          { kind: "open_kpi", label: "Open the KPI", href: links.open },
        ],
        subject: { kpiAssignmentId: kpi.id, objectiveAssignmentId: kpi.objectiveAssignmentId, year },
        conditionKey: key,
      });
      raised += told.length;
    }
    return raised;
  });
}

export type RedWithoutInitiativeRun = { organizations: number; notifications: number };

/** NOTIFY-13: the check for every active organization; safe to run often and on many nodes. */
export async function runRedWithoutInitiativeJob(
  deps: ServiceDeps,
  now: Date,
): Promise<RedWithoutInitiativeRun> {
  const orgIds = await activeOrganizationIds(deps.db);
  let raised = 0;
  for (const orgId of orgIds) raised += await runRedWithoutInitiative(deps, orgId, now);
  return { organizations: orgIds.length, notifications: raised };
}

/** NOTIFY-29: every hour in each app process (first a minute after start); never keeps the process up. */
export const RED_WITHOUT_INITIATIVE_INTERVAL_MS = 60 * 60 * 1000;

export function startRedWithoutInitiativeJob(
  deps: ServiceDeps,
  log: { warn(obj: object, msg: string): void },
  options: { firstRunMs?: number; intervalMs?: number } = {},
): PeriodicJob {
  return startPeriodicJob((now) => runRedWithoutInitiativeJob(deps, now), {
    log,
    failure: "below-target alerts not checked this time",
    firstRunMs: options.firstRunMs ?? 60_000,
    intervalMs: options.intervalMs ?? RED_WITHOUT_INITIATIVE_INTERVAL_MS,
  });
}
