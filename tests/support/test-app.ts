import type { FastifyInstance } from "fastify";
import { buildApp } from "../../src/server/app";
import { type Config, loadConfig } from "../../src/server/config";
import { JOB_HANDLERS } from "../../src/server/job-handlers";
import { type JobRunner, startJobRunner } from "../../src/server/jobs";
import { type MailWorker, startMailWorker } from "../../src/server/mail/worker";
import { createTestDatabase, type TestDatabase } from "./database";
import { startMailCatcher } from "./mail-catcher";

export type MailCatcher = Awaited<ReturnType<typeof startMailCatcher>>;
export type TestApp = {
  app: FastifyInstance;
  database: TestDatabase;
  config: Config;
  mail: MailCatcher;
  mailWorker: MailWorker;
  jobRunner: JobRunner;
  close(): Promise<void>;
};

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: "/nonexistent", ...overrides });
}

/**
 * A real app on a real database of its own, with a real SMTP server catching its mail. Routes may
 * be added before the first inject().
 */
export async function createTestApp(
  options: { env?: Record<string, string>; clientDir?: string } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const mail = await startMailCatcher();
  const config = testConfig({ SMTP_URL: mail.smtpUrl, APP_URL: "http://meridian.test", ...options.env });
  let mailWorker: MailWorker | undefined;
  let jobRunner: JobRunner | undefined;
  const app = await buildApp({
    config,
    database,
    clientDir: options.clientDir ?? "/nonexistent-client",
    mailWorker: { kick: () => mailWorker?.kick() },
    jobRunner: { kick: () => jobRunner?.kick() },
  });
  mailWorker = startMailWorker({ db: database.db, config, log: app.log });
  const worker = mailWorker;
  // JOB-1: the app's jobs run as in main.ts; a test waits for one with awaitJob (tests/support/jobs.ts).
  jobRunner = startJobRunner({
    db: database.db,
    config,
    kickMail: () => worker.kick(),
    log: app.log,
    handlers: JOB_HANDLERS,
  });
  const runner = jobRunner;
  return {
    app,
    database,
    config,
    mail,
    mailWorker: worker,
    jobRunner: runner,
    close: async () => {
      await runner.stop();
      await app.close();
      await worker.stop();
      await mail.close();
      await database.close();
    },
  };
}
