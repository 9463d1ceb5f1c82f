// Data trust (SIGNAL-10, SIGNAL-11): how far a KPI's value can be trusted — how old it is, where it came
// from, whether it waits for approval, was changed after its period closed or has nobody answering for it
// — and how much of a roll-up's score rests on values that cannot. Pure: today is passed in.

export type ValueSource = "entry" | "approval" | "import" | "request" | "api" | "copy";

export type TrustInput = {
  /** The value's last change (ISO date or date-time); null when there is no value. */
  updatedAt: string | null;
  /** The period's due date (ISO date); null when the period has none yet. */
  dueDate: string | null;
  /** Today in the organization (ISO date). */
  today: string;
  source: ValueSource | null;
  pendingApproval: boolean;
  editedAfterClose: boolean;
  hasOwner: boolean;
};

export type Trust = {
  state: "fresh" | "old" | "overdue" | "not-due";
  /** Days since the value changed (with a value) or since the due date passed (without one). */
  days: number | null;
  source: ValueSource | null;
  pendingApproval: boolean;
  editedAfterClose: boolean;
  noOwner: boolean;
  /** SIGNAL-11: the value counts against the score's trust. */
  lowTrust: boolean;
  reasons: string[];
};

/** SIGNAL-10: a value older than this many days is old. */
export const OLD_AFTER_DAYS = 60;

const DAY = 86_400_000;
const daysBetween = (from: string, to: string) =>
  Math.floor((Date.parse(to.slice(0, 10)) - Date.parse(from.slice(0, 10))) / DAY);

const SOURCE_WORDS: Record<ValueSource, string> = {
  entry: "typed in",
  approval: "approved",
  import: "imported",
  request: "an approved correction",
  api: "sent by another system",
  copy: "copied from another year",
};

/**
 * SIGNAL-10: a value is fresh, or old after 60 days; a period without a value is overdue once its due
 * date has passed, else not due. A value is low-trust when it is old, waits for approval, was changed
 * after its period closed, or its KPI has no owner.
 */
export function valueTrust(input: TrustInput): Trust {
  const reasons: string[] = [];
  let state: Trust["state"];
  let days: number | null = null;
  if (input.updatedAt) {
    days = Math.max(0, daysBetween(input.updatedAt, input.today));
    state = days > OLD_AFTER_DAYS ? "old" : "fresh";
    if (state === "old") reasons.push(`last changed ${days} days ago`);
  } else if (input.dueDate && daysBetween(input.dueDate, input.today) > 0) {
    days = daysBetween(input.dueDate, input.today);
    state = "overdue";
    reasons.push(`no value, ${days} ${days === 1 ? "day" : "days"} after its due date`);
  } else {
    state = "not-due";
  }
  if (input.pendingApproval) reasons.push("a newer value waits for approval");
  if (input.editedAfterClose) reasons.push("changed after its period closed");
  if (!input.hasOwner) reasons.push("nobody owns the KPI");
  if (input.source) reasons.unshift(SOURCE_WORDS[input.source]);
  const lowTrust =
    state === "old" ||
    input.pendingApproval ||
    input.editedAfterClose ||
    (!input.hasOwner && !!input.updatedAt);
  return {
    state,
    days,
    source: input.source,
    pendingApproval: input.pendingApproval,
    editedAfterClose: input.editedAfterClose,
    noOwner: !input.hasOwner,
    lowTrust,
    reasons,
  };
}

/**
 * SIGNAL-11: the share (0–1) of a roll-up's score that rests on low-trust values: the sum of the shares
 * (ROLLUP: each scored item's part of the result after renormalisation) of the items that are low-trust.
 */
export function staleShare(items: readonly { share: number; lowTrust: boolean }[]): number {
  const share = items.reduce((total, item) => total + (item.lowTrust ? item.share : 0), 0);
  return Math.min(1, Math.max(0, Number(share.toFixed(6))));
}

/** SIGNAL-11: the share in words, or null when nothing of the score is in doubt. */
export function staleShareText(share: number): string | null {
  if (share <= 0) return null;
  const percent = Math.max(1, Math.round(share * 100));
  return `${percent} % of this score rests on values more than ${OLD_AFTER_DAYS} days old, waiting for approval, changed after their period closed or without an owner.`;
}
