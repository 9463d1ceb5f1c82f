import { expect, it } from "vitest";
import { myUpdateState } from "./reporting-calendar";

// APPROVAL-15: a refused value still standing reads Rejected on My Updates, even over an approved value.
it.each([
  // has an actual, pending, rejected, due date passed → state
  [true, false, true, false, "rejected"],
  [false, false, true, true, "rejected"],
  [true, true, true, false, "submitted"],
  [true, false, false, false, "approved"],
  [false, false, false, true, "overdue"],
  [false, false, false, false, "due"],
] as const)(
  "actual %s, pending %s, rejected %s, past due %s → %s",
  (hasActual, pending, rejected, late, state) => {
    const dueDate = "2026-03-10";
    const today = late ? "2026-03-11" : "2026-03-10";
    expect(myUpdateState({ hasActual, pending, rejected, dueDate, today })).toBe(state);
  },
);
