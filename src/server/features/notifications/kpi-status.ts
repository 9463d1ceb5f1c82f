// KPI status alerts (NOTIFY-11, NOTIFY-12, NOTIFY-26..NOTIFY-28): every write of targets or actuals is watched: the statuses of
// the (assignment, year) pairs it touches are read before it and after it (one read of values for all
// pairs, whatever their number), the last status seen is kept in kpi_alert_states, and a transition is
// told to the owner and followers with the score explained. A write that keeps the status says nothing.
import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { type KpiYearStatus, kpiStatusAlert, kpiYearStatus } from "../../../domain/kpi-alerts";
import type { NotificationAction } from "../../../domain/notifications";
import { kpiResultsPath, statusTransition } from "../../../domain/notifications";
import { DEFAULT_FISCAL_START_MONTH } from "../../../domain/periods";
import { type KpiStatus, type ScoringSettings, scoringSettingsOf } from "../../../domain/scoring";
import type { Tx } from "../../db/client";
import { kpiScoringColumns } from "../../db/kpi-scoring-columns";
import { organizationSettingsOf } from "../../db/organization-settings";
import {
  follows,
  kpiAlertStates,
  kpiAssignments,
  kpis,
  notifications,
  objectiveAssignments,
  objectives,
} from "../../db/schema";
import type { TenantContext } from "../../db/tenant";
import { owned, type WriteContext } from "../../kernel";
import type { ServiceDeps } from "../../services";
import { readYearValues } from "../../values/measurements";
import { clearCondition, clearOpenNotifications, notify } from "./dispatch";

const followRows = owned(follows);
const alertStateRows = owned(kpiAlertStates);

const kpiAssignmentRows = owned(kpiAssignments, "KPI assignment not found");

export type KpiYear = { kpiAssignmentId: string; year: number };

/** What the alerts need of the organization's settings. */
export type AlertSettings = {
  scoring: ScoringSettings;
  fiscalYearStartMonth: number;
  redWithoutInitiativeDays: number;
};

/** What the engine and the alert need of one KPI assignment. */
export type AlertKpi = {
  id: string;
  name: string;
  objectiveAssignmentId: string;
  objectiveName: string;
  ownerId: string | null;
  frequency: typeof kpis.$inferSelect.frequency;
  polarity: typeof kpis.$inferSelect.polarity;
  isCumulative: boolean;
  aggregation: typeof kpis.$inferSelect.aggregation;
  unit: string | null;
  scoring: typeof kpis.$inferSelect.scoring;
  baseline: number | null;
};

const pairKey = (kpiAssignmentId: string, year: number) => `${kpiAssignmentId}|${year}`;

/** NOTIFY-14: the key of "below target with no initiative" for one KPI assignment and year. */
export const redConditionKey = (kpiAssignmentId: string, year: number) =>
  `red_without_initiative:${kpiAssignmentId}:${year}`;

export async function readAlertSettings(tx: Tx, ctx: TenantContext): Promise<AlertSettings> {
  const row = await organizationSettingsOf(tx, ctx.orgId);
  return {
    scoring: scoringSettingsOf(row),
    fiscalYearStartMonth: row?.fiscalYearStartMonth ?? DEFAULT_FISCAL_START_MONTH,
    redWithoutInitiativeDays: row?.redWithoutInitiativeDays ?? 30,
  };
}

/**
 * The KPI assignments the alerts look at, by id. A calculated KPI (CALC-5) has no values of its own to
 * write, so it is left out: its status follows its inputs on the scorecard, not a write.
 */
export async function readAlertKpis(
  tx: Tx,
  ctx: TenantContext,
  ids: readonly string[],
): Promise<Map<string, AlertKpi>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({
      id: kpiAssignments.id,
      name: kpis.name,
      objectiveAssignmentId: kpiAssignments.objectiveAssignmentId,
      objectiveName: objectives.name,
      ownerId: kpiAssignments.ownerId,
      ...kpiScoringColumns,
    })
    .from(kpiAssignments)
    .innerJoin(kpis, eq(kpis.id, kpiAssignments.kpiId))
    .innerJoin(objectiveAssignments, eq(objectiveAssignments.id, kpiAssignments.objectiveAssignmentId))
    .innerJoin(objectives, eq(objectives.id, objectiveAssignments.objectiveId))
    .where(and(kpiAssignmentRows.byIds(ctx, [...ids]), isNull(kpis.formula)));
  return new Map(rows.map((row) => [row.id, row]));
}

