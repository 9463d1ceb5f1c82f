// The scorecard linter, "Scorecard health" (SIGNAL-8, SIGNAL-9): findings about how a function's
// scorecard is built, not how it performs, each saying why it matters and where to fix it. Pure.
import type { ScoringMethod } from "../measures";
import type { Polarity } from "../scoring";
import { targetHelp } from "./target-help";

export type HealthRule =
  | "kpi-without-owner"
  | "kpi-without-target"
  | "kpi-without-history"
  | "same-measure-twice"
  | "negligible-weight"
  | "too-many-kpis"
  | "empty-perspective"
  | "target-inside-noise"
  | "zero-target-ratio"
  | "formula-inactive-input";

export type HealthSeverity = "error" | "warning" | "info";

export type HealthFinding = {
  rule: HealthRule;
  severity: HealthSeverity;
  subject: { type: "kpi-assignment" | "objective-assignment" | "function"; id: string; name: string };
  explanation: string;
  /** Where to fix it: a client path. */
  link: string;
};

export type HealthFunction = { id: string; name: string };
export type HealthObjective = {
  id: string;
  name: string;
  functionId: string;
  perspective: string;
  weight: number;
};
export type HealthKpi = {
  id: string;
  name: string;
  unit: string | null;
  ownerId: string | null;
  objectiveAssignmentId: string;
  weight: number;
  scoring: ScoringMethod;
  polarity: Polarity;
  code: string | null;
  /** The codes its formula refers to; null for a KPI that is entered, not calculated. */
  formulaCodes: string[] | null;
  /** This year's targets and actuals, one per period; earlier years' actuals, oldest first. */
  targets: (number | null)[];
  actuals: (number | null)[];
  history: (number | null)[];
};
export type HealthInput = {
  functions: HealthFunction[];
  objectives: HealthObjective[];
  kpis: HealthKpi[];
  perspectives: readonly { key: string; name: string }[];
};

/** SIGNAL-9: the thresholds the findings use. */
export const NEGLIGIBLE_WEIGHT = 0.02;
export const MAX_KPIS_PER_OBJECTIVE = 7;
const SEVERITY_ORDER: Record<HealthSeverity, number> = { error: 0, warning: 1, info: 2 };

export const healthLinks = {
  function: (functionId: string) => `/set-cascade?functionId=${encodeURIComponent(functionId)}`,
  library: "/library",
};

const percent = (share: number) => `${Number((share * 100).toFixed(1))} %`;

/** SIGNAL-9: two KPI names that differ only in case, punctuation, word order or filler words. */
export function sameMeasure(a: string, b: string): boolean {
  const words = (name: string) =>
    new Set(
      name
        .toLowerCase()
        .replace(/[^\p{L}\p{N}]+/gu, " ")
        .split(" ")
        .filter((word) => word && !FILLER.has(word)),
    );
  const left = words(a);
  const right = words(b);
  if (left.size === 0 || right.size === 0) return false;
  const shared = [...left].filter((word) => right.has(word)).length;
  return shared / new Set([...left, ...right]).size >= 0.75;
}
const FILLER = new Set([
  "of",
  "the",
  "a",
  "an",
  "and",
  "per",
  "in",
  "for",
  "by",
  "to",
  "rate",
  "total",
  "number",
  "no",
]);

/**
 * SIGNAL-8: the findings of one function's scorecard (its own objectives and KPIs), errors first. A KPI's
 * effective weight is its share of the function's score: its objective's share of the objective weights
 * times its share of that objective's KPI weights.
 */
