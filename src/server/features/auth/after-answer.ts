// AUTH-25: work that must not show in a response's timing (whether an account exists) runs after the
// answer. Pending work is awaited when the app closes, so a graceful stop still queues its mail.

const pending = new Set<Promise<void>>();

/** Runs work after the current request has answered; a failure is reported to onError. */
export function runAfterAnswer(work: () => Promise<void>, onError: (error: unknown) => void): void {
  const run = new Promise<void>((resolve) => setImmediate(resolve))
    .then(work)
    .catch(onError)
    .finally(() => pending.delete(run));
  pending.add(run);
}

/** Resolves once every piece of work started so far has finished. */
export async function settleAfterAnswer(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}
