import { describe, expect, it } from "vitest";
import { termLabel } from "../labels";
import { DEFAULT_SCORING_SETTINGS, scoringSettingsOf, statusForScore } from "../scoring";
import {
  INVALID_SCORE_CAP,
  INVALID_THRESHOLDS,
  organizationSettingsUpdateSchema,
  parseScoringInput,
  SCORE_PREVIEW_SAMPLES,
  scoringSettingsProblem,
  settingsProblemMessage,
} from "./settings";

const base = { ...DEFAULT_SCORING_SETTINGS };

describe("scoringSettingsProblem (SETTINGS-2)", () => {
  it.each([
    [{}, null],
    [{ exceedsTargetThreshold: 91 }, null],
    [{ exceedsTargetThreshold: 90 }, INVALID_THRESHOLDS],
    [{ onTargetThreshold: 70 }, INVALID_THRESHOLDS],
    [{ nearTargetThreshold: 50 }, INVALID_THRESHOLDS],
    [{ atRiskThreshold: 80 }, INVALID_THRESHOLDS],
    [{ scoreCapPercentage: 100 }, null],
    [{ scoreCapPercentage: 99.99 }, INVALID_SCORE_CAP],
    [{ scoreCapPercentage: Number.NaN }, INVALID_SCORE_CAP],
    [{ atRiskThreshold: 95, scoreCapPercentage: 10 }, INVALID_THRESHOLDS],
  ])("%j → %j", (patch, expected) => {
    expect(scoringSettingsProblem({ ...base, ...patch })).toEqual(expected);
  });

  it("words the server's message as 'Title: description'", () => {
    expect(settingsProblemMessage(INVALID_SCORE_CAP)).toBe(
      "Invalid Score Cap: Score cap must be at least 100%",
    );
    expect(settingsProblemMessage(INVALID_THRESHOLDS)).toBe(
      "Invalid Thresholds: Thresholds must be in descending order (Exceeds > On Target > Near Target > At Risk)",
    );
  });
});

describe("parseScoringInput (SETTINGS-3: an unparsable entry falls back to the default)", () => {
  it.each([
    ["95", "onTargetThreshold", 95],
    [" 72.5 ", "nearTargetThreshold", 72.5],
    ["", "exceedsTargetThreshold", 100],
    ["abc", "atRiskThreshold", 50],
    ["1e400", "scoreCapPercentage", 150],
  ] as const)("%j for %s → %d", (raw, field, expected) => {
    expect(parseScoringInput(raw, field)).toBe(expected);
  });
});

it("previews the spec's five samples with the default thresholds", () => {
  expect(SCORE_PREVIEW_SAMPLES.map((score) => statusForScore(score, base))).toEqual([
    "Exceeds Target",
    "On Target",
    "Near Target",
    "At Risk",
    "Below Target",
  ]);
});

describe("organizationSettingsUpdateSchema", () => {
  it("keeps only what was sent, trims text and turns blank names into null", () => {
    const parsed = organizationSettingsUpdateSchema.parse({ vision: "  Far  ", levelCeoName: " ", extra: 1 });
    expect(parsed).toEqual({ vision: "Far", levelCeoName: null });
  });

  it.each([".html", ".svg", ".xml", ".exe"])(
    "refuses %s as an allowed file type, naming it (EVIDENCE-12)",
    (type) => {
      const parsed = organizationSettingsUpdateSchema.safeParse({ allowedFileTypes: [".pdf", type] });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toMatch(
        new RegExp(`^\\${type} cannot be allowed: evidence may be \\.pdf`),
      );
    },
  );

  it("lowercases file types", () => {
    expect(organizationSettingsUpdateSchema.parse({ allowedFileTypes: [".PDF"] }).allowedFileTypes).toEqual([
      ".pdf",
    ]);
  });
});

it("termLabel and scoringSettingsOf fall back to the defaults", () => {
  expect(termLabel(null, "termKpisLabel")).toBe("KPIs");
  expect(termLabel({ termKpisLabel: " Measures " }, "termKpisLabel")).toBe("Measures");
  expect(scoringSettingsOf(undefined)).toEqual(base);
  expect(scoringSettingsOf({ atRiskThreshold: 40 })).toEqual({ ...base, atRiskThreshold: 40 });
});
