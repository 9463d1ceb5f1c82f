import path from "node:path";
import zlib from "node:zlib";
import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyInstance, type FastifySchema } from "fastify";
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { ScorecardResponse } from "../domain/schemas/scorecard";
import type { Config } from "./config";
import type { DatabaseHandle } from "./db/client";
import { activitiesRoutes } from "./features/activities/routes";
import { adminRoutes } from "./features/admin/routes";
import { assignmentsRoutes } from "./features/assignments/routes";
import { settleAfterAnswer } from "./features/auth/after-answer";
import { authRoutes } from "./features/auth/routes";
import { SessionCache } from "./features/auth/session-cache";
import { commentaryRoutes } from "./features/commentary/routes";
import { contactRoutes } from "./features/contact/routes";
import { dashboardRoutes } from "./features/dashboard/routes";
import { employeesRoutes } from "./features/employees/routes";
import { evidenceRoutes } from "./features/evidence/routes";
import { exportsRoutes } from "./features/exports/routes";
import { functionsRoutes } from "./features/functions/routes";
import { healthRoutes } from "./features/health/routes";
import { importsRoutes } from "./features/imports/routes";
import { initiativesRoutes } from "./features/initiatives/routes";
import { kpiInputRoutes } from "./features/kpi-input/routes";
import type { KpiInputYear } from "./features/kpi-input/service";
import { libraryRoutes } from "./features/library/routes";
import { notificationsRoutes } from "./features/notifications/routes";
import { periodLocksRoutes } from "./features/period-locks/routes";
import { reportingRoutes } from "./features/reporting/routes";
import { reportsRoutes } from "./features/reports/routes";
import { requestsRoutes } from "./features/requests/routes";
import { scorecardRoutes } from "./features/scorecard/routes";
import { setCascadeRoutes } from "./features/set-cascade/routes";
import { settingsRoutes } from "./features/settings/routes";
import { signalsRoutes } from "./features/signals/routes";
import { strategyMapRoutes } from "./features/strategy-map/routes";
import { submissionsRoutes } from "./features/submissions/routes";
import { usersRoutes } from "./features/users/routes";
import type { JobRunner } from "./jobs";
import { jobsRoutes } from "./jobs/routes";
import { AnswerCache } from "./kernel/answer-cache";
import {
  DOWNLOADS_CACHE_BYTES,
  DOWNLOADS_CACHE_ENTRIES,
  type DownloadFile,
  downloadFileBytes,
} from "./kernel/heavy-downloads";
import { childLoggerFactory, loggerOptions } from "./logger";
import type { MailWorker } from "./mail/worker";
import { PROJECT_ROOT } from "./paths";
import { registerAccessPolicy } from "./plugins/access";
import { registerAuth } from "./plugins/auth";
import { registerClientApp } from "./plugins/client-app";
import { registerErrorHandling } from "./plugins/errors";
import { readMemberPageContext } from "./plugins/member-page";
import { registerSecurity } from "./plugins/security";
import { registerTextGuard } from "./plugins/text-guard";
import type { ServiceDeps } from "./services";

export type RouteEntry = { method: string; url: string; schema?: FastifySchema };

declare module "fastify" {
  interface FastifyInstance {
    routeTable: RouteEntry[];
  }
}

export type AppDeps = {
  config: Config;
  database: DatabaseHandle;
  /** Sends queued mail; the app kicks it after a commit that queued some. */
  mailWorker?: Pick<MailWorker, "kick">;
  /** Runs queued jobs (JOB-1); the app kicks it after a commit that queued one. */
  jobRunner?: Pick<JobRunner, "kick">;
  /** The built client to serve; defaults to dist/client. */
  clientDir?: string;
};

// Large enough for a bulk import of 10,000 CSV rows, small enough to refuse abuse early.
const BODY_LIMIT_BYTES = 2 * 1024 * 1024;

export const DEFAULT_CLIENT_DIR = path.join(PROJECT_ROOT, "dist/client");

