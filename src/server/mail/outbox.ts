import type { Tx } from "../db/client";
import { mailOutbox } from "../db/schema";
import type { MailContent } from "./templates";

/** MAIL-1: the mail is a row written in the caller's transaction; the worker sends it after commit. */
export async function queueMail(
  tx: Tx,
  to: string,
  content: MailContent,
  organizationId: string | null,
): Promise<void> {
  await tx.insert(mailOutbox).values({
    recipient: to,
    subject: content.subject,
    textBody: content.text,
    htmlBody: content.html,
    organizationId,
  });
}

/** Many mails in one statement (an import's invitations), each for its own organization (or none). */
export async function queueMails(
  tx: Tx,
  mails: readonly { to: string; content: MailContent; organizationId: string | null }[],
): Promise<void> {
  if (mails.length === 0) return;
  await tx.insert(mailOutbox).values(
    mails.map((mail) => ({
      recipient: mail.to,
      subject: mail.content.subject,
      textBody: mail.content.text,
      htmlBody: mail.content.html,
      organizationId: mail.organizationId,
    })),
  );
}
