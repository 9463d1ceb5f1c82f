// The day's one mail per person (CYCLE-27, CYCLE-28, NOTIFY-37..NOTIFY-40, docs/decisions/011): the reminder
// items newly due for a person become notifications (update_due, update_overdue) in one statement, and the
// daily mail holds those whose channel is the digest or e-mail, then the person's other notifications
// that wait for the digest. The (user, day) row of reminder_deliveries is still the claim.
import { and, asc, eq, exists, gte, inArray, isNull, notExists, or, sql } from "drizzle-orm";
import {
  channelFor,
  kpiResultsPath,
  NOTIFICATION_TYPE_INFO,
  NOTIFICATION_TYPES,
  type NotificationType,
  reminderConditionKey,
} from "../../../domain/notifications";
import { addDays } from "../../../domain/reporting-calendar";
import {
  notificationPreferences,
  notifications,
  type ReminderItem,
  reminderDeliveries,
  users,
} from "../../db/schema";
import { inOrganization } from "../../db/tenant-filter";
import { organizationLocale } from "../../i18n";
import { owned, type WriteContext } from "../../kernel";
import { reminderDigestMail, withUnsubscribe } from "../../mail/templates";
import type { ServiceDeps } from "../../services";
import { chosenChannels, unsubscribeLinks } from "../notifications";

const REMINDER_TYPES: readonly NotificationType[] = ["update_due", "update_overdue"];
/** NOTIFY-38: a reminder item's notification type. */
const typeOf = (item: ReminderItem): NotificationType =>
  item.stage === "reminder" ? "update_due" : "update_overdue";
/** NOTIFY-38: one reminder notification per person, missing value and stage, ever (the open-condition key). */
const reminderKey = reminderConditionKey;
/** A person's reminder notification of an item, as `stillDue` names it. */
export const reminderNoticeKey = (userId: string, item: ReminderItem) => `${userId}|${reminderKey(item)}`;
/** The other types that may wait for the digest (NOTIFY-39): every type but the reminders'. */
const DIGESTIBLE_TYPES = NOTIFICATION_TYPES.filter((type) => !REMINDER_TYPES.includes(type));
const DIGEST_BY_DEFAULT = DIGESTIBLE_TYPES.filter(
  (type) => NOTIFICATION_TYPE_INFO[type].defaultChannel === "digest",
);
/** How far back reminder notifications are looked up to tell each one once. */
const TOLD_LOOKBACK_DAYS = 800;

const notificationRows = owned(notifications, "Notification not found");
// NOTIFY-7: a person's channel for one type, keyed by the two.
const preferenceRows = owned(notificationPreferences);

function reminderNotice(item: ReminderItem) {
  const kpiLink = kpiResultsPath(item);
  const what = `${item.kpiName} (${item.functionName}), ${item.periodLabel}`;
  if (item.stage === "escalation") {
    return {
      title: `Overdue in ${item.functionName}: ${item.kpiName}`,
      lines: [
        `${what}: due ${item.dueDate}, owner ${item.ownerName ?? "none"}.`,
        `You are told as the head of ${item.functionName} or of a function above it.`,
      ],
      link: kpiLink,
    };
  }
  const overdue = item.stage === "overdue";
  return {
    title: `${overdue ? "Update overdue" : "Update due"}: ${item.kpiName}`,
    lines: [`${what}: ${overdue ? "overdue since" : "due"} ${item.dueDate}.`],
    link: "/my-updates",
  };
}

type Waiting = { id: string; userId: string; type: NotificationType; title: string; body: string };

/**
 * NOTIFY-39: the notifications that wait for the digest: unread, open, neither mailed nor digested yet,
 * of a type whose channel is the digest for their person, of people not yet mailed today.
 */
