import { sql } from "drizzle-orm";
import { selectRows, type Tx } from "../../db/client";
import { HttpError } from "../../http-error";

export type Limit = { max: number; windowSeconds: number };

// ERROR-2: a 429 reads 'Too many requests. Please try again later'.
export const tooManyRequests = () => new HttpError(429, "Too many requests. Please try again later");

/**
 * Counts one event against key in a fixed window kept in the database (so every app process counts
 * the same), and answers the count within the window including this one.
 */
export async function countHit(tx: Tx, key: string, limit: Limit): Promise<number> {
  const [row] = await selectRows<{ count: number }>(
    tx,
    sql`
    insert into rate_limits (key, count, window_started_at) values (${key}, 1, now())
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
         where key = ${key} and window_started_at >= now() - make_interval(secs => ${limit.windowSeconds})`,
  );
  return row?.count ?? 0;
}

export async function clearHits(tx: Tx, key: string): Promise<void> {
  await tx.execute(sql`delete from rate_limits where key = ${key}`);
}

/** Counts the hit and refuses with 429 once the limit is passed. */
export async function enforceLimit(tx: Tx, key: string, limit: Limit): Promise<void> {
  if ((await countHit(tx, key, limit)) > limit.max) throw tooManyRequests();
}
