import { describe, expect, it } from "vitest";
import { frequencyLabel, kpiTypeLabel, objectiveStatusLabel, polarityLabel } from "../labels";
import {
  COLOR_MESSAGE,
  kpiCreateSchema,
  kpiUpdateFormSchemaFor,
  kpiUpdateSchema,
  NAME_REQUIRED,
  objectiveInputSchema,
  PERSPECTIVE_MESSAGE,
  STATUS_MESSAGE,
  themeCreateSchema,
  themeUpdateSchema,
  UNIT_REQUIRED,
} from "./library";

const THEME_ID = "0f8fad5b-d9cb-469f-a165-70867728950e";

/** The first message zod gives for a path, or undefined when the input passes. */
function messageAt(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return result.error?.issues.map((issue) => [issue.path.join("."), issue.message] as const)[0];
}

describe("objectiveInputSchema (LIBRARY-2)", () => {
  const valid = { name: "Grow revenue", bscPerspective: "Financial" };

  it("keeps what is sent, trims the name and turns empty references into null", () => {
    expect(
      objectiveInputSchema.parse({ ...valid, name: "  Grow revenue ", description: "", themeId: "" }),
    ).toEqual({ name: "Grow revenue", bscPerspective: "Financial", description: null, themeId: null });
  });

  it("drops organizationId: the tenant comes from the session (TENANT-1)", () => {
    expect(objectiveInputSchema.parse({ ...valid, organizationId: "someone-else" })).not.toHaveProperty(
      "organizationId",
    );
  });

  it.each([
    ["a missing name", { bscPerspective: "Financial" }, "name", NAME_REQUIRED],
    ["a blank name", { ...valid, name: "   " }, "name", NAME_REQUIRED],
    [
      "an unknown perspective",
      { ...valid, bscPerspective: "Internal Process" },
      "bscPerspective",
      PERSPECTIVE_MESSAGE,
    ],
    ["an unknown status", { ...valid, status: "Done" }, "status", STATUS_MESSAGE],
    ["a theme id that is not a UUID", { ...valid, themeId: "42" }, "themeId", "Theme must be a valid id"],
    [
      "a parent id that is not a UUID",
      { ...valid, parentObjectiveId: 7 },
      "parentObjectiveId",
      "Parent objective must be a valid id",
    ],
  ])("refuses %s", (_name, input, path, message) => {
    expect(messageAt(objectiveInputSchema.safeParse(input))).toEqual([path, message]);
  });

  it.each(["Financial", "Customer", "Internal_Process", "Learning_Growth"])(
    "accepts the stored perspective %s (LIBRARY-1)",
    (bscPerspective) => {
      expect(objectiveInputSchema.safeParse({ ...valid, bscPerspective }).success).toBe(true);
    },
  );

  it("accepts a theme id", () => {
    expect(objectiveInputSchema.parse({ ...valid, themeId: THEME_ID }).themeId).toBe(THEME_ID);
  });
});

describe("kpiCreateSchema (LIBRARY-3, LIBRARY-5, PERIOD-4)", () => {
  it("gives a new KPI quarterly, positive and '%' by default; aggregation is resolved on save (AGG-7)", () => {
    expect(kpiCreateSchema.parse({ name: "Revenue" })).toEqual({
      name: "Revenue",
      unit: "%",
      polarity: "positive",
      frequency: "quarterly",
    });
  });

  it.each([
    ["annually", "annual"],
    ["annual", "annual"],
    ["monthly", "monthly"],
    ["Quarterly", "quarterly"],
  ])("stores the frequency %s as %s", (frequency, stored) => {
    expect(kpiCreateSchema.parse({ name: "Revenue", frequency }).frequency).toBe(stored);
  });

  it.each([
    ["a missing name", { unit: "%" }, "name", NAME_REQUIRED],
    ["an empty unit", { name: "Revenue", unit: " " }, "unit", UNIT_REQUIRED],
    [
      "an unknown polarity",
      { name: "Revenue", polarity: "up" },
      "polarity",
      "Polarity must be positive or negative",
    ],
    [
      "an unknown frequency",
      { name: "Revenue", frequency: "weekly" },
      "frequency",
      "Frequency must be monthly, quarterly or annual",
    ],
    [
      "a cumulative flag that is not a boolean",
      { name: "Revenue", isCumulative: "yes" },
      "isCumulative",
      expect.any(String),
    ],
  ])("refuses %s", (_name, input, path, message) => {
    expect(messageAt(kpiCreateSchema.safeParse(input))).toEqual([path, message]);
  });
});

describe("kpiUpdateSchema (LIBRARY-3)", () => {
  it("LIBRARY-8: takes any unit as free text and refuses an empty one, as the create form does", () => {
    expect(kpiUpdateSchema.parse({ name: "Revenue", unit: "EUR thousands" }).unit).toBe("EUR thousands");
    expect(messageAt(kpiUpdateSchema.safeParse({ name: "Revenue", unit: "" }))).toEqual([
      "unit",
      UNIT_REQUIRED,
    ]);
  });

  it("VALUE-2: the form reads the baseline in the user's decimal separator", () => {
    expect(kpiUpdateFormSchemaFor(",").parse({ name: "R", baseline: "12,5" }).baseline).toBe(12.5);
    expect(kpiUpdateFormSchemaFor(".").parse({ name: "R", baseline: "" }).baseline).toBeNull();
    expect(kpiUpdateFormSchemaFor(".").safeParse({ name: "R", baseline: "1,234" }).success).toBe(false);
  });

  it("leaves out what is not sent, so it stays unchanged", () => {
    expect(kpiUpdateSchema.parse({ name: "Revenue" })).toEqual({ name: "Revenue" });
  });

  it("still requires a name", () => {
    expect(messageAt(kpiUpdateSchema.safeParse({ name: "" }))).toEqual(["name", NAME_REQUIRED]);
  });
});

describe("theme schemas (LIBRARY-5)", () => {
  it("defaults the colour to #3B82F6 and omits an empty description", () => {
    expect(themeCreateSchema.parse({ name: " Growth ", description: "  " })).toEqual({
      name: "Growth",
      description: null,
      color: "#3B82F6",
    });
  });

  it.each(["#12345", "123456", "#GGGGGG", "red", "#1234567"])("refuses the colour %s", (color) => {
    expect(messageAt(themeCreateSchema.safeParse({ name: "Growth", color }))).toEqual([
      "color",
      COLOR_MESSAGE,
    ]);
  });

  it("stores a colour upper-case", () => {
    expect(themeCreateSchema.parse({ name: "Growth", color: "#a1b2c3" }).color).toBe("#A1B2C3");
  });

  it("a patch changes only what it sends, but a name it sends may not be empty", () => {
    expect(themeUpdateSchema.parse({ color: "#000000" })).toEqual({ color: "#000000" });
    expect(messageAt(themeUpdateSchema.safeParse({ name: " " }))).toEqual(["name", NAME_REQUIRED]);
  });
});

describe("display labels (LIBRARY-7)", () => {
  it.each([
    [objectiveStatusLabel("Under_Review"), "Under Review"],
    [objectiveStatusLabel("Active"), "Active"],
    [polarityLabel("positive"), "Higher Better"],
    [polarityLabel("negative"), "Lower Better"],
    [kpiTypeLabel(true), "Cumulative"],
    [kpiTypeLabel(false), "Period-Based"],
    [frequencyLabel("annual"), "Annual"],
  ])("%s reads %s", (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
