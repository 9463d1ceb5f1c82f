import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { type Database, selectRows, type Tx } from "../../db/client";
import { withPlatform } from "../../db/tenant";
import { errorMessages as m } from "../../error-messages";
import { described, HttpError } from "../../http-error";

export type Limit = { max: number; windowSeconds: number };

// ERROR-2: a 429 reads 'Too many requests. Please try again later'.
export const tooManyRequests = () => new HttpError(429, described(m.rateLimited));

/**
 * AUTH-46: a sign-in refused by any of its limits says a one-time sign-in link can be mailed instead;
 * every sign-in 429 says so, for an address with an account or without, so it reveals nothing.
 */
export const tooManySignIns = () =>
  new HttpError(429, described(m.rateLimited), "RATE_LIMITED", undefined, {
    signInLinkAvailable: true,
  });

/**
 * AUTH-24: a counter's key is stored as its SHA-256, never as the e-mail or address it names, so a key
 * of any length fits the index and the table holds no personal data.
 */
export const storedKey = (key: string) => createHash("sha256").update(key).digest("hex");

/**
 * Counts one event against key in a fixed window kept in the database (so every app process counts
 * the same), and answers the count within the window including this one.
 */
export async function countHit(tx: Tx, key: string, limit: Limit): Promise<number> {
  const [row] = await selectRows<{ count: number }>(
    tx,
    sql`
    insert into rate_limits (key, count, window_started_at) values (${storedKey(key)}, 1, now())
    on conflict (key) do update set
      count = case when rate_limits.window_started_at < now() - make_interval(secs => ${limit.windowSeconds})
                   then 1 else rate_limits.count + 1 end,
      window_started_at = case when rate_limits.window_started_at < now() - make_interval(secs => ${limit.windowSeconds})
                   then now() else rate_limits.window_started_at end
    returning count`,
  );
  return row?.count ?? 1;
}

/** The count within the current window, without counting. */
export async function currentCount(tx: Tx, key: string, limit: Limit): Promise<number> {
  const [row] = await selectRows<{ count: number }>(
    tx,
    sql`select count from rate_limits
         where key = ${storedKey(key)} and window_started_at >= now() - make_interval(secs => ${limit.windowSeconds})`,
  );
  return row?.count ?? 0;
}

export async function clearHits(tx: Tx, key: string): Promise<void> {
  await tx.execute(sql`delete from rate_limits where key = ${storedKey(key)}`);
}

/** Counts the hit and refuses with 429 once the limit is passed. */
export async function enforceLimit(tx: Tx, key: string, limit: Limit): Promise<void> {
  if ((await countHit(tx, key, limit)) > limit.max) throw tooManyRequests();
}

/** Takes one event back (a login that turned out right is not a wrong try). */
export async function refundHit(tx: Tx, key: string): Promise<void> {
  await tx.execute(sql`update rate_limits set count = greatest(count - 1, 0) where key = ${storedKey(key)}`);
}

/**
 * AUTH-22: counts each hit in a transaction of its own, committed before the work it guards starts,
 * so a request that fails later (a 409, a wrong token) cannot roll its own count back; refuses with
 * 429 when any of the limits is passed. The increment-and-check is one statement per key, so
 * concurrent requests cannot all see room under the limit. AUTH-42: the limits are given narrowest
 * first (the address, then everyone's); a request one limit refuses is not counted by the ones after
 * it, so one address refused by its own limit cannot use up everyone's.
 */
export async function enforceLimits(db: Database, hits: [key: string, limit: Limit][]): Promise<void> {
  const over = await withPlatform(db, async (tx) => {
    for (const [key, limit] of hits) {
      if ((await countHit(tx, key, limit)) > limit.max) return true;
    }
    return false;
  });
  if (over) throw tooManyRequests();
}

/** Records that key happened now (a sign-in from an address); read back with currentCount. */
export async function stampKey(tx: Tx, key: string): Promise<void> {
  await tx.execute(
    sql`insert into rate_limits (key, count, window_started_at) values (${storedKey(key)}, 1, now())
        on conflict (key) do update set count = 1, window_started_at = now()`,
  );
}

/**
 * AUTH-45: counts the per-address limits (refusing with 429 past any of them, AUTH-42) and then
 * everyone's; answers whether everyone's budget is spent, which slows the request (`slowLane`) rather
 * than refusing it.
 */
export async function countLimitsSlowingGlobal(
  db: Database,
  perAddress: [key: string, limit: Limit][],
  global: [key: string, limit: Limit],
): Promise<{ overGlobal: boolean }> {
  const outcome = await withPlatform(db, async (tx) => {
    for (const [key, limit] of perAddress) {
      if ((await countHit(tx, key, limit)) > limit.max) return "refused" as const;
    }
    return (await countHit(tx, global[0], global[1])) > global[1].max ? ("slow" as const) : ("ok" as const);
  });
  if (outcome === "refused") throw tooManyRequests();
  return { overGlobal: outcome === "slow" };
}

/**
 * AUTH-45: a queue in this process for the work past everyone's budget: `concurrency` at a time, the
 * rest waiting their turn; a request that would wait longer than `maxWaitMs` is refused (429) instead.
 */
export function slowLane(concurrency: number, maxWaitMs: number) {
  let running = 0;
  const waiting: { admit: () => void; timer: NodeJS.Timeout }[] = [];
  const next = () => {
    const first = waiting.shift();
    if (!first) return;
    clearTimeout(first.timer);
    first.admit();
  };
  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (running >= concurrency) {
        await new Promise<void>((resolve, reject) => {
          const entry = {
            admit: () => resolve(),
            timer: setTimeout(() => {
              waiting.splice(waiting.indexOf(entry), 1);
              reject(tooManyRequests());
            }, maxWaitMs),
          };
          waiting.push(entry);
        });
      } else {
        running += 1;
      }
      try {
        return await work();
      } finally {
        if (waiting.length > 0) next();
        else running -= 1;
      }
    },
  };
}