async function waitingForDigest(w: WriteContext, today: string): Promise<Waiting[]> {
  const { tx, actor } = w;
  const preference = (channel: ReturnType<typeof sql>) =>
    tx
      .select({ one: sql`1` })
      .from(notificationPreferences)
      .where(
        and(
          preferenceRows.inOrg(actor),
          eq(notificationPreferences.userId, notifications.userId),
          eq(notificationPreferences.type, notifications.type),
          channel,
        ),
      );
  return tx
    .select({
      id: notifications.id,
      userId: notifications.userId,
      type: notifications.type,
      title: notifications.title,
      body: notifications.body,
    })
    .from(notifications)
    .where(
      and(
        notificationRows.inOrg(actor),
        inArray(notifications.type, DIGESTIBLE_TYPES),
        isNull(notifications.readAt),
        isNull(notifications.clearedAt),
        isNull(notifications.digestedAt),
        isNull(notifications.emailedAt),
        or(
          and(
            inArray(notifications.type, DIGEST_BY_DEFAULT),
            notExists(preference(sql`${notificationPreferences.channel} <> 'digest'`)),
          ),
          exists(preference(sql`${notificationPreferences.channel} = 'digest'`)),
        ),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(reminderDeliveries)
            .where(
              and(
                inOrganization(reminderDeliveries.organizationId, actor.orgId),
                eq(reminderDeliveries.userId, notifications.userId),
                eq(reminderDeliveries.day, today),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(notifications.createdAt), asc(notifications.id));
}

/**
 * NOTIFY-38: a reminder notification clears itself once its value is entered or submitted, or its stage
 * has passed (an update due, once overdue): it no longer asks anything of its person.
 */
async function clearWhatIsNoLongerDue(w: WriteContext, stillDue: ReadonlySet<string>): Promise<void> {
  const open = await w.tx
    .select({ id: notifications.id, userId: notifications.userId, conditionKey: notifications.conditionKey })
    .from(notifications)
    .where(
      and(
        notificationRows.inOrg(w.actor),
        inArray(notifications.type, REMINDER_TYPES),
        isNull(notifications.clearedAt),
      ),
    );
  const gone = open
    .filter((row) => !stillDue.has(`${row.userId}|${row.conditionKey ?? ""}`))
    .map((row) => row.id);
  if (gone.length === 0) return;
  await w.tx
    .update(notifications)
    .set({ clearedAt: new Date() })
    .where(notificationRows.byIds(w.actor, gone));
}

/**
 * CYCLE-27, NOTIFY-38..NOTIFY-40: raises the reminder notifications of `news` (the items each person is
 * newly to be told about by mail, CYCLE-24) and sends each person at most one mail today; answers how
 * many were sent.
 */
export async function sendDailyMail(
  w: WriteContext,
  deps: ServiceDeps,
  news: ReadonlyMap<string, ReminderItem[]>,
  stillDue: ReadonlySet<string>,
  today: string,
): Promise<number> {
  const { tx, actor } = w;
  const orgId = actor.orgId;
  await clearWhatIsNoLongerDue(w, stillDue);
  const people = await tx
    .select({ id: users.id, email: users.email, firstName: users.firstName, locale: users.locale })
    .from(users)
    .where(inOrganization(users.organizationId, orgId));
  const person = new Map(people.map((p) => [p.id, p]));
  const organizationDefault = await organizationLocale(tx, orgId);
  const told = [...news.entries()].filter(([userId]) => person.has(userId));
  const chosen = await chosenChannels(
    tx,
    orgId,
    told.map(([userId]) => userId),
    REMINDER_TYPES,
  );
  const channelOf = (userId: string, item: ReminderItem) => channelFor(typeOf(item), chosen.get(userId));

  // NOTIFY-38: one notification per person and item, raised once: the ones raised before are read back.
  const noticeKey = (userId: string, key: string) => `${userId}|${key}`;
  const notices = new Map<string, { id: string; read: boolean }>();
  const keys = [...new Set(told.flatMap(([, items]) => items.map(reminderKey)))];
  if (keys.length > 0) {
    const earlier = await tx
      .select({
        id: notifications.id,
        userId: notifications.userId,
        conditionKey: notifications.conditionKey,
        readAt: notifications.readAt,
        clearedAt: notifications.clearedAt,
      })
      .from(notifications)
      .where(
        and(
          notificationRows.inOrg({ orgId }),
          inArray(notifications.type, REMINDER_TYPES),
          inArray(notifications.conditionKey, keys),
          gte(notifications.createdAt, new Date(`${addDays(today, -TOLD_LOOKBACK_DAYS)}T00:00:00Z`)),
        ),
      );
    for (const row of earlier) {
      notices.set(noticeKey(row.userId, row.conditionKey ?? ""), {
        id: row.id,
        read: row.readAt !== null || row.clearedAt !== null,
      });
    }
  }
  const fresh = told.flatMap(([userId, items]) =>
    items
      .filter(
        (item) => channelOf(userId, item) !== "off" && !notices.has(noticeKey(userId, reminderKey(item))),
      )
      .map((item) => {
        const notice = reminderNotice(item);
        return {
          organizationId: orgId,
          userId,
          type: typeOf(item),
          title: notice.title,
          body: notice.lines.join("\n"),
          link: notice.link,
          subject: { kpiAssignmentId: item.kpiAssignmentId, year: item.year, period: item.period },
          conditionKey: reminderKey(item),
        };
      }),
  );
  if (fresh.length > 0) {
    // One statement for the run; a concurrent run's rows win (the open-condition index, NOTIFY-4).
    const inserted = await tx.insert(notifications).values(fresh).onConflictDoNothing().returning({
      id: notifications.id,
      userId: notifications.userId,
      conditionKey: notifications.conditionKey,
    });
    for (const row of inserted)
      notices.set(noticeKey(row.userId, row.conditionKey ?? ""), { id: row.id, read: false });
  }

  // NOTIFY-39: the mail's reminder items: the digest or e-mail channel, not read (or cleared) in the app.
  const mailed = new Map<string, ReminderItem[]>();
  for (const [userId, items] of told) {
    const kept = items.filter((item) => {
      const channel = channelOf(userId, item);
      if (channel !== "digest" && channel !== "email") return false;
      return !notices.get(noticeKey(userId, reminderKey(item)))?.read;
    });
    if (kept.length > 0) mailed.set(userId, kept);
  }
  const waiting = new Map<string, Waiting[]>();
  for (const row of await waitingForDigest(w, today)) {
    if (!person.has(row.userId)) continue;
    const list = waiting.get(row.userId) ?? [];
    list.push(row);
    waiting.set(row.userId, list);
  }
  // Sorted, so that concurrent runs take the same rows in the same order (no deadlock).
  const recipients = [...new Set([...mailed.keys(), ...waiting.keys()])].sort((x, y) => x.localeCompare(y));
  if (recipients.length === 0) return 0;
  // CYCLE-28: the claim. A (user, day) row another run already made wins; that person gets nothing more today.
  const claimed = await tx
    .insert(reminderDeliveries)
    .values(
      recipients.map((userId) => ({
        organizationId: orgId,
        userId,
        day: today,
        kind: "digest" as const,
        items: mailed.get(userId) ?? [],
      })),
    )
    .onConflictDoNothing({ target: [reminderDeliveries.userId, reminderDeliveries.day] })
    .returning({ userId: reminderDeliveries.userId });
  if (claimed.length === 0) return 0;

  const link = `${deps.config.appUrl}/my-updates`;
  const notificationsLink = `${deps.config.appUrl}/notifications`;
  const digested: string[] = [];
  const mails = [];
  for (const { userId } of claimed) {
    const p = person.get(userId)!;
    const items = mailed.get(userId) ?? [];
    const others = waiting.get(userId) ?? [];
    for (const item of items) {
      const notice = notices.get(noticeKey(userId, reminderKey(item)));
      if (notice) digested.push(notice.id);
    }
    digested.push(...others.map((row) => row.id));
    // NOTIFY-10: the unsubscribe link moves the types this mail holds to in the app only.
    const types = [...new Set([...items.map(typeOf), ...others.map((row) => row.type)])];
    const locale = p.locale ?? organizationDefault;
    const content = reminderDigestMail(
      {
        firstName: p.firstName,
        own: items
          .filter((i) => i.stage !== "escalation")
          .map((i) => ({ ...i, overdue: i.stage === "overdue" })),
        escalated: items.filter((i) => i.stage === "escalation"),
        notifications: others.map((row) => ({ title: row.title, line: row.body.split("\n")[0] ?? "" })),
        link,
        notificationsLink,
      },
      locale,
    );
    mails.push({
      to: p.email,
      content: withUnsubscribe(content, await unsubscribeLinks(w, deps, userId, types), locale),
    });
  }
  await w.mailAll(mails);
  // NOTIFY-40: what the mail held is digested, in the same transaction as the claim and the mail.
  if (digested.length > 0) {
    await tx
      .update(notifications)
      .set({ digestedAt: new Date() })
      .where(notificationRows.byIds({ orgId }, digested));
  }
  return claimed.length;
}
