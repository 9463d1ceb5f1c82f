// Commentary per KPI per period (COMMENT-1..COMMENT-3): every save is a new version; the newest is current.
import { and, asc, desc, eq } from "drizzle-orm";
import { displayName } from "../../../domain/people";
import {
  type Frequency,
  isPeriodKeyOf,
  type PeriodKey,
  periodKeysFor,
  periodLabel,
} from "../../../domain/periods";
import type { CommentaryList, CommentaryVersion, PeriodCommentary } from "../../../domain/schemas/commentary";
import type { Tx } from "../../db/client";
import { fiscalStartMonthOf, fiscalYearNow } from "../../db/fiscal-year";
import { kpiAssignments, kpiCommentary, kpis, users } from "../../db/schema";
import { type Actor, type TenantContext, withTenant } from "../../db/tenant";
import { badRequest, forbidden, notFound } from "../../http-error";
import { recordActivity, tenantWrite } from "../../kernel";
import type { ServiceDeps } from "../../services";
import { assertPeriodsOpen } from "../period-locks";
import { commentaryText, tellMentioned } from "./mentions";
import { commentaryRows, kpiAssignmentRows } from "./rows";

const NOT_FOUND = "KPI assignment not found";

async function findAssignment(tx: Tx, actor: TenantContext, id: string) {
  const [row] = await tx
    .select({
      id: kpiAssignments.id,
      kpiId: kpiAssignments.kpiId,
      ownerId: kpiAssignments.ownerId,
      kpiName: kpis.name,
      frequency: kpis.frequency,
    })
    .from(kpiAssignments)
    .innerJoin(kpis, eq(kpis.id, kpiAssignments.kpiId))
    .where(kpiAssignmentRows.byId(actor, id));
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

async function readPeriods(
  tx: Tx,
  actor: TenantContext,
  kpiAssignmentId: string,
  frequency: Frequency,
  year: number,
  onlyKey?: string,
): Promise<PeriodCommentary[]> {
  const rows = await tx
    .select({
      entry: kpiCommentary,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(kpiCommentary)
    .leftJoin(users, eq(users.id, kpiCommentary.authorId))
    .where(
      and(
        commentaryRows.inOrg(actor),
        eq(kpiCommentary.kpiAssignmentId, kpiAssignmentId),
        eq(kpiCommentary.year, year),
        onlyKey ? eq(kpiCommentary.periodKey, onlyKey) : undefined,
      ),
    )
    .orderBy(asc(kpiCommentary.periodKey), desc(kpiCommentary.createdAt), desc(kpiCommentary.id));
  const byKey = new Map<string, CommentaryVersion[]>();
  for (const { entry, ...person } of rows) {
    const versions = byKey.get(entry.periodKey) ?? [];
    versions.push({
      id: entry.id,
      analysis: entry.analysis,
      recommendations: entry.recommendations,
      authorId: entry.authorId,
      authorName: entry.authorId && person.email ? displayName(person) : null,
      createdAt: entry.createdAt.toISOString(),
    });
    byKey.set(entry.periodKey, versions);
  }
  // Periods in the KPI's fiscal order (FISCAL-3); keys of another frequency (kept from before a change
  // of frequency) follow.
  const start = await fiscalStartMonthOf(tx, actor);
  const order = [...periodKeysFor(frequency, start)] as string[];
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  return [...byKey.entries()]
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([period, [current, ...earlier]]) => ({ year, period, current: current!, earlier }));
}

/** COMMENT-3: GET /api/kpi-assignments/{id}/commentary?year= (every member reads). */
export function listCommentary(
  deps: ServiceDeps,
  actor: TenantContext,
  id: string,
  year?: number,
): Promise<CommentaryList> {
  return withTenant(deps.db, actor, async (tx) => {
    const assignment = await findAssignment(tx, actor, id);
    const theYear = year ?? (await fiscalYearNow(tx, actor));
    return {
      kpiAssignmentId: id,
      year: theYear,
      periods: await readPeriods(tx, actor, id, assignment.frequency, theYear),
    };
  });
}

/**
 * COMMENT-1, COMMENT-2: PUT /api/kpi-assignments/{id}/commentary saves a new version. Owners (role user)
 * write on their own KPIs, administrators on any; anyone else 403.
 */
export function saveCommentary(
  deps: ServiceDeps,
  actor: Actor,
  id: string,
  input: { year: number; period: PeriodKey; analysis: string; recommendations: string },
): Promise<PeriodCommentary> {
  return tenantWrite(deps, actor, async (w) => {
    const { tx } = w;
    const assignment = await findAssignment(tx, actor, id);
    if (actor.role !== "admin" && assignment.ownerId !== actor.userId) {
      throw forbidden("Only the KPI's owner or an administrator can write its commentary");
    }
    if (!isPeriodKeyOf(assignment.frequency, input.period)) {
      const message = `Period must be one of ${periodKeysFor(assignment.frequency).join(", ")} for ${assignment.frequency} frequency`;
      throw badRequest(message, { period: message });
    }
    // LOCK-5: a closed period's commentary is frozen (a change goes through a change request).
    await assertPeriodsOpen(tx, actor, {
      year: input.year,
      frequency: assignment.frequency,
      keys: [input.period],
    });
    const [previous] = await readPeriods(tx, actor, id, assignment.frequency, input.year, input.period);
    await commentaryRows.insert(tx, actor, {
      kpiAssignmentId: id,
      year: input.year,
      periodKey: input.period,
      analysis: input.analysis,
      recommendations: input.recommendations,
      authorId: actor.userId,
    });
    const start = await fiscalStartMonthOf(tx, actor);
    const label = periodLabel(assignment.frequency, input.period, input.year, start);
    await recordActivity(tx, actor, {
      action: "updated",
      entityType: "kpi_assignment",
      entityId: id,
      entityName: assignment.kpiName,
      category: "assignments",
      details: {
        kpiName: assignment.kpiName,
        period: label,
        newValue: { commentary: { analysis: input.analysis, recommendations: input.recommendations } },
      },
    });
    await tellMentioned(w, deps, {
      kpiAssignmentId: id,
      kpiName: assignment.kpiName,
      year: input.year,
      period: input.period,
      periodLabel: label,
      text: commentaryText(input),
      previousText: previous ? commentaryText(previous.current) : "",
    });
    const [saved] = await readPeriods(tx, actor, id, assignment.frequency, input.year, input.period);
    return saved!;
  });
}
