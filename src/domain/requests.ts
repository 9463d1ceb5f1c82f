// Change requests (REQUEST-1..REQUEST-40, docs/decisions/012): what a status means, who approves in
// which order, which periods an impact reads. Pure: no I/O, no clock (ARCH-2).
import { type Frequency, type PeriodKey, periodKeysFor, QUARTER_KEYS } from "./periods";

export const REQUEST_TYPES = [
  "target_change",
  "weight_change",
  "kpi_change",
  "actual_correction",
  "other",
] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];

/** REQUEST-2: the built-in meanings a status carries; every other status is open. */
export const REQUEST_STATES = ["open", "in_review", "applied", "rejected"] as const;
export type RequestState = (typeof REQUEST_STATES)[number];

export const REQUEST_TYPE_LABELS: Record<RequestType, string> = {
  target_change: "Target change",
  weight_change: "Weight change",
  kpi_change: "KPI change",
  actual_correction: "Actual correction",
  other: "Other",
};

/** REQUEST-3: the three names the change request workflow maps onto `requestStatuses`. */
export type StatusNames = {
  inReviewStatus?: string | null;
  appliedStatus?: string | null;
  rejectedStatus?: string | null;
};

export type StatusMeanings = {
  initial: string;
  inReview: string;
  applied: string;
  rejected: string;
};

export const REQUEST_STATUSES_TOO_SHORT =
  "Change requests need at least four request statuses: the initial one, in review, applied and rejected";

/**
 * REQUEST-3: the first status is the initial one; each meaning is the status the workflow names when that
 * name is in the list and not the first, else the status at its position (2nd in review, 3rd applied,
 * 4th rejected). Null when the list is too short or two meanings would share a status.
 */
export function resolveStatusMeanings(
  statuses: readonly string[],
  names: StatusNames | null | undefined,
): StatusMeanings | null {
  const initial = statuses[0];
  if (initial === undefined) return null;
  const pick = (name: string | null | undefined, position: number) =>
    name && statuses.indexOf(name) > 0 ? name : statuses[position];
  const inReview = pick(names?.inReviewStatus, 1);
  const applied = pick(names?.appliedStatus, 2);
  const rejected = pick(names?.rejectedStatus, 3);
  if (inReview === undefined || applied === undefined || rejected === undefined) return null;
  if (new Set([initial, inReview, applied, rejected]).size !== 4) return null;
  return { initial, inReview, applied, rejected };
}

/**
 * REQUEST-3 on save: a name the workflow gives must be one of the statuses, not the first, and the three
 * distinct; the list must resolve. Answers the first problem as a sentence, or null.
 */
export function statusNamesProblem(
  statuses: readonly string[],
  names: StatusNames | null | undefined,
): string | null {
  const given = [
    ["In review", names?.inReviewStatus],
    ["Applied", names?.appliedStatus],
    ["Rejected", names?.rejectedStatus],
  ] as const;
  for (const [label, name] of given) {
    if (name === undefined || name === null) continue;
    const at = statuses.indexOf(name);
    if (at < 0) return `${label} status "${name}" is not one of the request statuses`;
    if (at === 0) return `${label} status cannot be the first request status, which is the initial one`;
  }
  const named = given.map(([, name]) => name).filter((name): name is string => !!name);
  if (new Set(named).size !== named.length) return "The in review, applied and rejected statuses must differ";
  if (!resolveStatusMeanings(statuses, names)) return REQUEST_STATUSES_TOO_SHORT;
  return null;
}

/** REQUEST-2: the meaning of a status. */
export function stateOfStatus(status: string, meanings: StatusMeanings): RequestState {
  if (status === meanings.applied) return "applied";
  if (status === meanings.rejected) return "rejected";
  if (status === meanings.inReview) return "in_review";
  return "open";
}

/** REQUEST-4: applied and rejected requests are final. */
export const isFinal = (state: RequestState) => state === "applied" || state === "rejected";

export type ChainLevel = { functionId: string; functionName: string; headUserId: string | null };
export type Decision = {
  functionId: string;
  decidedBy: string;
  decidedByName: string;
  decidedAt: string;
  decision: "approved" | "rejected";
};
export type ApprovalWorkflow = { requiresApproval: boolean; multiLevelApproval: boolean };

/**
 * REQUEST-20..REQUEST-22: the levels that approve. Without requiresApproval none (an administrator
 * completes in one step); with it, the affected function (level 1); with multiLevelApproval, each function
 * above it up to the top as well. `upTheTree` is the affected function first, then its ancestors.
 * REQUEST-42: a level the requester heads waits for no one (skipped); with one level only, its decision
 * passes to the nearest head above who is not the requester, else to an administrator.
 */