/** NOTIFY-11: the status of each pair, from one read of values per year. */
export async function statusesOf(
  tx: Tx,
  ctx: TenantContext,
  pairs: readonly KpiYear[],
  kpiById: ReadonlyMap<string, AlertKpi>,
  settings: AlertSettings,
): Promise<Map<string, KpiYearStatus>> {
  const out = new Map<string, KpiYearStatus>();
  const byYear = new Map<number, string[]>();
  for (const { kpiAssignmentId, year } of pairs) {
    if (!kpiById.has(kpiAssignmentId)) continue;
    byYear.set(year, [...(byYear.get(year) ?? []), kpiAssignmentId]);
  }
  for (const [year, ids] of byYear) {
    const values = await readYearValues(tx, ctx, year, ids);
    for (const id of ids) {
      const kpi = kpiById.get(id)!;
      const stored = values.get(id);
      out.set(
        pairKey(id, year),
        kpiYearStatus({
          frequency: kpi.frequency,
          polarity: kpi.polarity,
          isCumulative: kpi.isCumulative,
          aggregation: kpi.aggregation,
          unit: kpi.unit,
          scoring: kpi.scoring,
          baseline: kpi.baseline,
          targets: stored?.targets ?? {},
          actuals: stored?.actuals ?? {},
          settings: settings.scoring,
          fiscalYearStartMonth: settings.fiscalYearStartMonth,
        }),
      );
    }
  }
  return out;
}

/** NOTIFY-6, NOTIFY-28: the people told about a KPI assignment: its owner, the followers of it and of its objective. */
export async function recipientsOf(
  tx: Tx,
  ctx: TenantContext,
  kpiList: readonly AlertKpi[],
): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>(kpiList.map((kpi) => [kpi.id, kpi.ownerId ? [kpi.ownerId] : []]));
  if (kpiList.length === 0) return out;
  const rows = await tx
    .select({
      userId: follows.userId,
      kpiAssignmentId: follows.kpiAssignmentId,
      objectiveAssignmentId: follows.objectiveAssignmentId,
    })
    .from(follows)
    .where(
      and(
        followRows.inOrg(ctx),
        or(
          inArray(
            follows.kpiAssignmentId,
            kpiList.map((kpi) => kpi.id),
          ),
          inArray(follows.objectiveAssignmentId, [
            ...new Set(kpiList.map((kpi) => kpi.objectiveAssignmentId)),
          ]),
        ),
      ),
    );
  for (const kpi of kpiList) {
    const list = out.get(kpi.id)!;
    for (const row of rows) {
      if (row.kpiAssignmentId === kpi.id || row.objectiveAssignmentId === kpi.objectiveAssignmentId) {
        list.push(row.userId);
      }
    }
  }
  return out;
}

/** The client paths of a KPI's alert (NOTIFY-3). */
export function kpiLinks(kpi: AlertKpi, year: number, period: string | null) {
  const open = kpiResultsPath({ kpiAssignmentId: kpi.id, year, period });
  return {
    open,
    commentary: kpiResultsPath({ kpiAssignmentId: kpi.id, year, period, commentary: true }),
    newInitiative: `/initiatives?new=1&objectiveAssignmentId=${kpi.objectiveAssignmentId}&kpiAssignmentId=${kpi.id}`,
  };
}

/** The statuses of some pairs before a write, to be compared after it (tellKpiStatusChanges). */
export type KpiStatusWatch = {
  pairs: KpiYear[];
  kpiById: Map<string, AlertKpi>;
  settings: AlertSettings;
  before: Map<string, KpiYearStatus>;
};

/** NOTIFY-11: reads the statuses of the pairs a write is about to touch. */
export async function watchKpiStatuses(
  tx: Tx,
  ctx: TenantContext,
  pairs: readonly KpiYear[],
): Promise<KpiStatusWatch> {
  const unique = [...new Map(pairs.map((p) => [pairKey(p.kpiAssignmentId, p.year), p])).values()];
  const kpiById = await readAlertKpis(tx, ctx, [...new Set(unique.map((p) => p.kpiAssignmentId))]);
  const settings = await readAlertSettings(tx, ctx);
  const watched = unique.filter((p) => kpiById.has(p.kpiAssignmentId));
  const before = await statusesOf(tx, ctx, watched, kpiById, settings);
  return { pairs: watched, kpiById, settings, before };
}

/**
 * NOTIFY-11, NOTIFY-12, NOTIFY-14, NOTIFY-27: after the write, each pair's status is read again and compared with
 * the status last seen (kpi_alert_states, else the one read before the write); the state is kept with
 * the time the status began; entering At Risk or Below Target, or recovering, is told; leaving Below
 * Target clears the "no initiative" alert.
 */
