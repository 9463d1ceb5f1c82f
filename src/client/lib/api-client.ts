// Shared behaviour (API-2, API-3): credentials on every request, JSON bodies, and errors that carry the
// status
// and the parsed body. Kept free of DOM use so that it runs under Vitest's node environment.

/** The server's one error shape (ARCH-6). */
export type ServerErrorBody = {
  message: string;
  code?: string;
  fields?: Record<string, string>;
};

/** A response that came back with a non-success status. */
export class ApiError extends Error {
  override readonly name = "ApiError";
  readonly status: number;
  /** The parsed JSON body, or the raw text when the body is not JSON. */
  readonly body: unknown;
  /** The server's `message`, when the body had one. */
  readonly serverMessage: string | undefined;
  readonly code: string | undefined;
  readonly fields: Record<string, string> | undefined;

  constructor(status: number, statusText: string, body: unknown) {
    const parsed = readServerError(body);
    const text =
      parsed?.message ?? (statusText || (typeof body === "string" && body.slice(0, 200)) || "Error");
    super(`${status}: ${text}`);
    this.status = status;
    this.body = body;
    this.serverMessage = parsed?.message;
    this.code = parsed?.code;
    this.fields = parsed?.fields;
  }
}

/** The request never got a response (offline, DNS, refused connection, CORS). */
export class NetworkError extends Error {
  override readonly name = "NetworkError";
}

function readServerError(body: unknown): ServerErrorBody | undefined {
  if (typeof body !== "object" || body === null) return undefined;
  const { message, code, fields } = body as Record<string, unknown>;
  if (typeof message !== "string") return undefined;
  return {
    message,
    code: typeof code === "string" ? code : undefined,
    fields: typeof fields === "object" && fields !== null ? (fields as Record<string, string>) : undefined,
  };
}

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export type RequestOptions = {
  signal?: AbortSignal;
  headers?: Record<string, string>;
  cache?: RequestCache;
};

export type ReadOptions = RequestOptions & {
  /** API-4: a read can answer null on 401 instead of failing; the default is to fail. */
  on401?: "throw" | "returnNull";
};

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Sends one request and resolves with the parsed body; non-success statuses reject with ApiError. */
export async function apiRequest<T>(
  method: Method,
  url: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  // No Accept header: the API answers JSON anyway, and a read that is the very request a page's preload
  // link made (PLATFORM-34) gets the preloaded answer in any browser (Chromium also matches one that adds
  // headers; the standard matches on the request).
  const headers: Record<string, string> = { ...options.headers };
  const init: RequestInit = { method, credentials: "include", headers, signal: options.signal };
  if (options.cache) init.cache = options.cache;
  if (body !== undefined) {
    headers["content-type"] = "application/json";
    init.body = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    // An abort is the caller's choice, not a network failure.
    if (error instanceof Error && error.name === "AbortError") throw error;
    throw new NetworkError(error instanceof Error ? error.message : "Network request failed", {
      cause: error,
    });
  }

  const parsed = await readBody(response);
  if (!response.ok) throw new ApiError(response.status, response.statusText, parsed);
  return parsed as T;
}

/** GET that may answer null on 401 (API-4). */
export function getJson<T>(url: string, options: ReadOptions & { on401: "returnNull" }): Promise<T | null>;
export function getJson<T>(url: string, options?: ReadOptions): Promise<T>;
export async function getJson<T>(url: string, options: ReadOptions = {}): Promise<T | null> {
  const { on401 = "throw", ...rest } = options;
  try {
    return await apiRequest<T>("GET", url, undefined, rest);
  } catch (error) {
    if (on401 === "returnNull" && error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const api = {
  get: getJson,
  post: <T>(url: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>("POST", url, body, options),
  put: <T>(url: string, body?: unknown, options?: RequestOptions) => apiRequest<T>("PUT", url, body, options),
  patch: <T>(url: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>("PATCH", url, body, options),
  delete: <T>(url: string, options?: RequestOptions) => apiRequest<T>("DELETE", url, undefined, options),
};

/** API-4: a default read GETs the URL made by joining the query key's segments with a slash. */
export function urlFromQueryKey(queryKey: readonly unknown[]): string {
  return queryKey.map(String).join("/");
}
