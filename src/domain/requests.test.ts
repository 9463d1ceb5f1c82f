import { describe, expect, it } from "vitest";
import { REQUEST_STATES, STEP_OUTCOME_TEXT, stepOutcome } from "./requests";

describe("REQUEST-41: what became of an approval level", () => {
  it.each([
    // decision, has a head, its turn, state → outcome
    ["approved", true, false, "applied", "approved"],
    ["rejected", true, false, "rejected", "rejected"],
    [null, false, false, "open", "skipped"],
    [null, false, false, "applied", "skipped"],
    [null, true, true, "in_review", "awaiting"],
    [null, true, false, "open", "not_yet"],
    [null, true, false, "applied", "not_needed"],
    [null, true, false, "rejected", "not_reached"],
  ] as const)("%s, head %s, turn %s, %s → %s", (decision, hasHead, awaited, state, outcome) => {
    expect(stepOutcome({ decision, hasHead, awaited, state })).toBe(outcome);
  });

  it("a closed request never reads 'Not yet'", () => {
    for (const state of REQUEST_STATES.filter((s) => s === "applied" || s === "rejected")) {
      for (const hasHead of [true, false]) {
        const outcome = stepOutcome({ decision: null, hasHead, awaited: false, state });
        expect(STEP_OUTCOME_TEXT[outcome]).not.toBe("Not yet");
      }
    }
  });
});
