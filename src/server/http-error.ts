import type { Locale } from "../domain/locale";
import { errorMessages as m } from "./error-messages";
import { type Described, described, say } from "./i18n/intl";

/** The one error shape of every failed API call: {message, code, fields?} (ARCH-6). */
export type ErrorBody = { message: string; code: string; fields?: Record<string, string> };

/** Codes by status, so the client can map them to the error kinds of ERROR-2. */
export const ERROR_CODES: Record<number, string> = {
  400: "VALIDATION",
  401: "AUTHENTICATION",
  403: "AUTHORIZATION",
  404: "NOT_FOUND",
  405: "METHOD_NOT_ALLOWED",
  409: "CONFLICT",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
  422: "VALIDATION",
  // LOCK-3: a write into a closed period.
  423: "PERIOD_LOCKED",
  429: "RATE_LIMITED",
  500: "SERVER",
  503: "UNAVAILABLE",
};

/**
 * What an error says: a described message (ERROR-9: said in the caller's language by the error handler,
 * docs/decisions/026), or a sentence in English only, not yet translated.
 */
export type ErrorText = string | Described;

const english = (text: ErrorText) => (typeof text === "string" ? text : say("en", text));

/** An error a service throws on purpose; its message is safe to show to the user. */
export class HttpError extends Error {
  /** The English words of `fields`; `fieldTexts` holds them as they were given. */
  readonly fields?: Record<string, string>;

  constructor(
    readonly statusCode: number,
    readonly text: ErrorText,
    readonly code: string = ERROR_CODES[statusCode] ?? "ERROR",
    readonly fieldTexts?: Record<string, ErrorText>,
    /** More the client needs to act on the error (USER-9: what a user to be deleted owns). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(english(text));
    this.name = "HttpError";
    if (fieldTexts) {
      this.fields = Object.fromEntries(
        Object.entries(fieldTexts).map(([key, value]) => [key, english(value)]),
      );
    }
  }

  /** Seconds after which the client may try again; sent as Retry-After (AUTH-23). */
  retryAfterSeconds?: number;

  /** ERROR-9: the message and fields in a language (a text not yet described stays in English). */
  in(locale: Locale): { message: string; fields?: Record<string, string> } {
    const sayIn = (text: ErrorText) => (typeof text === "string" ? text : say(locale, text));
    return {
      message: sayIn(this.text),
      ...(this.fieldTexts
        ? {
            fields: Object.fromEntries(
              Object.entries(this.fieldTexts).map(([key, value]) => [key, sayIn(value)]),
            ),
          }
        : {}),
    };
  }
}

/** AUTH-23: the server is saturated right now; the answer says when to try again. */
export function busy(message: ErrorText, retryAfterSeconds: number): HttpError {
  const error = new HttpError(503, message);
  error.retryAfterSeconds = retryAfterSeconds;
  return error;
}

export const badRequest = (message: ErrorText, fields?: Record<string, ErrorText>) =>
  new HttpError(400, message, "VALIDATION", fields);
export const unauthorized = (message: ErrorText = described(m.unauthorized)) => new HttpError(401, message);
export const forbidden = (message: ErrorText = described(m.forbidden)) => new HttpError(403, message);
// TENANT-2: another organization's id answers exactly as an id that does not exist.
export const notFound = (message: ErrorText = described(m.notFound)) => new HttpError(404, message);
export const conflict = (message: ErrorText) => new HttpError(409, message);

export { described };
