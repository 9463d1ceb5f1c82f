// The error catalogue (ERROR-2, ERROR-3): every failure is classified into one kind with a technical message
// and a
// user-facing message. Pure functions only, so Vitest can check the tables in a node environment.
import { ApiError, NetworkError } from "./api-client";

export const ERROR_KINDS = [
  "NETWORK",
  "AUTHENTICATION",
  "AUTHORIZATION",
  "VALIDATION",
  "NOT_FOUND",
  "SERVER",
  "CLIENT",
  "UNKNOWN",
] as const;
export type ErrorKind = (typeof ERROR_KINDS)[number];

export type AppError = {
  kind: ErrorKind;
  /** The catalogue's message for the status (ERROR-2). */
  message: string;
  /** What to show a person (ERROR-3). */
  userMessage: string;
  status: number | undefined;
  /** Per-field messages from a 400, when the server sent them. */
  fields: Record<string, string> | undefined;
  /** Network and server errors are worth retrying. */
  retryable: boolean;
  /** Authentication and validation errors need the person to act. */
  requiresUserAction: boolean;
  cause: unknown;
};

type Classified = { kind: ErrorKind; message: string };

/** Mapping from response status (ERROR-2). */
export function classifyStatus(status: number, serverMessage?: string): Classified {
  switch (status) {
    case 400:
      return { kind: "VALIDATION", message: serverMessage || "Invalid request data" };
    case 401:
      return { kind: "AUTHENTICATION", message: "Please sign in to continue" };
    case 403:
      return { kind: "AUTHORIZATION", message: "You do not have permission to perform this action" };
    case 404:
      return { kind: "NOT_FOUND", message: "The requested resource was not found" };
    case 422:
      return { kind: "VALIDATION", message: serverMessage || "Validation error" };
    // LOCK-3: a write into a closed period; the server's message says how to ask for a change.
    case 423:
      return { kind: "VALIDATION", message: serverMessage || "This period is closed" };
    case 429:
      return { kind: "SERVER", message: "Too many requests. Please try again later" };
    case 500:
    case 502:
    case 503:
    case 504:
      return { kind: "SERVER", message: "Server error. Please try again later" };
    default:
      return { kind: "SERVER", message: serverMessage || "Server error occurred" };
  }
}

/** User-facing message by kind (ERROR-3). */
export function userMessageFor(kind: ErrorKind, message?: string): string {
  switch (kind) {
    case "NETWORK":
      return "Connection problem. Please check your internet and try again.";
    case "AUTHENTICATION":
      return "Your session has expired. Please sign in again.";
    case "AUTHORIZATION":
      return "You don't have permission for this action. Contact your administrator if needed.";
    case "VALIDATION":
      return message || "Please check your input and try again.";
    case "NOT_FOUND":
      return "The item you're looking for couldn't be found.";
    case "SERVER":
      return "Server is temporarily unavailable. Please try again in a moment.";
    default:
      return "Something went wrong. Please try again.";
  }
}

/** A fetch that never got a response: our NetworkError, or the browser's bare TypeError. */
export function isNetworkFailure(error: unknown): boolean {
  if (error instanceof NetworkError) return true;
  return error instanceof TypeError && /fetch|network|load failed/i.test(error.message);
}

export function statusOf(error: unknown): number | undefined {
  return error instanceof ApiError ? error.status : undefined;
}

function build(classified: Classified, error: unknown, status?: number, fields?: Record<string, string>) {
  const { kind, message } = classified;
  return {
    kind,
    message,
    userMessage: userMessageFor(kind, message),
    status,
    fields,
    retryable: kind === "NETWORK" || kind === "SERVER",
    requiresUserAction: kind === "AUTHENTICATION" || kind === "VALIDATION",
    cause: error,
  } satisfies AppError;
}

/** Turns anything thrown by a read or a write into the catalogue's AppError. */
export function classifyError(error: unknown): AppError {
  if (error instanceof ApiError) {
    return build(classifyStatus(error.status, error.serverMessage), error, error.status, error.fields);
  }
  if (isNetworkFailure(error)) {
    return build({ kind: "NETWORK", message: "Network error. Please check your connection" }, error);
  }
  const own = error instanceof Error ? error.message : undefined;
  return build({ kind: "CLIENT", message: own || "An unexpected error occurred" }, error);
}

/**
 * The description for a failure toast: the server's own message when it sent one, else the
 * catalogue's user-facing message for network and server trouble, else the screen's fallback.
 */
export function describeFailure(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    if (error.serverMessage) return error.serverMessage;
    if (error.status >= 500 || error.status === 429) return userMessageFor("SERVER");
    return fallback;
  }
  if (isNetworkFailure(error)) return userMessageFor("NETWORK");
  return fallback;
}