export function approvalLevels(
  upTheTree: readonly ChainLevel[],
  workflow: ApprovalWorkflow,
  requesterId: string | null,
): ChainLevel[] {
  if (!workflow.requiresApproval) return [];
  // REQUEST-42: the requester never decides their own request: a level they head has no head for it.
  const levels = upTheTree.map((level) =>
    level.headUserId !== null && level.headUserId === requesterId ? { ...level, headUserId: null } : level,
  );
  if (workflow.multiLevelApproval) return levels;
  const [first] = levels;
  if (!first) return [];
  // With one level, the requester's own passes to the first head up the tree who is not them.
  const headedByRequester = upTheTree[0]?.headUserId != null && upTheTree[0]?.headUserId === requesterId;
  const up = headedByRequester ? levels.find((level) => level.headUserId) : undefined;
  return up ? [first, up] : [first];
}

/**
 * REQUEST-22: the level whose turn it is: the first level with a head that has not approved (a level
 * without a head is skipped). Null when every level with a head approved, or none has one (then an
 * administrator completes it). Levels are numbered from 1.
 */
export function awaitingLevel(
  levels: readonly ChainLevel[],
  decisions: readonly Decision[],
): { level: number; chain: ChainLevel } | null {
  for (const [index, chain] of levels.entries()) {
    if (!chain.headUserId) continue;
    const approved = decisions.some((d) => d.functionId === chain.functionId && d.decision === "approved");
    if (!approved) return { level: index + 1, chain };
  }
  return null;
}

/** REQUEST-41: what became of an approval level, as its trail reads. */
export const STEP_OUTCOMES = [
  "approved",
  "rejected",
  "awaiting",
  "not_yet",
  "skipped",
  "not_needed",
  "not_reached",
] as const;
export type StepOutcome = (typeof STEP_OUTCOMES)[number];

/**
 * REQUEST-41: a level's outcome. Its decision when it made one; else a level without a head is skipped
 * (REQUEST-22), open or closed; in an open request the level whose turn it is awaits and the others have
 * not decided yet; once the request is applied an undecided level was not needed, once rejected it was not
 * reached. A closed request never reads 'Not yet'.
 */
export function stepOutcome(step: {
  decision: "approved" | "rejected" | null;
  hasHead: boolean;
  awaited: boolean;
  state: RequestState;
}): StepOutcome {
  if (step.decision) return step.decision;
  if (!step.hasHead) return "skipped";
  if (step.state === "applied") return "not_needed";
  if (step.state === "rejected") return "not_reached";
  return step.awaited ? "awaiting" : "not_yet";
}

/** REQUEST-41: the trail's words for each outcome (a decision's line adds who and when). */
export const STEP_OUTCOME_TEXT: Record<StepOutcome, string> = {
  approved: "Approved",
  rejected: "Rejected",
  awaiting: "Awaiting its head",
  not_yet: "Not yet",
  skipped: "Skipped: this level has no head",
  not_needed: "Not needed: the request was applied without this level",
  not_reached: "Not reached: the request was rejected before this level decided",
};

/**
 * REQUEST-12: the periods an impact reads, each in its own frequency: a value change reads the keys it
 * changes plus the year's annual view; a weight or KPI definition change reads the quarters and the annual
 * view.
 */
export function impactPeriods(
  type: RequestType,
  frequency: Frequency | null,
  keys: readonly string[],
): { frequency: Frequency; period: PeriodKey }[] {
  const annual = { frequency: "annual" as const, period: "annual" as const };
  if ((type === "target_change" || type === "actual_correction") && frequency) {
    const own = periodKeysFor(frequency).filter((key) => keys.includes(key) && key !== "annual");
    return [...own.map((period) => ({ frequency, period })), annual];
  }
  if (type === "weight_change" || type === "kpi_change") {
    return [...QUARTER_KEYS.map((period) => ({ frequency: "quarterly" as const, period })), annual];
  }
  return [];
}

/** REQUEST-13 (WEIGHT-2): objective weights are balanced when they total exactly 100 at 2 decimals. */
export function weightsTotal(weights: readonly number[]): { total: number; balanced: boolean } {
  const total = Math.round(weights.reduce((sum, weight) => sum + weight, 0) * 100) / 100;
  return { total, balanced: total === 100 };
}
