// The one writer of targets and actuals (PERIOD-11): every source of values — a person's entry, an approved
// submission, an import, an applied change request, the API, a copy of a year's targets — goes through
// writeValues, which owns the order of what a write of values does: period locks (LOCK-3) → calculated-KPI
// refusal (CALC-10) → approval routing (APPROVAL-1) → status watch (NOTIFY-11) → the write → activity rows
// (ACTIVITY-2) → status alerts (NOTIFY-27) → its reminders cleared (NOTIFY-41). The organization's data
// version (SCORE-15) moves once for the caller's transaction, by the tables' triggers (db/tenancy-wall.ts).
import { REMINDER_STAGES, reminderConditionKey } from "../../domain/notifications";
import type { PeriodKey, PeriodValues } from "../../domain/periods";
import type { PendingSubmission } from "../../domain/schemas/evidence-approval";
import { fiscalStartMonthOf } from "../db/fiscal-year";
import { assertAnalysisWhereRequired } from "../features/commentary";
import { clearConditions, tellKpiStatusChanges, watchKpiStatuses } from "../features/notifications";
import { assertPeriodsOpen } from "../features/period-locks";
import { actualsNeedApproval, submitActuals } from "../features/submissions";
import { badRequest, notFound } from "../http-error";
import { type ActivityEntry, recordActivities, type WriteContext } from "../kernel";
import type { ServiceDeps } from "../services";
import { type AppliedRequest, actualEntries, targetEntry } from "./activity";
import { readYearValues, type ValueChange, writePeriodValuesInBulk } from "./measurements";
import { placesOf, type ValuePlace } from "./places";

/**
 * Where values come from. `entry`, `import` and `api` are a person's own values: a member's actuals wait
 * for approval while the organization asks for it. `approval` and `request` write what was decided;
 * `copy` writes one year's targets into another (TARGET-5).
 */
export type ValueSource = "entry" | "approval" | "import" | "request" | "api" | "copy";

/** The targets and actuals sent for one KPI assignment and year (a key left out is left alone). */
export type YearValues = {
  kpiAssignmentId: string;
  year: number;
  targets?: PeriodValues;
  actuals?: PeriodValues;
};

export type WriteValuesOptions = {
  source: ValueSource;
  /** `request`: the change request applied, named on the activity rows (REQUEST-25). */
  request?: AppliedRequest;
  /** A request's trial run, rolled back after scoring (REQUEST-12): no lock check and nothing told. */
  trial?: boolean;
};

/** What a write did: the values changed per KPI assignment and year, and the submissions made instead. */
export type WrittenValues = {
  changes: { kpiAssignmentId: string; year: number; targets: ValueChange[]; actuals: ValueChange[] }[];
  submissions: PendingSubmission[];
};

export const CALCULATED_ACTUALS =
  "This KPI is calculated from its formula: its actual results cannot be entered";

const PERSONAL: readonly ValueSource[] = ["entry", "import", "api"];

const sentEntries = (values: PeriodValues | undefined) =>
  Object.entries(values ?? {}).filter((entry): entry is [PeriodKey, number | null] => entry[1] !== undefined);

/** The keys of `sent` whose value differs from what is stored (LOCK-3: unchanged values are not writes). */
const changedKeys = (sent: PeriodValues | undefined, stored: PeriodValues | undefined) =>
  sentEntries(sent)
    .filter(([key, value]) => value !== (stored?.[key] ?? null))
    .map(([key]) => key);

/** CALC-10: a calculated KPI's actuals come from its formula; a value sent for one is refused (400). */
export function refuseCalculatedActuals(formula: string | null, actuals: PeriodValues | undefined): void {
  if (formula && sentEntries(actuals).some(([, value]) => value !== null)) {
    throw badRequest(CALCULATED_ACTUALS, { actualResults: CALCULATED_ACTUALS });
  }
}

