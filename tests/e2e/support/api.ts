import { baseUrl } from "./browser";

// The end-to-end suite's one way to call the app's API from the test process: set-up through the API
// is faster than clicking through screens that other tests already cover, and a failed set-up call
// says which call and what the server answered.

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export type Reply<T = unknown> = { status: number; body: T };

let visitor = 0;
// Numbers its visitors from a random block: the suite's calls come through loopback as if from many
// visitors (the app trusts the loopback proxy's X-Forwarded-For, AUTH-20), so the per-address limits on
// sign-ups and sign-ins never add up across files or runs. Each visitor has a /64 of its own, as the limits
// count an IPv6 address by its /64 (AUTH-41).
const addressBlock = Math.floor(Math.random() * 0xffff + 1).toString(16);

/** A client address of its own for the next call. */
export function nextVisitor(): string {
  visitor += 1;
  return `2001:db8:${addressBlock}:${visitor.toString(16)}::1`;
}

/** The cookies a response set, as a Cookie header (the session cookie of a sign-up or sign-in). */
export function cookieOf(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** One call; `cookie` is the session (none: signed out). Answers the status and the parsed body. */
export async function call<T = unknown>(
  cookie: string | undefined,
  method: Method,
  path: string,
  body?: unknown,
): Promise<Reply<T> & { response: Response }> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: {
      "x-forwarded-for": nextVisitor(),
      ...(cookie ? { cookie } : {}),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: the text as it came
  }
  return { status: response.status, body: parsed as T, response };
}

/** A signed-in caller: `send` insists on a 2xx answer (or the given status) and answers the body. */
export type Api = {
  cookie: string;
  call<T = unknown>(method: Method, path: string, body?: unknown): Promise<Reply<T>>;
  send<T = { id: string }>(method: Method, path: string, body?: unknown, status?: number): Promise<T>;
  get<T = unknown>(path: string): Promise<T>;
  post<T = { id: string }>(path: string, body: unknown): Promise<T>;
  put<T = { id: string }>(path: string, body: unknown): Promise<T>;
  patch<T = { id: string }>(path: string, body: unknown): Promise<T>;
  delete<T = unknown>(path: string): Promise<T>;
};

export function apiAs(cookie: string): Api {
  const send = async <T>(method: Method, path: string, body?: unknown, status?: number): Promise<T> => {
    const reply = await call<T>(cookie, method, path, body);
    const ok = status === undefined ? reply.status >= 200 && reply.status < 300 : reply.status === status;
    if (!ok) {
      const wanted = status === undefined ? "" : `, not ${status}`;
      throw new Error(`${method} ${path} answered ${reply.status}${wanted}: ${JSON.stringify(reply.body)}`);
    }
    return reply.body;
  };
  return {
    cookie,
    call: (method, path, body) => call(cookie, method, path, body),
    send,
    get: (path) => send("GET", path),
    post: (path, body) => send("POST", path, body),
    put: (path, body) => send("PUT", path, body),
    patch: (path, body) => send("PATCH", path, body),
    delete: (path) => send("DELETE", path),
  };
}
