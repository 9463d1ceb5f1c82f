// Notifications and alerts (NOTIFY rules): the event types, the channels a person picks per type, when a
// KPI's status change is worth telling (transitions only), and who a commentary mentions.
import type { KpiStatus } from "./scoring";

export const NOTIFICATION_TYPES = [
  "kpi_status",
  "red_without_initiative",
  "update_due",
  "update_overdue",
  "approval_requested",
  "submission_decided",
  "request_changed",
  "request_turn",
  "mention",
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** NOTIFY-7: in the app only, e-mail at once, the daily digest e-mail, or nothing at all. */
export const NOTIFICATION_CHANNELS = ["in_app", "email", "digest", "off"] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** A next step offered with a notification; `href` is a client path. */
export type NotificationAction = {
  kind: "add_commentary" | "create_initiative" | "open_kpi" | "open";
  label: string;
  href: string;
};

type TypeInfo = { label: string; description: string; defaultChannel: NotificationChannel };

/**
 * NOTIFY-8: each type's name in Settings and its default channel. The defaults keep what was mailed at
 * once before notifications existed (decisions, requests) and put the rest in the one daily e-mail.
 */
export const NOTIFICATION_TYPE_INFO: Readonly<Record<NotificationType, TypeInfo>> = {
  kpi_status: {
    label: "KPI status changes",
    description: "A KPI you own or follow enters At Risk or Below Target, or recovers.",
    defaultChannel: "digest",
  },
  red_without_initiative: {
    label: "Below target with no initiative",
    description: "A KPI stays below target with no initiative on its objective.",
    defaultChannel: "digest",
  },
  update_due: {
    label: "Updates due",
    description: "A value you report is due soon.",
    defaultChannel: "digest",
  },
  update_overdue: {
    label: "Updates overdue",
    description: "A value you report, or one in a function you head, is overdue.",
    defaultChannel: "digest",
  },
  approval_requested: {
    label: "Submissions to approve",
    description: "A submitted value waits for your approval.",
    defaultChannel: "digest",
  },
  submission_decided: {
    label: "Your submissions decided",
    description: "A value you submitted was approved or rejected.",
    defaultChannel: "email",
  },
  request_changed: {
    label: "Your requests",
    description: "A change request you made moved, was approved, applied or rejected.",
    defaultChannel: "email",
  },
  request_turn: {
    label: "Requests to approve",
    description: "A change request waits for your approval.",
    defaultChannel: "email",
  },
  mention: {
    label: "Mentions",
    description: "Someone mentioned you in a commentary.",
    defaultChannel: "email",
  },
};

export const isNotificationType = (value: string): value is NotificationType =>
  (NOTIFICATION_TYPES as readonly string[]).includes(value);

/** NOTIFY-7: the channel in force: the person's choice, else the type's default. */
export function channelFor(
  type: NotificationType,
  chosen: ReadonlyMap<NotificationType, NotificationChannel> | undefined,
): NotificationChannel {
  return chosen?.get(type) ?? NOTIFICATION_TYPE_INFO[type].defaultChannel;
}

const TROUBLE: ReadonlySet<KpiStatus> = new Set<KpiStatus>(["At Risk", "Below Target"]);
const FINE: ReadonlySet<KpiStatus> = new Set<KpiStatus>(["Near Target", "On Target", "Exceeds Target"]);

export type StatusTransition = "entered" | "recovered";

/**
 * NOTIFY-12: a KPI's status change worth telling: it enters At Risk or Below Target (from any other
 * status, No Data included, or from one to the other), or recovers from either to Near Target or better.
 * The same status again, a change between good statuses, or a value removed (No Data) says nothing.
 */
export function statusTransition(before: KpiStatus, after: KpiStatus): StatusTransition | null {
  if (before === after) return null;
  if (TROUBLE.has(after)) return "entered";
  if (TROUBLE.has(before) && FINE.has(after)) return "recovered";
  return null;
}

/** NOTIFY-13: whole days since an instant, counted in UTC. */
export function daysSince(since: Date, now: Date): number {
  return Math.floor((now.getTime() - since.getTime()) / 86_400_000);
}

/**
 * NOTIFY-13: a KPI below target for more than `limitDays` with no initiative on its objective is told
 * (once while the condition lasts); an initiative linked to the objective clears it.
 */
export function isRedWithoutInitiative(input: {
  status: KpiStatus;
  since: Date;
  now: Date;
  limitDays: number;
  hasInitiative: boolean;
}): boolean {
  return (
    input.status === "Below Target" &&
    !input.hasInitiative &&
    daysSince(input.since, input.now) > input.limitDays
  );
}

type Person = { id: string; firstName: string | null; lastName: string | null };

const normalize = (value: string) =>
  value.normalize("NFC").toLocaleLowerCase("en").replace(/\s+/g, " ").trim();

/**
 * NOTIFY-15: the people a text mentions as `@First Last` (case-insensitive, whole names only: "@Ann Lee"
 * does not mention Ann Leeds). The longest name wins where two start alike; each person once.
 */
export function mentionedPeople(text: string, people: readonly Person[]): string[] {
  const byName = people
    .filter((p) => p.firstName && p.lastName)
    .map((p) => ({ id: p.id, name: normalize(`${p.firstName} ${p.lastName}`) }))
    .sort((a, b) => b.name.length - a.name.length);
  const found = new Set<string>();
  const lower = normalize(text);
  for (let at = lower.indexOf("@"); at !== -1; at = lower.indexOf("@", at + 1)) {
    const rest = lower.slice(at + 1);
    const match = byName.find(
      (p) => rest.startsWith(p.name) && !/[\p{L}\p{N}]/u.test(rest.charAt(p.name.length)),
    );
    if (match) found.add(match.id);
  }
  return [...found];
}

/** The types that always ask the person to do something (NOTIFY-17). */
const ACTION_TYPES: ReadonlySet<NotificationType> = new Set<NotificationType>([
  "red_without_initiative",
  "update_due",
  "update_overdue",
  "approval_requested",
  "request_turn",
]);

/**
 * NOTIFY-17: a notification that asks for action (the Dashboard's "Needs your attention"): a type that
 * always does, or a KPI status alert that offers commentary (one entering trouble; a recovery offers none).
 */
export function needsAttention(item: {
  type: NotificationType;
  actions: readonly Pick<NotificationAction, "kind">[];
}): boolean {
  if (ACTION_TYPES.has(item.type)) return true;
  return item.type === "kpi_status" && item.actions.some((action) => action.kind === "add_commentary");
}

/** NOTIFY-36: the people a saved text mentions that its previous version did not (an edit tells no one twice). */
export function newlyMentioned(text: string, previousText: string, people: readonly Person[]): string[] {
  const before = new Set(mentionedPeople(previousText, people));
  return mentionedPeople(text, people).filter((id) => !before.has(id));
}

/** NOTIFY-36: a text cut to about `max` characters on a word boundary, with an ellipsis when cut. */
export function excerpt(text: string, max = 300): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * NOTIFY-3: the client path of one KPI in KPI Results, in a year and period, perhaps on its commentary
 * editor: the one shape every notification about a KPI links to.
 */
export function kpiResultsPath(input: {
  kpiAssignmentId: string;
  year: number;
  period?: string | null;
  commentary?: boolean;
}): string {
  const query = new URLSearchParams({ kpi: input.kpiAssignmentId, year: String(input.year) });
  if (input.period) query.set("period", input.period);
  if (input.commentary) query.set("commentary", "1");
  return `/kpi-results?${query}`;
}

/** The stages a missing value is told in (CYCLE-23..CYCLE-25). */
export const REMINDER_STAGES = ["reminder", "overdue", "escalation"] as const;
export type ReminderStage = (typeof REMINDER_STAGES)[number];

/** NOTIFY-38: a reminder notification's condition key: one per person, missing value and stage. */
export function reminderConditionKey(item: {
  kpiAssignmentId: string;
  year: number;
  period: string;
  stage: ReminderStage;
}): string {
  return `reminder:${item.kpiAssignmentId}:${item.year}:${item.period}:${item.stage}`;
}
