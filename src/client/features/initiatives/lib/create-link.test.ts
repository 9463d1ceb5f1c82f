import { describe, expect, it } from "vitest";
import { readCreateLink, withoutCreateLink } from "./create-link";

describe("a link that opens the create dialog (UI-101)", () => {
  it("reads the objective and KPI to prefill", () => {
    expect(readCreateLink(new URLSearchParams("new=1&objectiveAssignmentId=o1&kpiAssignmentId=k1"))).toEqual({
      objectiveAssignmentId: "o1",
      kpiAssignmentId: "k1",
    });
    expect(readCreateLink(new URLSearchParams("new=1"))).toEqual({
      objectiveAssignmentId: undefined,
      kpiAssignmentId: undefined,
    });
  });

  it("needs new=1, and leaves the other parameters", () => {
    expect(readCreateLink(new URLSearchParams("objectiveAssignmentId=o1"))).toBeNull();
    expect(
      withoutCreateLink(new URLSearchParams("new=1&objectiveAssignmentId=o&view=timeline")).toString(),
    ).toBe("view=timeline");
  });
});
