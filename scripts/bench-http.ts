// What the API benchmarks ask of the server: over HTTP of a running one (bench.ts, bench-instructions.ts),
// or through inject() of an app built in the bench's own process (bench-import.ts, bench-strategy-map.ts).
import type { FastifyInstance } from "fastify";

/** Signs in; the session cookie, ready for a Cookie header. */
export async function signIn(base: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`Sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/** Signs in through the app's inject(); the session cookie, ready for a Cookie header. */
export async function signInByInject(app: FastifyInstance, email: string, password: string): Promise<string> {
  const login = await app.inject({
    method: "POST",
    url: "/api/auth/login",
    headers: { "content-type": "application/json" },
    payload: { email, password },
  });
  if (login.statusCode !== 200) throw new Error(`sign-in failed: ${login.statusCode} ${login.body}`);
  return login.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
}

/** Headers every HTTP answer carries, which bare Fastify sets itself. */
const TRANSPORT_HEADERS = new Set(["date", "connection", "keep-alive", "content-length"]);

/**
 * SAME_ANSWER for scripts/bench-hello.ts (the second ceiling): the headers and body `url` answers a
 * signed-in GET, as autocannon asks for it (uncompressed), as JSON.
 */
export async function readSameAnswer(url: string, cookie: string): Promise<string> {
  const res = await fetch(url, { headers: { cookie, "accept-encoding": "identity" } });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  const headers = [...res.headers].filter(([name]) => !TRANSPORT_HEADERS.has(name));
  return JSON.stringify({ headers: Object.fromEntries(headers), body: await res.text() });
}
