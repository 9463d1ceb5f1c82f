import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { analyzeStaleTables, prepareDatabase } from "./db/prepare";
import { isDatabaseEmpty, seedDemoOrganization } from "./db/seed/demo";
import { ensureSuperAdmin } from "./features/auth/service";
import { startRedWithoutInitiativeJob } from "./features/notifications";
import { startReminderJob } from "./features/reminders";
import { startReportJob } from "./features/reports";
import { JOB_HANDLERS } from "./job-handlers";
import { type JobRunner, startJobRunner } from "./jobs";
import { type MailWorker, startMailWorker } from "./mail/worker";

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await prepareDatabase(database);
  if (config.superAdmin) {
    const outcome = await ensureSuperAdmin(database.db, config.superAdmin.email, config.superAdmin.password);
    console.log(`Super admin ${config.superAdmin.email} ${outcome} from SUPER_ADMIN_EMAIL.`);
  }
  if (config.seedDemo && (await isDatabaseEmpty(database.db))) {
    const demo = await seedDemoOrganization(database.db);
    console.log(
      `Demo organization created (DEMO-1). Sign in as ${demo.email} with the password ${demo.password}` +
        " (the other demo users share it). Set SEED_DEMO=false to start empty.",
    );
  }
  let mailWorker: MailWorker | undefined;
  let jobRunner: JobRunner | undefined;
  const app = await buildApp({
    config,
    database,
    clientDir: config.clientDir,
    mailWorker: { kick: () => mailWorker?.kick() },
    jobRunner: { kick: () => jobRunner?.kick() },
  });
  mailWorker = startMailWorker({ db: database.db, config, log: app.log });
  // JOB-1: background work asked for by requests (large imports), in every node; a lease claims each job.
  jobRunner = startJobRunner({
    db: database.db,
    config,
    kickMail: () => mailWorker?.kick(),
    log: app.log,
    handlers: JOB_HANDLERS,
  });
  // CYCLE-27: reminders and escalation, in every node; the database claims each digest once.
  const reminders = startReminderJob(
    { db: database.db, config, kickMail: () => mailWorker?.kick(), log: app.log },
    app.log,
  );
  // NOTIFY-29: KPIs below target with no initiative, in every node; the open notification's key claims it.
  const redAlerts = startRedWithoutInitiativeJob(
    { db: database.db, config, kickMail: () => mailWorker?.kick(), log: app.log },
    app.log,
  );
  // REPORT-14: scheduled briefing books, in every node; the database claims each (schedule, period) once.
  const reportJob = startReportJob(
    { db: database.db, config, kickMail: () => mailWorker?.kick(), log: app.log },
    app.log,
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: draining requests and closing the database`);
    try {
      reminders.stop();
      redAlerts.stop();
      reportJob.stop();
      // JOB-2: a job under way is handed back to the queue at its next slice, for another node.
      await jobRunner?.stop();
      await app.close();
      await mailWorker?.stop();
    } finally {
      // Always close the database: PGlite can corrupt its data folder if the process just exits.
      await database.close();
      process.exit(0);
    }
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ port: config.port, host: config.host });
  const where =
    database.driver === "pglite" ? `embedded PostgreSQL in ${config.dataDir}` : "PostgreSQL server";
  app.log.info(`Meridian is ready on ${config.appUrl} (${where})`);
  // PLATFORM-14: the embedded database's statistics are refreshed after listening, and only for tables
  // whose size changed (never blocking the start).
  analyzeStaleTables(database)
    .then((tables) => {
      if (tables.length > 0) app.log.info(`Analyzed ${tables.length} tables whose size changed`);
    })
    .catch((error) => app.log.warn({ err: error }, "ANALYZE after start failed"));
}

main().catch((error) => {
  console.error("Meridian failed to start:", error instanceof Error ? error.message : error);
  process.exit(1);
});
