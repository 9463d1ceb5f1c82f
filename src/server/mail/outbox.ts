import type { Tx } from "../db/client";
import { mailOutbox } from "../db/schema";
import type { MailContent } from "./templates";

/** D16: the mail is a row written in the caller's transaction; the worker sends it after commit. */
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
