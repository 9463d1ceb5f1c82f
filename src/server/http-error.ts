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

/** An error a service throws on purpose; its message is safe to show to the user. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code: string = ERROR_CODES[statusCode] ?? "ERROR",
    readonly fields?: Record<string, string>,
    /** More the client needs to act on the error (USER-9: what a user to be deleted owns). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = "HttpError";
  }

  /** Seconds after which the client may try again; sent as Retry-After (AUTH-23). */
  retryAfterSeconds?: number;
}

/** AUTH-23: the server is saturated right now; the answer says when to try again. */
export function busy(message: string, retryAfterSeconds: number): HttpError {
  const error = new HttpError(503, message);
  error.retryAfterSeconds = retryAfterSeconds;
  return error;
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new HttpError(400, message, "VALIDATION", fields);
export const unauthorized = (message = "Please sign in to continue") => new HttpError(401, message);
export const forbidden = (message = "You do not have permission to perform this action") =>
  new HttpError(403, message);
// TENANT-2: another organization's id answers exactly as an id that does not exist.
export const notFound = (message = "The requested resource was not found") => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
