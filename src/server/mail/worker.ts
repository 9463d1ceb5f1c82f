import { eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { Config } from "../config";
import { type Database, selectRows } from "../db/client";
import { mailAttachments, mailOutbox } from "../db/schema";
import { withPlatform } from "../db/tenant";

const POLL_MS = 2000;
const BATCH = 10;
const MAX_ATTEMPTS = 12;
// A claimed row is left alone for this long, so a process that dies mid-send does not lose it.
const LEASE_SECONDS = 120;

type OutboxRow = {
  id: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  headers: Record<string, string> | null;
  attempts: number;
};

export type MailWorker = { kick(): void; drain(): Promise<void>; stop(): Promise<void> };

/** Back-off between tries: 5 s, 10 s, 20 s … up to an hour. */
export const retryDelaySeconds = (attempts: number) => Math.min(5 * 2 ** Math.max(0, attempts - 1), 3600);

/**
 * Sends the outbox over SMTP (MAIL-2). Rows are claimed with SKIP LOCKED so several app processes can run
 * a worker each. Without SMTP_URL outside production, mail is printed to standard output for
 * development (MAIL-3) and marked sent; in production without SMTP it stays queued.
 */
export function startMailWorker(deps: { db: Database; config: Config; log: FastifyBaseLogger }): MailWorker {
  const { db, config, log } = deps;
  const transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  const printToConsole = !transport && config.env !== "production";
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let stopped = false;

  async function claim(): Promise<OutboxRow[]> {
    return withPlatform(db, (tx) =>
      selectRows<OutboxRow>(
        tx,
        sql`update mail_outbox set attempts = attempts + 1,
                   next_attempt_at = now() + make_interval(secs => ${LEASE_SECONDS})
             where id in (select id from mail_outbox
                           where status = 'pending' and next_attempt_at <= now()
                           order by created_at limit ${BATCH} for update skip locked)
         returning id, recipient, subject, text_body, html_body, headers, attempts`,
      ),
    );
  }

  // MAIL-14: a mail's files are read when it is sent (most mails have none: one indexed lookup).
  const attachmentsOf = (mailId: string) =>
    withPlatform(db, (tx) =>
      tx
        .select({
          filename: mailAttachments.filename,
          contentType: mailAttachments.contentType,
          content: mailAttachments.content,
        })
        .from(mailAttachments)
        .where(eq(mailAttachments.mailId, mailId))
        .orderBy(mailAttachments.createdAt, mailAttachments.id),
    );

  async function deliver(row: OutboxRow): Promise<void> {
    const files = await attachmentsOf(row.id);
    if (transport) {
      await transport.sendMail({
        from: config.mailFrom,
        to: row.recipient,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        ...(row.headers ? { headers: row.headers } : {}),
        attachments: files.map((file) => ({
          filename: file.filename,
          contentType: file.contentType,
          content: file.content,
        })),
      });
    } else {
      const listed = files
        .map((file) => `[attachment] ${file.filename} (${file.content.length} bytes)\n`)
        .join("");
      console.log(`\n[dev mail] to ${row.recipient}: ${row.subject}\n${row.text_body}\n${listed}`);
    }
  }

  async function runOnce(): Promise<void> {
    if (!transport && !printToConsole) return;
    for (;;) {
      const rows = await claim();
      if (rows.length === 0) return;
      for (const row of rows) {
        try {
          await deliver(row);
          await withPlatform(db, (tx) =>
            tx
              .update(mailOutbox)
              .set({ status: "sent", sentAt: new Date(), lastError: null })
              .where(eq(mailOutbox.id, row.id)),
          );
        } catch (error) {
          const failed = row.attempts >= MAX_ATTEMPTS;
          const message = error instanceof Error ? error.message : String(error);
          log.warn({ mailId: row.id, attempts: row.attempts }, `mail not sent yet: ${message}`);
          await withPlatform(db, (tx) =>
            tx
              .update(mailOutbox)
              .set({
                status: failed ? "failed" : "pending",
                lastError: message.slice(0, 500),
                nextAttemptAt: new Date(Date.now() + retryDelaySeconds(row.attempts) * 1000),
              })
              .where(eq(mailOutbox.id, row.id)),
          );
        }
      }
    }
  }

  function tick(): Promise<void> {
    if (!running) {
      running = runOnce()
        .catch((error) => log.warn(`mail worker: ${error instanceof Error ? error.message : error}`))
        .finally(() => {
          running = null;
        });
    }
    return running;
  }

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(async () => {
      await tick();
      schedule();
    }, POLL_MS);
    timer.unref();
  };
  schedule();

  return {
    kick: () => void tick(),
    drain: () => tick(),
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
      transport?.close();
    },
  };
}