export function scorecardHealth(input: HealthInput): HealthFinding[] {
  const findings: HealthFinding[] = [];
  const objectiveOf = new Map(input.objectives.map((o) => [o.id, o]));
  const functionName = new Map(input.functions.map((f) => [f.id, f.name]));
  const kpisOf = new Map<string, HealthKpi[]>();
  for (const kpi of input.kpis)
    kpisOf.set(kpi.objectiveAssignmentId, [...(kpisOf.get(kpi.objectiveAssignmentId) ?? []), kpi]);
  const objectiveTotal = new Map<string, number>();
  for (const o of input.objectives)
    objectiveTotal.set(o.functionId, (objectiveTotal.get(o.functionId) ?? 0) + o.weight);
  const kpiSubject = (kpi: HealthKpi) => ({ type: "kpi-assignment" as const, id: kpi.id, name: kpi.name });
  const linkOf = (kpi: HealthKpi) =>
    healthLinks.function(objectiveOf.get(kpi.objectiveAssignmentId)?.functionId ?? "");

  for (const kpi of input.kpis) {
    const objective = objectiveOf.get(kpi.objectiveAssignmentId);
    const add = (rule: HealthRule, severity: HealthSeverity, explanation: string, link = linkOf(kpi)) =>
      findings.push({ rule, severity, subject: kpiSubject(kpi), explanation, link });
    if (!kpi.ownerId)
      add(
        "kpi-without-owner",
        "warning",
        `${kpi.name} has no owner: nobody is reminded to report it, and its late values go unnoticed.`,
      );
    if (kpi.targets.every((target) => target === null))
      add(
        "kpi-without-target",
        "error",
        `${kpi.name} has no target this year, so it has no score and leaves its objective's score resting on the other KPIs.`,
      );
    if (kpi.formulaCodes === null && [...kpi.actuals, ...kpi.history].every((value) => value === null))
      add(
        "kpi-without-history",
        "info",
        `${kpi.name} has no actual in this year or the years before: nothing yet shows whether it is measured at all.`,
      );
    if (kpi.scoring === "ratio" && kpi.targets.some((target) => target === 0))
      add(
        "zero-target-ratio",
        "error",
        `${kpi.name} has a target of 0 with ratio scoring (actual ÷ target), which cannot be scored: use linear scoring from a baseline, or a target other than 0.`,
        healthLinks.library,
      );
    if (objective) {
      const siblings = kpisOf.get(objective.id) ?? [];
      const kpiTotal = siblings.reduce((total, k) => total + k.weight, 0);
      const objectiveShare = objective.weight / (objectiveTotal.get(objective.functionId) || 1);
      const share = objectiveShare * (kpi.weight / (kpiTotal || 1));
      if (share < NEGLIGIBLE_WEIGHT)
        add(
          "negligible-weight",
          "info",
          `${kpi.name} carries ${percent(share)} of ${functionName.get(objective.functionId) ?? "the function"}'s score (${percent(objectiveShare)} for its objective × ${percent(kpi.weight / (kpiTotal || 1))} within it): below ${percent(NEGLIGIBLE_WEIGHT)}, it hardly moves the score it is reported for.`,
        );
    }
    // SIGNAL-7: a target that routine variation meets by chance.
    const target = kpi.targets.find((value) => value !== null);
    if (target !== undefined && target !== null) {
      const series = [...kpi.history, ...kpi.actuals].map((value, i) => ({
        period: String(i),
        label: String(i),
        value,
      }));
      const help = targetHelp(series, kpi.polarity, target);
      if (help.insideNoise)
        add(
          "target-inside-noise",
          "warning",
          `${kpi.name}: ${help.warning} A status against it says more about chance than about performance.`,
        );
    }
    if (kpi.formulaCodes) {
      const functionId = objective?.functionId;
      const active = new Set(
        input.kpis
          .filter((k) => objectiveOf.get(k.objectiveAssignmentId)?.functionId === functionId && k.code)
          .map((k) => k.code!),
      );
      const missing = kpi.formulaCodes.filter((code) => !active.has(code));
      if (missing.length)
        add(
          "formula-inactive-input",
          "error",
          `${kpi.name} is calculated from ${missing.join(", ")}, which ${missing.length === 1 ? "is" : "are"} not assigned in this function this year: its value is missing or wrong.`,
        );
    }
  }

  const seen: HealthKpi[] = [];
  for (const kpi of input.kpis) {
    const twin = seen.find(
      (other) => sameMeasure(other.name, kpi.name) && (other.unit ?? "") === (kpi.unit ?? ""),
    );
    if (twin)
      findings.push({
        rule: "same-measure-twice",
        severity: "warning",
        subject: kpiSubject(kpi),
        explanation: `${kpi.name} looks like the same measure as ${twin.name}: counted twice, it weighs double in the score; keep one.`,
        link: healthLinks.library,
      });
    seen.push(kpi);
  }

  for (const objective of input.objectives) {
    const count = kpisOf.get(objective.id)?.length ?? 0;
    if (count > MAX_KPIS_PER_OBJECTIVE)
      findings.push({
        rule: "too-many-kpis",
        severity: "info",
        subject: { type: "objective-assignment", id: objective.id, name: objective.name },
        explanation: `${objective.name} has ${count} KPIs: above ${MAX_KPIS_PER_OBJECTIVE}, each weighs little and the objective is hard to discuss; keep the few that decide it.`,
        link: healthLinks.function(objective.functionId),
      });
  }

  for (const fn of input.functions) {
    const own = input.objectives.filter((o) => o.functionId === fn.id);
    if (own.length === 0) continue;
    for (const perspective of input.perspectives) {
      const measured = own.some(
        (o) => o.perspective === perspective.key && (kpisOf.get(o.id)?.length ?? 0) > 0,
      );
      if (!measured)
        findings.push({
          rule: "empty-perspective",
          severity: "warning",
          subject: { type: "function", id: fn.id, name: fn.name },
          explanation: `${fn.name} has no KPI in the ${perspective.name} perspective: a balanced scorecard measures all four.`,
          link: healthLinks.function(fn.id),
        });
    }
  }
  return findings.sort((a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity]);
}
