import type { FastifyServerOptions } from "fastify";

/**
 * Request logs show the path without its query string, and never headers: tokens travel in query
 * strings (/api/auth/verify-email?token=…) and cookies in headers, and neither may reach a log.
 */
export function loggerOptions(level: string): FastifyServerOptions["logger"] {
  if (level === "silent") return false;
  return {
    level,
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
