import { describe, expect, it } from "vitest";
import {
  DRIVER_MARKERS,
  filesMarked,
  ISOLATION_MARKERS,
  markersOf,
  testFiles,
} from "../support/test-selection";

// The rule that picks the PostgreSQL pass and the files with a module graph of their own
// (docs/decisions/022): what each kind of source is taken for.
describe("test selection", () => {
  it.each([
    ["a test that branches on the driver", "if (TEST_DRIVER === 'postgres') {", true],
    ["two requests at once", "await Promise.all([a(), b()]);", true],
    ["requests whose failures are counted", "await Promise.allSettled(calls);", true],
    ["hand-written SQL", "await tx.execute(sql`select 1`);", true],
    ["the tenancy wall", "describe('row-level security holds', () => {", true],
    ["a lock", "it('waits for the row lock: select … for update', async () => {", true],
    ["plain requests and answers", "const res = await t.app.inject({ url: '/api/kpis' });", false],
    ["a notification, which is not a database notice", "expect(notifications).toHaveLength(1);", false],
  ])("%s → on PostgreSQL: %s", (_what, source, onPostgres) => {
    expect(markersOf(source, DRIVER_MARKERS).length > 0).toBe(onPostgres);
  });

  it.each([
    ["a mocked module", 'vi.mock("@node-rs/argon2", async () => ({}));', true],
    ["a stubbed environment", 'vi.stubEnv("NODE_ENV", "production");', true],
    ["fake timers", "vi.useFakeTimers();", true],
    ["a spy on an object", "const spy = vi.spyOn(console, 'log');", false],
  ])("%s → a module graph of its own: %s", (_what, source, isolated) => {
    expect(markersOf(source, ISOLATION_MARKERS).length > 0).toBe(isolated);
  });

  it("sends the tenancy and concurrency tests to PostgreSQL and leaves a plain one out", () => {
    const api = testFiles("tests/api", ".test.ts");
    const chosen = filesMarked(api, DRIVER_MARKERS);
    expect(chosen).toEqual(
      expect.arrayContaining(["tests/api/tenancy-wall.test.ts", "tests/api/concurrency.test.ts"]),
    );
    expect(chosen).not.toContain("tests/api/compression.test.ts");
    expect(chosen.length).toBeLessThan(api.length);
  });
});