export async function writeValues(
  w: WriteContext,
  deps: ServiceDeps,
  sent: readonly YearValues[],
  options: WriteValuesOptions,
): Promise<WrittenValues> {
  const { tx, actor } = w;
  const items = sent.filter((item) => item.targets !== undefined || item.actuals !== undefined);
  const places = await placesOf(
    tx,
    actor,
    items.map((item) => item.kpiAssignmentId),
  );
  const placeOf = (item: YearValues): ValuePlace => {
    const place = places.get(item.kpiAssignmentId);
    if (!place) throw notFound("KPI assignment not found");
    return place;
  };

  // LOCK-3: a value written into a closed period is refused (423) before anything is written. APPROVAL-11:
  // an approval checks every period it writes; REQUEST-27: a request's actual correction passes closed ones.
  for (const item of items) {
    if (options.trial) break;
    const stored = (await readYearValues(tx, actor, item.year, [item.kpiAssignmentId])).get(
      item.kpiAssignmentId,
    );
    const actualKeys =
      options.source === "approval"
        ? sentEntries(item.actuals).map(([key]) => key)
        : options.source === "request"
          ? []
          : changedKeys(item.actuals, stored?.actuals);
    const keys = [...new Set([...changedKeys(item.targets, stored?.targets), ...actualKeys])];
    await assertPeriodsOpen(tx, actor, { year: item.year, frequency: placeOf(item).frequency, keys });
  }

  for (const item of items) refuseCalculatedActuals(placeOf(item).formula, item.actuals);

  const personal = PERSONAL.includes(options.source);
  // COMMENT-4: a new actual below at risk needs an analysis when the organization asks for one (an
  // import checks its rows one by one before, to report each on its row).
  if (options.source === "entry" || options.source === "api") {
    for (const item of items) {
      if (!item.actuals) continue;
      const stored = (await readYearValues(tx, actor, item.year, [item.kpiAssignmentId])).get(
        item.kpiAssignmentId,
      );
      const fresh = Object.fromEntries(
        changedKeys(item.actuals, stored?.actuals).map((key) => [key, item.actuals?.[key]]),
      );
      const place = placeOf(item);
      await assertAnalysisWhereRequired(
        tx,
        actor,
        { id: place.id, kpiId: place.kpiId },
        item.year,
        fresh,
        item.targets ?? {},
      );
    }
  }

  // APPROVAL-1: a member's own actuals become (or join) the pending submission of their assignment and
  // year while the organization asks for approval; the scores keep the approved values.
  const withActuals = items.filter((item) => sentEntries(item.actuals).length > 0);
  const routed =
    personal && withActuals.length > 0 && (await actualsNeedApproval(tx, actor))
      ? new Set(withActuals)
      : null;
  const submissions = routed
    ? await submitActuals(
        w,
        deps,
        [...routed].map((item) => ({
          kpiAssignmentId: item.kpiAssignmentId,
          year: item.year,
          values: item.actuals!,
        })),
      )
    : [];
  const direct = items
    .map((item) => (routed?.has(item) ? { ...item, actuals: undefined } : item))
    .filter((item) => item.targets !== undefined || item.actuals !== undefined);

  // NOTIFY-11: the statuses of every pair written, read once before and once after the write.
  const watch = options.trial
    ? null
    : await watchKpiStatuses(
        tx,
        actor,
        direct.map(({ kpiAssignmentId, year }) => ({ kpiAssignmentId, year })),
      );

  const changes: WrittenValues["changes"] = [];
  for (const year of new Set(direct.map((item) => item.year))) {
    const ofYear = direct.filter((item) => item.year === year);
    const bulk = (column: "targets" | "actuals") =>
      ofYear.flatMap((item) =>
        item[column] ? [{ kpiAssignmentId: item.kpiAssignmentId, values: item[column] }] : [],
      );
    const targets = await writePeriodValuesInBulk(tx, actor, year, "target", bulk("targets"));
    const actuals = await writePeriodValuesInBulk(tx, actor, year, "actual", bulk("actuals"));
    for (const item of ofYear) {
      changes.push({
        kpiAssignmentId: item.kpiAssignmentId,
        year,
        targets: targets.get(item.kpiAssignmentId) ?? [],
        actuals: actuals.get(item.kpiAssignmentId) ?? [],
      });
    }
  }

  const start = await fiscalStartMonthOf(tx, actor);
  const entries: ActivityEntry[] = [];
  for (const change of changes) {
    const place = places.get(change.kpiAssignmentId)!;
    const item = direct.find(
      (one) => one.kpiAssignmentId === change.kpiAssignmentId && one.year === change.year,
    );
    // An entry's target changes are part of its assignment's own activity row (the caller's).
    const recordsTargets =
      (options.source === "request" && item?.targets !== undefined) ||
      (["import", "api", "copy"].includes(options.source) && change.targets.length > 0);
    if (recordsTargets) {
      const entityType = options.source === "copy" ? "target" : "kpi_assignment";
      entries.push(targetEntry(place, change.year, change.targets, options.request, entityType));
    }
    entries.push(...actualEntries(place, change.year, change.actuals, start, options.request));
  }
  await recordActivities(tx, actor, entries);
  if (watch) await tellKpiStatusChanges(w, deps, watch);
  if (!options.trial) await clearRemindersOf(w, changes, [...(routed ?? [])]);
  return { changes, submissions };
}

/**
 * NOTIFY-41: a value entered, or submitted for approval, is no longer missing: the reminders about it
 * (every stage, everyone's) leave the lists at once rather than at the reminder job's next run.
 */
async function clearRemindersOf(
  w: WriteContext,
  changes: WrittenValues["changes"],
  submitted: readonly YearValues[],
): Promise<void> {
  const entered = [
    ...changes.flatMap((change) =>
      change.actuals
        .filter((one) => one.newValue !== null)
        .map((one) => ({ kpiAssignmentId: change.kpiAssignmentId, year: change.year, period: one.key })),
    ),
    ...submitted.flatMap((item) =>
      sentEntries(item.actuals)
        .filter(([, value]) => value !== null)
        .map(([key]) => ({ kpiAssignmentId: item.kpiAssignmentId, year: item.year, period: key })),
    ),
  ];
  const keys = entered.flatMap((value) =>
    REMINDER_STAGES.map((stage) => reminderConditionKey({ ...value, stage })),
  );
  await clearConditions(w.tx, w.actor.orgId, keys);
}
