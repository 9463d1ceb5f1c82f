import { and, eq, inArray, sql } from "drizzle-orm";
import type { Tx } from "../db/client";
import { mailAttachments, mailOutbox, users } from "../db/schema";
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
