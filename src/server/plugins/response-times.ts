import type { FastifyInstance } from "fastify";

// ADMIN-6: the Admin Panel's System tab shows measured response times, not the spec's fixed '150ms'.
// Each API response's duration goes into a small ring buffer in this process's memory; the median
// and the 95th percentile are read over the last few minutes. Per process on purpose: nothing else
// needs it, and behind a load balancer each process reports its own (the screen says so).

/** How far back the figures look. */
export const RESPONSE_WINDOW_MS = 5 * 60 * 1000;
/** The most recent responses kept; older ones are overwritten. */
export const RESPONSE_BUFFER_SIZE = 2048;

export class ResponseTimes {
  readonly startedAt = new Date();
  private readonly at = new Float64Array(RESPONSE_BUFFER_SIZE);
  private readonly ms = new Float64Array(RESPONSE_BUFFER_SIZE);
  private next = 0;
  private filled = 0;

  record(durationMs: number, now = Date.now()): void {
    this.at[this.next] = now;
    this.ms[this.next] = durationMs;
    this.next = (this.next + 1) % RESPONSE_BUFFER_SIZE;
    this.filled = Math.min(this.filled + 1, RESPONSE_BUFFER_SIZE);
  }

  /** Median and p95 (nearest rank) of the responses within the window; null when there are none. */
  summary(now = Date.now(), windowMs = RESPONSE_WINDOW_MS) {
    const recent: number[] = [];
    for (let i = 0; i < this.filled; i++) {
      if ((this.at[i] ?? 0) >= now - windowMs) recent.push(this.ms[i] ?? 0);
    }
    recent.sort((a, b) => a - b);
    return {
      windowSeconds: windowMs / 1000,
      sampleCount: recent.length,
      medianMs: percentile(recent, 50),
      p95Ms: percentile(recent, 95),
    };
  }
}

/** Nearest-rank percentile of sorted values, rounded to 0.1 ms. */
export function percentile(sorted: number[], p: number): number | null {
  if (sorted.length === 0) return null;
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return Math.round((sorted[rank - 1] ?? 0) * 10) / 10;
}

declare module "fastify" {
  interface FastifyInstance {
    responseTimes: ResponseTimes;
  }
}

/** Registered once in app.ts as `app.register(import(...))`; not encapsulated, so it sees every route. */
async function responseTimesPlugin(app: FastifyInstance): Promise<void> {
  const times = new ResponseTimes();
  app.decorate("responseTimes", times);
  app.addHook("onResponse", (request, reply, done) => {
    // API calls only: the static client files would flatter the figures.
    if (request.url.startsWith("/api/")) times.record(reply.elapsedTime);
    done();
  });
}

// What fastify-plugin does: the hook and the decoration belong to the app, not to a child context.
(responseTimesPlugin as unknown as Record<symbol, boolean>)[Symbol.for("skip-override")] = true;

export default responseTimesPlugin;
