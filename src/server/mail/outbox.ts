import { and, count, eq, gt, inArray, sql } from "drizzle-orm";
import { mailQuotas } from "../../domain/plans";
import type { Tx } from "../db/client";
import { mailAttachments, mailOutbox, organizations, users } from "../db/schema";
import type { MailContent } from "./templates";

type Queued = { to: string; content: MailContent; organizationId: string | null };

const rowOf = (mail: Queued) => ({
  recipient: mail.to,
  subject: mail.content.subject,
  textBody: mail.content.text,
  htmlBody: mail.content.html,
  headers: mail.content.headers ?? null,
  organizationId: mail.organizationId,
});

/** MAIL-13: a mail with files is inserted on its own, then its attachments beside it. */
async function queueWithAttachments(tx: Tx, mail: Queued): Promise<void> {
  const [row] = await tx.insert(mailOutbox).values(rowOf(mail)).returning({ id: mailOutbox.id });
  const files = mail.content.attachments ?? [];
  if (files.length === 0) return;
  await tx.insert(mailAttachments).values(
    files.map((file) => ({
      mailId: row!.id,
      filename: file.filename,
      contentType: file.contentType,
      content: file.content,
      organizationId: mail.organizationId,
    })),
  );
}

/** MAIL-1: the mail is a row written in the caller's transaction; the worker sends it after commit. */
export async function queueMail(
  tx: Tx,
  to: string,
  content: MailContent,
  organizationId: string | null,
): Promise<void> {
  await queueMails(tx, [{ to, content, organizationId }]);
}

/** Many mails in one statement (an import's invitations), each for its own organization (or none). */
export async function queueMails(tx: Tx, mails: readonly Queued[]): Promise<void> {
  const plain = mails.filter((mail) => !mail.content.attachments?.length);
  if (plain.length > 0) await tx.insert(mailOutbox).values(plain.map(rowOf));
  for (const mail of mails) if (mail.content.attachments?.length) await queueWithAttachments(tx, mail);
}

/**
 * MAIL-19: the mails a verified member of the organization may receive: those not marked members-only,
 * and the members-only ones whose recipient is a verified user of `organizationId` (a user added without
 * an invitation, or any other address, gets none of the organization's own mail).
 */
export async function forVerifiedMembers<T extends Queued>(
  tx: Tx,
  organizationId: string,
  mails: readonly T[],
): Promise<T[]> {
  const asked = [
    ...new Set(mails.filter((mail) => mail.content.membersOnly).map((mail) => mail.to.toLowerCase())),
  ];
  if (asked.length === 0) return [...mails];
  const verified = await tx
    .select({ email: users.email })
    .from(users)
    .where(
      and(
        eq(users.organizationId, organizationId),
        eq(users.emailVerified, true),
        inArray(sql`lower(${users.email})`, asked),
      ),
    );
  const members = new Set(verified.map((row) => row.email.toLowerCase()));
  return mails.filter((mail) => !mail.content.membersOnly || members.has(mail.to.toLowerCase()));
}

/**
 * MAIL-20: the organization's own mail within its daily quotas, counted from its outbox rows of the last
 * hour and day with the organization row locked (so concurrent writes count one after the other): in all
 * per day, and per recipient per hour and per day, lower on Free and on trial (`mailQuotas`). Mail a
 * person started themselves (not `membersOnly`) has limits of its own and passes. What is over is not
 * queued; the caller says how many were held (a warning in the log), and the write goes on.
 */
export async function withinMailQuota<T extends Queued>(
  tx: Tx,
  organizationId: string,
  mails: readonly T[],
): Promise<{ kept: T[]; held: number }> {
  const isRationed = (mail: T) => mail.content.membersOnly && !mail.content.outsideQuota;
  const rationed = mails.filter(isRationed);
  if (rationed.length === 0) return { kept: [...mails], held: 0 };
  const [organization] = await tx
    .select({ plan: organizations.subscriptionTier, trialEndsAt: organizations.trialEndsAt })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .for("update");
  if (!organization) return { kept: [...mails], held: 0 };
  const quotas = mailQuotas(
    organization.plan,
    organization.trialEndsAt !== null && organization.trialEndsAt > new Date(),
  );
  const dayAgo = sql`now() - interval '1 day'`;
  const [sentToday] = await tx
    .select({ n: count() })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.organizationId, organizationId), gt(mailOutbox.createdAt, dayAgo)));
  const recipients = [...new Set(rationed.map((mail) => mail.to.toLowerCase()))];
  const perRecipient = await tx
    .select({
      to: sql<string>`lower(${mailOutbox.recipient})`,
      day: count(),
      hour: sql<number>`count(*) filter (where ${mailOutbox.createdAt} > now() - interval '1 hour')`.mapWith(
        Number,
      ),
    })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.organizationId, organizationId),
        gt(mailOutbox.createdAt, dayAgo),
        inArray(sql`lower(${mailOutbox.recipient})`, recipients),
      ),
    )
    .groupBy(sql`lower(${mailOutbox.recipient})`);
  const counts = new Map(perRecipient.map((row) => [row.to, { day: row.day, hour: row.hour }]));
  let organizationCount = sentToday?.n ?? 0;
  const kept: T[] = [];
  let held = 0;
  for (const mail of mails) {
    if (!isRationed(mail)) {
      kept.push(mail);
      continue;
    }
    const to = mail.to.toLowerCase();
    const seen = counts.get(to) ?? { day: 0, hour: 0 };
    if (
      organizationCount >= quotas.organizationPerDay ||
      seen.day >= quotas.recipientPerDay ||
      seen.hour >= quotas.recipientPerHour
    ) {
      held += 1;
      continue;
    }
    kept.push(mail);
    organizationCount += 1;
    counts.set(to, { day: seen.day + 1, hour: seen.hour + 1 });
  }
  return { kept, held };
}