export async function tellKpiStatusChanges(
  w: WriteContext,
  deps: ServiceDeps,
  watch: KpiStatusWatch,
): Promise<void> {
  const { tx, actor } = w;
  if (watch.pairs.length === 0) return;
  const after = await statusesOf(tx, actor, watch.pairs, watch.kpiById, watch.settings);
  const stored = await tx
    .select({
      kpiAssignmentId: kpiAlertStates.kpiAssignmentId,
      year: kpiAlertStates.year,
      status: kpiAlertStates.status,
      period: kpiAlertStates.period,
      since: kpiAlertStates.since,
    })
    .from(kpiAlertStates)
    .where(
      and(
        alertStateRows.inOrg(actor),
        inArray(kpiAlertStates.kpiAssignmentId, [...watch.kpiById.keys()]),
        inArray(kpiAlertStates.year, [...new Set(watch.pairs.map((p) => p.year))]),
      ),
    );
  const seen = new Map(stored.map((row) => [pairKey(row.kpiAssignmentId, row.year), row]));
  const now = new Date();
  const states: (typeof kpiAlertStates.$inferInsert)[] = [];
  const told: {
    pair: KpiYear;
    before: KpiStatus;
    now: KpiYearStatus;
    transition: "entered" | "recovered";
  }[] = [];
  for (const pair of watch.pairs) {
    const key = pairKey(pair.kpiAssignmentId, pair.year);
    const current = after.get(key)!;
    const last = seen.get(key);
    const before = (last?.status as KpiStatus | undefined) ?? watch.before.get(key)!.status;
    if (last && last.status === current.status && last.period === current.period) continue;
    states.push({
      organizationId: actor.orgId,
      kpiAssignmentId: pair.kpiAssignmentId,
      year: pair.year,
      status: current.status,
      period: current.period,
      since: last && last.status === current.status ? last.since : now,
      updatedAt: now,
    });
    // NOTIFY-14: leaving Below Target ends the "no initiative" condition.
    if (before === "Below Target" && current.status !== "Below Target") {
      await clearCondition(tx, actor.orgId, redConditionKey(pair.kpiAssignmentId, pair.year));
    }
    const transition = statusTransition(before, current.status);
    if (transition) told.push({ pair, before, now: current, transition });
  }
  if (states.length > 0) {
    // One order of rows for every writer (and the check's seeding), so concurrent upserts never deadlock.
    states.sort((a, b) =>
      a.kpiAssignmentId === b.kpiAssignmentId
        ? a.year - b.year
        : a.kpiAssignmentId < b.kpiAssignmentId
          ? -1
          : 1,
    );
    for (let start = 0; start < states.length; start += 1000) {
      await tx
        .insert(kpiAlertStates)
        .values(states.slice(start, start + 1000))
        .onConflictDoUpdate({
          target: [kpiAlertStates.kpiAssignmentId, kpiAlertStates.year],
          set: {
            status: sql`excluded.status`,
            period: sql`excluded.period`,
            since: sql`excluded.since`,
            updatedAt: sql`excluded.updated_at`,
          },
        });
    }
  }
  if (told.length === 0) return;
  const recipients = await recipientsOf(
    tx,
    actor,
    [...new Set(told.map((t) => t.pair.kpiAssignmentId))].map((id) => watch.kpiById.get(id)!),
  );
  for (const { pair, before, now: current, transition } of told) {
    const kpi = watch.kpiById.get(pair.kpiAssignmentId)!;
    const alert = kpiStatusAlert({
      kpiName: kpi.name,
      year: pair.year,
      fiscalYearStartMonth: watch.settings.fiscalYearStartMonth,
      frequency: kpi.frequency,
      before,
      after: current,
      transition,
      settings: watch.settings.scoring,
    });
    const links = kpiLinks(kpi, pair.year, current.period);
    const openKpi: NotificationAction = { kind: "open_kpi", label: "Open the KPI", href: links.open };
    const actions: NotificationAction[] =
      transition === "entered"
        ? [
            { kind: "add_commentary", label: "Add commentary", href: links.commentary },
            { kind: "create_initiative", label: "Create an initiative", href: links.newInitiative },
            openKpi,
          ]
        : [openKpi];
    await notify(w, deps, recipients.get(kpi.id) ?? [], {
      type: "kpi_status",
      title: alert.title,
      lines: alert.lines,
      link: links.open,
      actions,
      subject: {
        kpiAssignmentId: kpi.id,
        objectiveAssignmentId: kpi.objectiveAssignmentId,
        year: pair.year,
        ...(current.period ? { period: current.period } : {}),
      },
    });
  }
}

/**
 * NOTIFY-14, NOTIFY-31: an initiative linked to these objective assignments ends their KPIs' "below target with no
 * initiative" alerts (in the initiative's own transaction).
 */
export async function clearRedWithoutInitiative(
  tx: Tx,
  orgId: string,
  objectiveAssignmentIds: readonly string[],
): Promise<void> {
  if (objectiveAssignmentIds.length === 0) return;
  await clearOpenNotifications(
    tx,
    orgId,
    and(
      eq(notifications.type, "red_without_initiative"),
      inArray(sql<string>`${notifications.subject}->>'objectiveAssignmentId'`, [...objectiveAssignmentIds]),
    )!,
  );
}