/** Builds the whole HTTP app; main.ts listens on it and tests call inject() on it. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: loggerOptions(config.logLevel, config.env),
    childLoggerFactory,
    bodyLimit: BODY_LIMIT_BYTES,
    // PLATFORM-4: X-Forwarded-For is read only from the proxies TRUST_PROXY names (none by default).
    // (Fastify takes a number of hops too; its types leave the number out.)
    trustProxy: config.trustProxy as string[] | false,
    // Requests drain on close; idle keep-alive sockets must not hold shutdown open.
    forceCloseConnections: "idle",
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true },
  });
  // The route table, as registered: the access matrix and the fuzzing tests walk it (ROLE-1).
  const routeTable: RouteEntry[] = [];
  app.decorate("routeTable", routeTable);
  app.addHook("onRoute", (route) => {
    for (const method of [route.method].flat()) {
      if (method !== "HEAD") routeTable.push({ method, url: route.url, schema: route.schema });
    }
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerTextGuard(app);
  await app.register(import("./plugins/response-times"));
  await registerSecurity(app, { production: config.env === "production" });
  await app.register(cookie, { secret: config.sessionSecret });
  // Who a session belongs to is cached per process and forgotten on every change (docs/decisions/005).
  const sessionCache = new SessionCache();
  const stopListening = await sessionCache.attach(database);
  app.addHook("onClose", async () => stopListening());
  // SCORE-15, KPIIN-16, EXPORT-19: answers served while the organization's data version is unchanged. A
  // scored KPI Input year holds every KPI of the year, hence fewer of them; downloads are counted in bytes.
  const answerCaches = config.scorecardCache
    ? {
        scorecard: new AnswerCache<ScorecardResponse>(256),
        kpiInput: new AnswerCache<KpiInputYear>(16),
        downloads: new AnswerCache<DownloadFile>(DOWNLOADS_CACHE_ENTRIES, {
          maxBytes: DOWNLOADS_CACHE_BYTES,
          sizeOf: downloadFileBytes,
        }),
      }
    : undefined;
  await registerAuth(app, database.db, sessionCache, { secure: config.env === "production" });
  registerAccessPolicy(app);
  app.addHook("onClose", settleAfterAnswer);
  await app.register(import("./plugins/idempotency"), { db: database.db });
  // PLATFORM-9: answers above 1 KB go compressed to a client that accepts it; brotli at a quality that
  // costs about what gzip does, since JSON is compressed per request (built assets come precompressed).
  // Registered after idempotency, whose onSend must store the answer before it is compressed.
  await app.register(compress, {
    threshold: 1024,
    encodings: ["br", "gzip"],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(swagger, {
    openapi: { info: { title: "Meridian API", version: "0.1.0" } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: true });

  await app.register(
    async (api) => {
      await api.register(healthRoutes(database));
      const services: ServiceDeps = {
        db: database.db,
        config,
        kickMail: () => deps.mailWorker?.kick(),
        kickJobs: () => deps.jobRunner?.kick(),
        log: app.log,
        answerCaches,
      };
      await api.register(authRoutes(services));
      await api.register(contactRoutes(services));
      await api.register(usersRoutes(services));
      await api.register(employeesRoutes(services));
      await api.register(settingsRoutes(services));
      await api.register(libraryRoutes(services));
      await api.register(functionsRoutes(services));
      await api.register(assignmentsRoutes(services));
      await api.register(commentaryRoutes(services));
      await api.register(periodLocksRoutes(services));
      await api.register(scorecardRoutes(services));
      await api.register(evidenceRoutes(services));
      await api.register(submissionsRoutes(services));
      await api.register(strategyMapRoutes(services));
      await api.register(initiativesRoutes(services));
      await api.register(reportingRoutes(services));
      await api.register(setCascadeRoutes(services));
      await api.register(requestsRoutes(services));
      await api.register(reportsRoutes(services));
      await api.register(exportsRoutes(services));
      await api.register(importsRoutes(services));
      await api.register(jobsRoutes(services));
      await api.register(activitiesRoutes(services));
      await api.register(signalsRoutes(services));
      await api.register(dashboardRoutes(services));
      await api.register(notificationsRoutes(services));
      await api.register(kpiInputRoutes(services));
      await api.register(adminRoutes(services));
    },
    { prefix: "/api" },
  );

  await registerClientApp(app, deps.clientDir ?? DEFAULT_CLIENT_DIR, (actor) =>
    readMemberPageContext(database.db, actor),
  );
  return app;
}
