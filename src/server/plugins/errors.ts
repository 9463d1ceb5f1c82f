import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { ERROR_CODES, type ErrorBody, HttpError } from "../http-error";

// PostgreSQL error codes that mean the database went away rather than that the request was wrong.
const UNAVAILABLE_CODES = new Set([
  "57P01",
  "57P02",
  "57P03",
  "08000",
  "08003",
  "08006",
  "ECONNREFUSED",
  "ECONNRESET",
]);

// node-postgres's own errors, without a SQLSTATE, when the connection under a query or a transaction's
// ROLLBACK is gone (e.g. its backend was terminated): the database is unavailable, not the request wrong.
const CONNECTION_LOST =
  /^(Connection terminated|Client has encountered a connection error|Client was closed)/;

const GENERIC_MESSAGE = /^(Invalid|Too (small|big)|Unrecognized|Expected)/;

function errorBody(statusCode: number, message: string, fields?: Record<string, string>): ErrorBody {
  return { message, code: ERROR_CODES[statusCode] ?? "ERROR", ...(fields ? { fields } : {}) };
}

/** Maps every error to {message, code, fields?}; a 500 never shows its cause (ARCH-6). */
export function toErrorResponse(error: unknown): {
  statusCode: number;
  body: ErrorBody;
  unexpected: boolean;
} {
  if (error instanceof HttpError) {
    return {
      statusCode: error.statusCode,
      body: {
        ...error.extra,
        message: error.message,
        code: error.code,
        ...(error.fields ? { fields: error.fields } : {}),
      },
      unexpected: false,
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string> = {};
    for (const issue of error.validation) {
      const key =
        issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || (error.validationContext ?? "request");
      fields[key] ??= issue.message ?? "Invalid value";
    }
    const [firstKey, firstMessage] = Object.entries(fields)[0] ?? ["request", "Invalid request data"];
    // Our schemas carry the spec's own sentences; zod's generic ones need the field named.
    const message = GENERIC_MESSAGE.test(firstMessage) ? `${firstKey}: ${firstMessage}` : firstMessage;
    return { statusCode: 400, body: errorBody(400, message, fields), unexpected: false };
  }
  if (isResponseSerializationError(error)) {
    return { statusCode: 500, body: errorBody(500, "Server error occurred"), unexpected: true };
  }
  const code = databaseErrorCode(error);
  if ((code && UNAVAILABLE_CODES.has(code)) || isConnectionLost(error)) {
    return {
      statusCode: 503,
      body: errorBody(503, "The database is unavailable. Please try again in a moment."),
      unexpected: true,
    };
  }
  if (code === "23505") {
    return { statusCode: 409, body: errorBody(409, "This item already exists"), unexpected: false };
  }
  // TENANT-4, ERROR-7: a body id is looked up inside the organization before writing; should one slip through,
  // the foreign key refuses it as the request's fault, never as a server error.
  if (code === "23503") {
    return {
      statusCode: 400,
      body: errorBody(400, "A referenced item does not exist in your organization"),
      unexpected: false,
    };
  }
  // ERROR-8: class 22 (data exception: a value the column cannot hold, an index row too large) is bad input
  // that a schema should have caught: 400 for the caller, still logged as unexpected to be fixed.
  if (code?.startsWith("22") || code === "54000") {
    return { statusCode: 400, body: errorBody(400, "Invalid request data"), unexpected: true };
  }
  if (code === "40001" || code === "40P01") {
    return {
      statusCode: 409,
      body: errorBody(409, "The data changed while saving. Please try again."),
      unexpected: false,
    };
  }
  const fastifyError = error as FastifyError;
  const status = fastifyError?.statusCode;
  if (status && status >= 400 && status < 500) {
    return {
      statusCode: status,
      body: errorBody(status, clientErrorMessage(fastifyError)),
      unexpected: false,
    };
  }
  return { statusCode: 500, body: errorBody(500, "Server error occurred"), unexpected: true };
}

/** The SQLSTATE of a database error; Drizzle wraps the driver's error in its cause. */
function databaseErrorCode(error: unknown): string | undefined {
  let current = error as { code?: unknown; cause?: unknown } | null | undefined;
  for (let depth = 0; current && depth < 3; depth++) {
    if (typeof current.code === "string" && !current.code.startsWith("FST_")) return current.code;
    current = current.cause as typeof current;
  }
  return undefined;
}

function isConnectionLost(error: unknown): boolean {
  let current = error as { message?: unknown; cause?: unknown } | null | undefined;
  for (let depth = 0; current && depth < 3; depth++) {
    if (typeof current.message === "string" && CONNECTION_LOST.test(current.message)) return true;
    current = current.cause as typeof current;
  }
  return false;
}

/** Fastify's own 4xx messages, rewritten where they would confuse a person. */
function clientErrorMessage(error: FastifyError): string {
  switch (error.code) {
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return "Content type must be application/json";
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return "The request body is too large";
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return "The request body is empty; send a JSON object";
    case "FST_ERR_CTP_INVALID_JSON_BODY":
      return "The request body is not valid JSON";
    default:
      return error.message || "Invalid request data";
  }
}

/**
 * What of an error may be logged (ERROR-6): a failed query's own message carries its parameters
 * (e-mails, token hashes, values), so a database error is logged by its SQLSTATE, constraint and the
 * driver's first line only.
 */
export function loggable(error: unknown): unknown {
  const code = databaseErrorCode(error);
  if (!code) return shortened(error);
  const cause = ((error as { cause?: unknown }).cause ?? error) as {
    message?: string;
    constraint?: string;
    table?: string;
  };
  return {
    type: "DatabaseError",
    code,
    constraint: cause.constraint,
    table: cause.table,
    message: String(cause.message ?? "")
      .split("\n")[0]
      ?.slice(0, 200),
  };
}

// AUTH-24: an error whose message carries a request's parameters (a failed query's text, a huge
// e-mail) is logged with its first 200 characters, so one request cannot grow the log by its size.
const LOGGED_MESSAGE_LENGTH = 200;
function shortened(error: unknown): unknown {
  if (!(error instanceof Error) || error.message.length <= LOGGED_MESSAGE_LENGTH) return error;
  return {
    type: error.name,
    message: `${error.message.slice(0, LOGGED_MESSAGE_LENGTH)}…`,
    stack: error.stack?.split("\n").slice(1, 8).join("\n"),
  };
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const { statusCode, body, unexpected } = toErrorResponse(error);
    // PLATFORM-18: the line names its request (with request logs off there is no per-request logger).
    if (unexpected) request.log.error({ err: loggable(error), req: request }, "request failed");
    else request.log.info({ statusCode, code: body.code }, body.message);
    if (error instanceof HttpError && error.retryAfterSeconds !== undefined) {
      reply.header("retry-after", String(error.retryAfterSeconds));
    }
    return reply.status(statusCode).send(body);
  });
}
