// The scheduled jobs' shared timer (docs/decisions/011): each app process runs the job on an interval,
// one run at a time; the job itself claims its work in the database, so several processes never send
// twice. The timers never keep a process up.

export type PeriodicJob = { stop(): void };

export function startPeriodicJob(
  run: (now: Date) => Promise<unknown>,
  options: {
    log: { warn(obj: object, msg: string): void };
    /** What the warning says when a run fails, e.g. "reminders not sent this time". */
    failure: string;
    firstRunMs: number;
    intervalMs: number;
  },
): PeriodicJob {
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    run(new Date())
      .catch((error) => options.log.warn({ err: error }, options.failure))
      .finally(() => {
        running = false;
      });
  };
  const first = setTimeout(tick, options.firstRunMs);
  const every = setInterval(tick, options.intervalMs);
  first.unref();
  every.unref();
  return {
    stop() {
      clearTimeout(first);
      clearInterval(every);
    },
  };
}
