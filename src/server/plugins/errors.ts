import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { z } from "zod";
import { DEFAULT_LOCALE, type Locale } from "../../domain/locale";
import { errorMessages as m } from "../error-messages";
import { ERROR_CODES, type ErrorBody, type ErrorText, HttpError } from "../http-error";
import { localeFor, say } from "../i18n";
import { described } from "../i18n/intl";
import { describedSentence } from "../validation-messages";

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

/**
 * ERROR-9, docs/decisions/026: a text in the caller's language: a described one by its id, an English
 * sentence of a shared schema by the catalogue's entry for it; any other stays in English.
 */
function sayText(locale: Locale, text: ErrorText): string {
  if (typeof text !== "string") return say(locale, text);
  if (locale === DEFAULT_LOCALE) return text;
  const descriptor = describedSentence(text);
  return descriptor ? say(locale, described(descriptor)) : text;
}

function errorBody(
  locale: Locale,
  statusCode: number,
  message: ErrorText,
  fields?: Record<string, string>,
): ErrorBody {
  return {
    message: sayText(locale, message),
    code: ERROR_CODES[statusCode] ?? "ERROR",
    ...(fields ? { fields } : {}),
  };
}

// zod's generic sentences in each language (ERROR-9): zod's own locales, as `z.config` would set them.
const ZOD_LOCALES = { en: z.locales.en(), de: z.locales.de() } as const;

// A finished issue keeps no input; its English sentence names the type received, which the other
// language's sentence needs (a value of that type stands in for it).
const RECEIVED: Record<string, unknown> = {
  number: 0,
  string: "",
  boolean: false,
  array: [],
  object: {},
  null: null,
  undefined: undefined,
};

/** A schema issue's message in a language: zod's generic sentence in zod's locale, ours from the catalogue. */
function issueMessage(
  locale: Locale,
  issue: { keyword: string; message?: string; params?: Record<string, unknown> },
): string {
  const english = issue.message ?? say("en", described(m.invalidValue));
  if (locale === DEFAULT_LOCALE) return english;
  const ours = describedSentence(english);
  if (ours) return say(locale, described(ours));
  const received = /received (\w+)$/.exec(english)?.[1];
  const raw = {
    ...issue.params,
    code: issue.keyword,
    ...(received && received in RECEIVED ? { input: RECEIVED[received] } : {}),
  } as unknown as Parameters<(typeof ZOD_LOCALES)["en"]["localeError"]>[0];
  const inEnglish = ZOD_LOCALES.en.localeError(raw);
  const generic = (typeof inEnglish === "string" ? inEnglish : inEnglish?.message) === english;
  if (!generic) return english;
  const translated = ZOD_LOCALES[locale].localeError(raw);
  return (typeof translated === "string" ? translated : translated?.message) ?? english;
}

/** Maps every error to {message, code, fields?} in the caller's language; a 500 never shows its cause (ARCH-6). */
export function toErrorResponse(
  error: unknown,
  locale: Locale = DEFAULT_LOCALE,
): {
  statusCode: number;
  body: ErrorBody;
  unexpected: boolean;
} {
  if (error instanceof HttpError) {
    const said = error.in(locale);
    const fields = said.fields
      ? Object.fromEntries(Object.entries(said.fields).map(([key, value]) => [key, sayText(locale, value)]))
      : undefined;
    return {
      statusCode: error.statusCode,
      body: {
        ...error.extra,
        message: sayText(locale, said.message),
        code: error.code,
        ...(fields ? { fields } : {}),
      },
      unexpected: false,
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string> = {};
    let first: { key: string; english: string } | null = null;
    for (const issue of error.validation) {
      const key =
        issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || (error.validationContext ?? "request");
      if (fields[key] !== undefined) continue;
      fields[key] = issueMessage(locale, issue as Parameters<typeof issueMessage>[1]);
      first ??= { key, english: issue.message ?? "" };
    }
    const firstMessage = first ? fields[first.key]! : say(locale, described(m.invalidRequestData));
    // Our schemas carry the spec's own sentences; zod's generic ones need the field named.
    const message =
      first && GENERIC_MESSAGE.test(first.english)
        ? say(locale, described(m.fieldProblem, { field: first.key, problem: firstMessage }))
        : firstMessage;
    return { statusCode: 400, body: errorBody(locale, 400, message, fields), unexpected: false };
  }
  if (isResponseSerializationError(error)) {
    return { statusCode: 500, body: errorBody(locale, 500, described(m.serverError)), unexpected: true };
  }
  const code = databaseErrorCode(error);
  if ((code && UNAVAILABLE_CODES.has(code)) || isConnectionLost(error)) {
    return {
      statusCode: 503,
      body: errorBody(locale, 503, described(m.databaseUnavailable)),
      unexpected: true,
    };
  }
  if (code === "23505") {
    return { statusCode: 409, body: errorBody(locale, 409, described(m.alreadyExists)), unexpected: false };
  }
  // TENANT-4, ERROR-7: a body id is looked up inside the organization before writing; should one slip through,
  // the foreign key refuses it as the request's fault, never as a server error.
  if (code === "23503") {
    return {
      statusCode: 400,
      body: errorBody(locale, 400, described(m.referenceMissing)),
      unexpected: false,
    };
  }
  // ERROR-8: class 22 (data exception: a value the column cannot hold, an index row too large) is bad input
  // that a schema should have caught: 400 for the caller, still logged as unexpected to be fixed.
  if (code?.startsWith("22") || code === "54000") {
    return {
      statusCode: 400,
      body: errorBody(locale, 400, described(m.invalidRequestData)),
      unexpected: true,
    };
  }
  if (code === "40001" || code === "40P01") {
    return {
      statusCode: 409,
      body: errorBody(locale, 409, described(m.changedWhileSaving)),
      unexpected: false,
    };
  }
  const fastifyError = error as FastifyError;
  const status = fastifyError?.statusCode;
  if (status && status >= 400 && status < 500) {
    return {
      statusCode: status,
      body: errorBody(locale, status, clientErrorMessage(fastifyError)),
      unexpected: false,
    };
  }
  return { statusCode: 500, body: errorBody(locale, 500, described(m.serverError)), unexpected: true };
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
function clientErrorMessage(error: FastifyError): ErrorText {
  switch (error.code) {
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return described(m.contentTypeJson);
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return described(m.bodyTooLarge);
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return described(m.bodyEmpty);
    case "FST_ERR_CTP_INVALID_JSON_BODY":
      return described(m.bodyNotJson);
    default:
      return error.message || described(m.invalidRequestData);
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
    const { statusCode, body, unexpected } = toErrorResponse(error, localeFor(request));
    // PLATFORM-18: the line names its request (with request logs off there is no per-request logger).
    if (unexpected) request.log.error({ err: loggable(error), req: request }, "request failed");
    else request.log.info({ statusCode, code: body.code }, body.message);
    if (error instanceof HttpError && error.retryAfterSeconds !== undefined) {
      reply.header("retry-after", String(error.retryAfterSeconds));
    }
    return reply.status(statusCode).send(body);
  });
}
