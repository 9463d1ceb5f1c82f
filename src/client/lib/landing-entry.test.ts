import { describe, expect, it } from "vitest";
import { startsOnLanding } from "./landing-entry";

// LANDING-7: only a first-time visit to the bare home page skips the app.
describe("startsOnLanding (LANDING-7)", () => {
  it.each([
    ["/", "", false, true],
    ["/", "?utm_source=mail", false, true],
    ["/", "?auth=signin", false, false],
    ["/", "", true, false],
    ["/dashboard", "", false, false],
    ["/reset-password", "?token=x", false, false],
  ])("%s%s, signed in before: %s → %s", (pathname, search, wasAuthenticated, expected) => {
    expect(startsOnLanding({ pathname, search }, wasAuthenticated)).toBe(expected);
  });
});
