// The answer bare Fastify sends as the second ceiling (scripts/bench-hello.ts, SAME_ANSWER): the
// headers and body a route answered, as autocannon asks for it (uncompressed).

/** Headers every HTTP answer carries, which bare Fastify sets itself. */
const TRANSPORT_HEADERS = new Set(["date", "connection", "keep-alive", "content-length"]);

/** SAME_ANSWER for scripts/bench-hello.ts: what `url` answers a signed-in GET, as JSON. */
export async function readSameAnswer(url: string, cookie: string): Promise<string> {
  const res = await fetch(url, { headers: { cookie, "accept-encoding": "identity" } });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  const headers = [...res.headers].filter(([name]) => !TRANSPORT_HEADERS.has(name));
  return JSON.stringify({ headers: Object.fromEntries(headers), body: await res.text() });
}
