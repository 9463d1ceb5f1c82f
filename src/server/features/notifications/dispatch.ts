// NOTIFY-2: the one way an event reaches people. In the writer's transaction: each recipient's channel
// for the type (NOTIFY-7), a notification row for everyone not "off", and for those who chose e-mail at
// once, the mail in the outbox with its unsubscribe link (NOTIFY-10). The person who acted is never told
// of their own action.
import { and, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { Locale } from "../../../domain/locale";
import {
  channelFor,
  type NotificationAction,
  type NotificationChannel,
  type NotificationType,
} from "../../../domain/notifications";
import type { Tx } from "../../db/client";
import {
  mailUnsubscribes,
  type NotificationSubject,
  notificationPreferences,
  notifications,
  users,
} from "../../db/schema";
import { inOrganization } from "../../db/tenant-filter";
import { errorMessages } from "../../error-messages";
import { described } from "../../http-error";
import { organizationLocale } from "../../i18n";
import { owned, type WriteContext } from "../../kernel";
import { type MailContent, notificationMail, withUnsubscribe } from "../../mail/templates";
import type { ServiceDeps } from "../../services";
import { hashToken, newToken } from "../auth";

const userRows = owned(users, described(errorMessages.userNotFound));

/** MAIL-22: `locale` is the language the recipient's mail is written in (theirs, else the organization's). */
export type Recipient = {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  locale: Locale;
};

export type NotificationEvent = {
  type: NotificationType;
  title: string;
  /** Why the person is told, in sentences (one per line). */
  lines: string[];
  /** The client path the notification opens. */
  link: string;
  actions?: NotificationAction[];
  subject?: NotificationSubject;
  /** NOTIFY-4: while a notification with this key is open for a person, no second one is raised. */
  conditionKey?: string;
  /** The mail for those who chose e-mail at once; without it, notificationMail of the title and lines. */
  mail?: (recipient: Recipient, link: string) => MailContent;
};

/** NOTIFY-7: each person's chosen channels for these types (only the rows they saved). */
export async function chosenChannels(
  tx: Tx,
  orgId: string,
  userIds: readonly string[],
  types: readonly NotificationType[],
): Promise<Map<string, Map<NotificationType, NotificationChannel>>> {
  const chosen = new Map<string, Map<NotificationType, NotificationChannel>>();
  if (userIds.length === 0 || types.length === 0) return chosen;
  const rows = await tx
    .select({
      userId: notificationPreferences.userId,
      type: notificationPreferences.type,
      channel: notificationPreferences.channel,
    })
    .from(notificationPreferences)
    .where(
      and(
        inOrganization(notificationPreferences.organizationId, orgId),
        inArray(notificationPreferences.userId, [...userIds]),
        inArray(notificationPreferences.type, [...types]),
      ),
    );
  for (const row of rows) {
    const own = chosen.get(row.userId) ?? new Map<NotificationType, NotificationChannel>();
    own.set(row.type, row.channel);
    chosen.set(row.userId, own);
  }
  return chosen;
}

/**
 * NOTIFY-10: a one-time unsubscribe link for one mail to one person: the page that confirms it, and the
 * address mail clients POST to (RFC 8058). Only the token's hash is stored. MAIL-21: a scheduled
 * briefing book's link names its schedule instead of notification types.
 */
export async function unsubscribeLinks(
  w: WriteContext,
  deps: ServiceDeps,
  userId: string,
  types: readonly NotificationType[],
  reportScheduleId: string | null = null,
): Promise<{ page: string; oneClick: string }> {
  const token = newToken();
  await w.tx.insert(mailUnsubscribes).values({
    tokenHash: hashToken(token),
    organizationId: w.actor.orgId,
    userId,
    types: [...types],
    reportScheduleId,
  });
  const query = `token=${encodeURIComponent(token)}`;
  return {
    page: `${deps.config.appUrl}/unsubscribe?${query}`,
    oneClick: `${deps.config.appUrl}/api/notifications/unsubscribe?${query}`,
  };
}

/** Tells an event to people (NOTIFY-2); answers the ids of those who got a notification. */
export async function notify(
  w: WriteContext,
  deps: ServiceDeps,
  recipientIds: Iterable<string | null | undefined>,
  event: NotificationEvent,
): Promise<string[]> {
  const { tx, actor } = w;
  const wanted = [...new Set([...recipientIds].filter((id): id is string => !!id && id !== actor.userId))];
  if (wanted.length === 0) return [];
  const organizationDefault = await organizationLocale(tx, actor.orgId);
  const people = (
    await tx
      .select({
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        locale: users.locale,
      })
      .from(users)
      .where(userRows.byIds(actor, wanted))
  ).map((p) => ({ ...p, locale: p.locale ?? organizationDefault }));
  const chosen = await chosenChannels(
    tx,
    actor.orgId,
    people.map((p) => p.id),
    [event.type],
  );
  const channelOf = (userId: string) => channelFor(event.type, chosen.get(userId));
  const told = people.filter((p) => channelOf(p.id) !== "off");
  if (told.length === 0) return [];
  const now = new Date();
  // NOTIFY-4: a person with this condition still open gets no second row (the partial unique index).
  const inserted = await tx
    .insert(notifications)
    .values(
      told.map((p) => ({
        organizationId: actor.orgId,
        userId: p.id,
        type: event.type,
        title: event.title,
        body: event.lines.join("\n"),
        link: event.link,
        actions: event.actions ?? [],
        subject: event.subject ?? {},
        conditionKey: event.conditionKey ?? null,
        emailedAt: channelOf(p.id) === "email" ? now : null,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: notifications.id, userId: notifications.userId, emailedAt: notifications.emailedAt });
  const link = `${deps.config.appUrl}${event.link}`;
  for (const row of inserted) {
    if (!row.emailedAt) continue;
    const person = told.find((p) => p.id === row.userId)!;
    const content =
      event.mail?.(person, link) ??
      notificationMail(
        { firstName: person.firstName, title: event.title, lines: event.lines, link },
        person.locale,
      );
    await w.mail(
      person.email,
      withUnsubscribe(content, await unsubscribeLinks(w, deps, person.id, [event.type]), person.locale),
    );
  }
  return inserted.map((row) => row.userId);
}

/** NOTIFY-14: clears a condition's open notifications (its cause is gone); they leave every list. */
export function clearCondition(tx: Tx, orgId: string, conditionKey: string): Promise<void> {
  return clearConditions(tx, orgId, [conditionKey]);
}

/** NOTIFY-14: clears the organization's open notifications that `which` picks; they leave every list. */
export async function clearOpenNotifications(tx: Tx, orgId: string, which: SQL): Promise<void> {
  await tx
    .update(notifications)
    .set({ clearedAt: new Date() })
    .where(and(inOrganization(notifications.organizationId, orgId), isNull(notifications.clearedAt), which));
}

/** NOTIFY-14, NOTIFY-41: clears the open notifications of several conditions at once (what is done leaves). */
export async function clearConditions(
  tx: Tx,
  orgId: string,
  conditionKeys: readonly string[],
): Promise<void> {
  if (conditionKeys.length === 0) return;
  await clearOpenNotifications(tx, orgId, inArray(notifications.conditionKey, [...new Set(conditionKeys)]));
}

/**
 * NOTIFY-41: a change request's "request to approve" notifications (every head's, old and new) leave
 * every list once the request is decided at a level, applied, rejected or deleted.
 */
export async function clearRequestTurns(tx: Tx, orgId: string, requestId: string): Promise<void> {
  await clearOpenNotifications(
    tx,
    orgId,
    and(eq(notifications.type, "request_turn"), sql`${notifications.subject}->>'requestId' = ${requestId}`)!,
  );
}
