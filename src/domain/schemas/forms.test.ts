// The form schemas: the texts a form holds, read with the same pieces (and words) as the API's schemas.
import { describe, expect, it } from "vitest";
import { WEIGHT_MESSAGE, weightTextSchema } from "../weights";
import { actualResultFormSchemaFor, actualResultSchema } from "./actual-results";
import {
  actualResultsFormSchema,
  editKpiAssignmentFormSchema,
  KPI_REQUIRED_MESSAGE,
  kpiAssignmentFormSchema,
  OBJECTIVE_REQUIRED_MESSAGE,
  objectiveAssignmentFormSchema,
  PARENT_OBJECTIVE_REQUIRED_MESSAGE,
  TARGETS_TEXT_MESSAGE,
} from "./assignments";
import { PERIOD_VALUE_MESSAGE, periodValueTextSchema, periodValueTextSchemaFor } from "./period-maps";
import { INVALID_SCORE_CAP, INVALID_THRESHOLDS, scoringFormProblem, scoringFormSchema } from "./settings";

const ID = "0b6f6a34-6a0e-4c55-9d3b-8f0c2f7b4a11";
const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe("weightTextSchema", () => {
  it.each([
    ["25", 25],
    [" 33.3 ", 33.3],
    ["1", 1],
    ["100", 100],
  ])("reads %j as %d", (text, weight) => {
    expect(weightTextSchema.parse(text)).toBe(weight);
  });

  it.each(["", "  ", "0", "100.5", "abc", "-5"])("refuses %j with the API's words", (text) => {
    expect(messages(weightTextSchema.safeParse(text))).toEqual([WEIGHT_MESSAGE]);
  });
});

describe("periodValueTextSchema", () => {
  it("reads a blank as no value and a number (negative too, VALUE-1) as itself", () => {
    expect(periodValueTextSchema.parse(" ")).toBeNull();
    expect(periodValueTextSchema.parse("0")).toBe(0);
    expect(periodValueTextSchema.parse("12.5")).toBe(12.5);
    expect(periodValueTextSchema.parse("-1")).toBe(-1);
  });

  it("VALUE-2: reads the user's decimal separator", () => {
    expect(periodValueTextSchemaFor(",").parse("12,5")).toBe(12.5);
    expect(periodValueTextSchemaFor(",").parse("1.234,5")).toBe(1234.5);
    expect(periodValueTextSchemaFor(".").parse("12,5")).toBe(12.5);
  });

  it("VALUE-3: refuses an ambiguous entry with its own message", () => {
    expect(messages(periodValueTextSchemaFor(".").safeParse("1,234"))[0]).toContain("ambiguous");
  });

  it("VALUE-3: the actual typed on My Updates gets the same ambiguity message as the API", () => {
    const ambiguous = "The number is ambiguous: write it without a thousands separator (e.g. 1234 or 1,5)";
    expect(messages(actualResultFormSchemaFor(".").safeParse({ actualResult: "1,234" }))).toEqual([
      ambiguous,
    ]);
    expect(messages(actualResultSchema.safeParse("1,234"))).toEqual([ambiguous]);
    expect(actualResultFormSchemaFor(",").parse({ actualResult: "1.234,5" }).actualResult).toBe(1234.5);
  });

  it.each(["x", "Infinity", "NaN", "2e12", "1000000000001"])("refuses %j", (text) => {
    expect(messages(periodValueTextSchema.safeParse(text))).toEqual([PERIOD_VALUE_MESSAGE]);
  });
});

describe("the assignment forms", () => {
  it("needs the picks, says which, and checks the weight", () => {
    const result = kpiAssignmentFormSchema.safeParse({
      objectiveAssignmentId: "",
      kpiId: "",
      weight: "",
      ownerId: "",
      targets: {},
      collectFrom: "",
    });
    expect(messages(result).sort()).toEqual(
      [KPI_REQUIRED_MESSAGE, OBJECTIVE_REQUIRED_MESSAGE, WEIGHT_MESSAGE].sort(),
    );
  });

  it("reads the targets typed, blank as null, and the owner left empty as null", () => {
    const values = kpiAssignmentFormSchema.parse({
      objectiveAssignmentId: ID,
      kpiId: ID,
      weight: "40",
      ownerId: "",
      targets: { q1: "1000", q2: "", q3: "12.5" },
      collectFrom: "",
    });
    expect(values).toMatchObject({ weight: 40, ownerId: null, targets: { q1: 1000, q2: null, q3: 12.5 } });
  });

  it("gives one message for targets that are not numbers within the bounds (VALUE-1)", () => {
    const result = editKpiAssignmentFormSchema.safeParse({
      weight: "50",
      ownerId: "",
      targets: { q1: "abc" },
      collectFrom: "",
    });
    expect(messages(result)).toEqual([TARGETS_TEXT_MESSAGE]);
    expect(result.error?.issues[0]?.path).toEqual(["targets"]);
  });

  it("asks for a parent objective only below the top level", () => {
    const input = { objectiveId: ID, parentObjectiveAssignmentId: "", weight: "25" };
    expect(objectiveAssignmentFormSchema(false).parse(input).parentObjectiveAssignmentId).toBeNull();
    expect(messages(objectiveAssignmentFormSchema(true).safeParse(input))).toEqual([
      PARENT_OBJECTIVE_REQUIRED_MESSAGE,
    ]);
  });

  it("reads the actual results per period, each with its own message", () => {
    expect(actualResultsFormSchema.parse({ values: { january: "5", february: "" } })).toEqual({
      values: { january: 5, february: null },
    });
    const result = actualResultsFormSchema.safeParse({ values: { january: "Infinity" } });
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [["values", "january"], PERIOD_VALUE_MESSAGE],
    ]);
  });
});

describe("the scoring form", () => {
  const texts = {
    exceedsTargetThreshold: "100",
    onTargetThreshold: "90",
    nearTargetThreshold: "70",
    atRiskThreshold: "50",
    scoreCapPercentage: "150",
  };

  it("reads the texts, an unparsable one as its default", () => {
    expect(
      scoringFormSchema.parse({ ...texts, onTargetThreshold: "abc", scoreCapPercentage: "200" }),
    ).toEqual({
      exceedsTargetThreshold: 100,
      onTargetThreshold: 90,
      nearTargetThreshold: 70,
      atRiskThreshold: 50,
      scoreCapPercentage: 200,
    });
  });

  it("names the first problem: the order, then the cap, then a number out of range", () => {
    const values = scoringFormSchema.safeParse({ ...texts, atRiskThreshold: "75" });
    expect(values.success).toBe(false);
    const numbers = {
      exceedsTargetThreshold: 100,
      onTargetThreshold: 90,
      nearTargetThreshold: 70,
      atRiskThreshold: 50,
    };
    expect(scoringFormProblem({ ...numbers, atRiskThreshold: 75, scoreCapPercentage: 5000 })).toEqual(
      INVALID_THRESHOLDS,
    );
    expect(scoringFormProblem({ ...numbers, scoreCapPercentage: 90 })).toEqual(INVALID_SCORE_CAP);
    expect(scoringFormProblem({ ...numbers, scoreCapPercentage: 1500 })).toEqual({
      title: "Invalid Value",
      description: "Score Cap must be between 0 and 1000.",
    });
    expect(scoringFormProblem({ ...numbers, atRiskThreshold: -5, scoreCapPercentage: 150 })).toEqual({
      title: "Invalid Value",
      description: "At Risk must be between 0 and 1000.",
    });
    expect(scoringFormProblem({ ...numbers, scoreCapPercentage: 150 })).toBeNull();
  });
});
