// Timing and limits (API-7, API-8): which failed reads and writes TanStack Query retries, and how long it
// waits.
// TanStack passes the number of failures so far minus one (0 on the first failure).
import { isNetworkFailure, statusOf } from "./errors";

export const BASE_RETRY_DELAY_MS = 1_000;
export const MAX_RETRY_DELAY_MS = 30_000;

/** Reads: none on 401; no response, up to 2 retries; a 5xx, once; anything else, none. */
export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  const status = statusOf(error);
  if (status === 401) return false;
  if (status === undefined) return isNetworkFailure(error) && failureCount < 2;
  if (status >= 500) return failureCount < 1;
  return false;
}

/** Writes: none on 401 or 422; no response, once; anything else, none. */
export function shouldRetryWrite(failureCount: number, error: unknown): boolean {
  const status = statusOf(error);
  if (status === undefined) return isNetworkFailure(error) && failureCount < 1;
  return false;
}

/** The delay doubles from 1 s and stops growing at 30 s. */
export function retryDelay(failureCount: number): number {
  return Math.min(BASE_RETRY_DELAY_MS * 2 ** failureCount, MAX_RETRY_DELAY_MS);
}
