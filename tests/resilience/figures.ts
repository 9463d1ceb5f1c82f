/**
 * Prints the figures a resilience test measured (docs/deploy.md reports them: writes acknowledged and lost
 * in the kill tests, failed reads during the node kill), one line per test, easy to find in the log.
 */
export function report(label: string, figures: Record<string, number | string>): void {
  const text = Object.entries(figures)
    .map(([name, value]) => `${name}=${value}`)
    .join(" ");
  console.log(`[resilience figures] ${label}: ${text}`);
}
