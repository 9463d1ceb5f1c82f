import { describe, expect, it } from "vitest";
import { HYPOTHESIS_MAX } from "../strategy-links";
import {
  createStrategyLinkSchema,
  saveStrategyMapPositionsSchema,
  updateStrategyLinkSchema,
} from "./strategy-map";

const A = "00000000-0000-4000-8000-000000000001";
const B = "00000000-0000-4000-8000-000000000002";

describe("createStrategyLinkSchema (STRAT-2, STRAT-3)", () => {
  it("defaults to direct and moderate; an empty hypothesis is none", () => {
    expect(
      createStrategyLinkSchema.parse({
        fromObjectiveAssignmentId: A,
        toObjectiveAssignmentId: B,
        hypothesis: "  ",
      }),
    ).toEqual({
      fromObjectiveAssignmentId: A,
      toObjectiveAssignmentId: B,
      direction: "direct",
      strength: "moderate",
      hypothesis: null,
    });
  });

  it.each([
    ["a direction outside the two", { direction: "both" }, "Direction must be direct or inverse"],
    ["a strength outside the three", { strength: "huge" }, "Strength must be weak, moderate or strong"],
    ["a hypothesis too long", { hypothesis: "h".repeat(HYPOTHESIS_MAX + 1) }, "at most 500 characters"],
    ["a driver that is no id", { fromObjectiveAssignmentId: "x" }, "fromObjectiveAssignmentId"],
  ])("refuses %s", (_name, patch, message) => {
    const result = createStrategyLinkSchema.safeParse({
      fromObjectiveAssignmentId: A,
      toObjectiveAssignmentId: B,
      ...patch,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain(message);
  });
});

describe("updateStrategyLinkSchema (STRAT-3)", () => {
  it("keeps a hypothesis left out, clears it with null, trims it otherwise", () => {
    expect(updateStrategyLinkSchema.parse({}).hypothesis).toBeUndefined();
    expect(updateStrategyLinkSchema.parse({ hypothesis: null }).hypothesis).toBeNull();
    expect(updateStrategyLinkSchema.parse({ hypothesis: " Because\n of it " }).hypothesis).toBe(
      "Because\n of it",
    );
  });
});

describe("saveStrategyMapPositionsSchema (STRAT-14)", () => {
  it.each([
    [100000, true],
    [-100000, true],
    [100000.5, false],
    [Number.POSITIVE_INFINITY, false],
    [Number.NaN, false],
  ])("x = %s → %s", (x, ok) => {
    const result = saveStrategyMapPositionsSchema.safeParse({
      functionId: A,
      positions: [{ objectiveAssignmentId: B, x, y: 0 }],
    });
    expect(result.success).toBe(ok);
  });
});
