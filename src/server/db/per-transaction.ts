import type { Tx } from "./client";

// PLATFORM-35: a write of one actual checks locks, analysis, approval and alerts, writes, logs and
// answers, and each step read the organization's settings and the assignment's year values again: 18
// statements, each of which waits its turn on a busy event loop. A read made through `oncePerTransaction`
// is made once per transaction; whoever writes what it read calls `forgetInTransaction` in the same
// transaction, so a later read sees the write. Keyed by the transaction object, so nothing outlives it.
// A savepoint is a transaction object of its own: the one savepoint (a change request's trial run) writes
// and is always rolled back, so what the outer transaction kept stays true.

const kept = new WeakMap<Tx, Map<string, Promise<unknown>>>();

/** `read()` once in this transaction for `key` (until a write forgets it), its answer shared. */
export function oncePerTransaction<T>(tx: Tx, key: string, read: () => Promise<T>): Promise<T> {
  let reads = kept.get(tx);
  if (!reads) {
    reads = new Map();
    kept.set(tx, reads);
  }
  let answer = reads.get(key) as Promise<T> | undefined;
  if (!answer) {
    answer = read();
    reads.set(key, answer);
  }
  return answer;
}

/** Forgets this transaction's reads whose key starts with `prefix`: a write changed what they read. */
export function forgetInTransaction(tx: Tx, prefix: string): void {
  const reads = kept.get(tx);
  if (!reads) return;
  for (const key of reads.keys()) if (key.startsWith(prefix)) reads.delete(key);
}
