import { createRequire } from "node:module";
import type { FastifyServerOptions } from "fastify";

/** pino-pretty is a development dependency: an install without them logs JSON rather than failing. */
function prettyPrinterInstalled(): boolean {
  try {
    createRequire(import.meta.url).resolve("pino-pretty");
    return true;
  } catch {
    return false;
  }
}

/**
 * Request logs show the path without its query string, and never headers: tokens travel in query
 * strings (/api/auth/verify-email?token=…) and cookies in headers, and neither may reach a log.
 */
export function loggerOptions(level: string, env = "production"): FastifyServerOptions["logger"] {
  if (level === "silent") return false;
  return {
    level,
    // PLATFORM-11: lines a person reads in development, JSON for log collectors everywhere else.
    ...(env === "development" && prettyPrinterInstalled()
      ? {
          transport: {
            target: "pino-pretty",
            options: { translateTime: "SYS:HH:MM:ss", ignore: "pid,hostname", singleLine: true },
          },
        }
      : {}),
    redact: {
      paths: ["req.headers", "res.headers", "*.password", "*.token", "*.otpCode", "*.code", "*.cookie"],
      censor: "[redacted]",
    },
    serializers: {
      req: (request: { method: string; url: string; id: string }) => ({
        id: request.id,
        method: request.method,
        path: request.url.split("?")[0],
      }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
    },
  };
}

/** The levels at which Fastify's request lines (info) are written. */
const REQUEST_LOG_LEVELS = new Set(["trace", "debug", "info"]);

/**
 * PLATFORM-18: a child logger per request carries the request's id into each line it writes. With request
 * logs off (a level above info, as production runs at warn) nothing per request is written, and making
 * one for every request was a twelfth of the cost of the 5-second user poll: those requests log through
 * the app's logger, and the rare line they write (a failure) names its request itself.
 */
export const childLoggerFactory: NonNullable<FastifyServerOptions["childLoggerFactory"]> = (
  logger,
  bindings,
  options,
) => (REQUEST_LOG_LEVELS.has(logger.level) ? logger.child(bindings, options) : logger);
