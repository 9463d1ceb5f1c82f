// Exports (EXPORT-1..EXPORT-16): the rows of a scorecard export and of the facts feed, shaped from what
// the scorecard engine answered. Pure: the server reads and scores, this only lays the figures out.
import type { ViewType } from "./aggregation";
import {
  calendarMonthOf,
  type Frequency,
  fiscalEndOf,
  type PeriodKey,
  periodKeysFor,
  periodLabel,
} from "./periods";
import type { ScorecardResponse } from "./schemas/scorecard";
import { fileNamePart } from "./spreadsheet-cells";

/** EXPORT-3: what a cell holds, so the XLSX can give it a number format (the CSV writes it as it is). */
export type ExportCellKind = "text" | "score" | "weight" | "value" | "count";

/** EXPORT-2: the columns of a scorecard export, in order, with their header and kind. */
export const SCORECARD_EXPORT_COLUMNS = [
  { key: "perspective", header: "Perspective", kind: "text", width: 18 },
  { key: "objective", header: "Objective", kind: "text", width: 34 },
  { key: "objectiveWeight", header: "Objective weight", kind: "weight", width: 11 },
  { key: "objectiveScore", header: "Objective score", kind: "score", width: 11 },
  { key: "objectiveStatus", header: "Objective status", kind: "text", width: 15 },
  { key: "coverage", header: "Coverage", kind: "text", width: 11 },
  { key: "kpi", header: "KPI", kind: "text", width: 34 },
  { key: "kpiWeight", header: "KPI weight", kind: "weight", width: 10 },
  { key: "unit", header: "Unit", kind: "text", width: 10 },
  { key: "target", header: "Target", kind: "value", width: 13 },
  { key: "actual", header: "Actual", kind: "value", width: 13 },
  { key: "score", header: "Score", kind: "score", width: 9 },
  { key: "status", header: "Status", kind: "text", width: 15 },
  { key: "owner", header: "Owner", kind: "text", width: 20 },
  { key: "analysis", header: "Analysis", kind: "text", width: 40 },
  { key: "recommendations", header: "Recommendations", kind: "text", width: 40 },
] as const satisfies readonly { key: string; header: string; kind: ExportCellKind; width: number }[];

/**
 * EXPORT-17: the precision every file the app exports declares for its numbers, in decimals: scores are
 * the screens' whole points, weights have two decimals (as WEIGHT-2 reads them), targets and actuals four.
 */
export const FILE_DECIMALS = { score: 0, weight: 2, value: 4 } as const satisfies Partial<
  Record<ExportCellKind, number>
>;

/**
 * EXPORT-17: a number as a file holds it, rounded to its kind's declared precision, so a sum such as
 * 30.43 + 30.43 + 30.43 is written 91.29, never 91.28999999999999; null stays null (no data).
 */
export function fileNumber(value: number | null, kind: keyof typeof FILE_DECIMALS): number | null {
  if (value === null || !Number.isFinite(value)) return null;
  // + 0 writes -0 (a tiny negative rounded away) as 0.
  return Number(value.toFixed(FILE_DECIMALS[kind])) + 0;
}

export type ScorecardExportKey = (typeof SCORECARD_EXPORT_COLUMNS)[number]["key"];
export type ScorecardExportRow = Record<ScorecardExportKey, string | number | null>;

/** COMMENT-1: a KPI assignment's current commentary of the exported period. */
export type PeriodCommentaryText = { analysis: string; recommendations: string };

/** ROLLUP-6 in words: '2 of 3' (never '2/3', which a spreadsheet reads as a date). */
export function coverageText(coverage: { reporting: number; total: number }): string {
  return `${coverage.reporting} of ${coverage.total}`;
}

/**
 * EXPORT-2: one row per KPI of each objective, in the screen's order (perspectives in BSC order, the
 * objectives as the scorecard lists them); an objective without KPIs still has a row. Every figure is
 * the scorecard's own at its declared precision (EXPORT-17); null stays empty (never 0, README 'Honest
 * scores').
 */
export function scorecardExportRows(
  card: ScorecardResponse,
  commentary: ReadonlyMap<string, PeriodCommentaryText> = new Map(),
): ScorecardExportRow[] {
  const rows: ScorecardExportRow[] = [];
  for (const perspective of card.perspectives) {
    for (const objective of card.objectives) {
      if (objective.bscPerspective !== perspective.key) continue;
      const head = {
        perspective: perspective.name,
        objective: objective.name,
        objectiveWeight: fileNumber(objective.weight, "weight"),
        objectiveScore: fileNumber(objective.score, "score"),
        objectiveStatus: objective.status,
        coverage: coverageText(objective.coverage),
      };
      if (objective.kpis.length === 0) {
        rows.push({
          ...head,
          kpi: null,
          kpiWeight: null,
          unit: null,
          target: null,
          actual: null,
          score: null,
          status: null,
          owner: null,
          analysis: null,
          recommendations: null,
        });
      }
      for (const kpi of objective.kpis) {
        const comment = commentary.get(kpi.kpiAssignmentId);
        rows.push({
          ...head,
          kpi: kpi.name,
          kpiWeight: fileNumber(kpi.weight, "weight"),
          unit: kpi.unit,
          target: fileNumber(kpi.target, "value"),
          actual: fileNumber(kpi.actual, "value"),
          score: fileNumber(kpi.score, "score"),
          status: kpi.status,
          owner: kpi.ownerName,
          analysis: comment?.analysis || null,
          recommendations: comment?.recommendations || null,
        });
      }
    }
  }
  return rows;
}

/** EXPORT-4: the title of an export: organization, function, period (and view), overall score. */
export function scorecardExportTitle(organization: string, card: ScorecardResponse): string {
  const period = periodLabel(card.frequency, card.period as PeriodKey, card.year, card.fiscalYearStartMonth);
  const view = card.view === "ytd" ? "year to date" : "period";
  return `${organization} — ${card.functionName ?? "No function"} — ${period} (${view})`;
}

/** EXPORT-6: `<organization>-<function>-<period>-<year>.<extension>`, in safe characters only. */
export function scorecardExportFileName(
  organization: string,
  card: Pick<ScorecardResponse, "functionName" | "period" | "year" | "view">,
  extension: "xlsx" | "csv",
): string {
  const view = card.view === "ytd" ? "-ytd" : "";
  return [
    fileNamePart(organization, "organization"),
    fileNamePart(card.functionName ?? "", "scorecard"),
    `${fileNamePart(card.period, "period")}${view}`,
    String(card.year),
  ]
    .join("-")
    .concat(`.${extension}`);
}

/** EXPORT-11: the kind of period a fact row is about. */
export type FactPeriodType = "month" | "quarter" | "annual";

/** EXPORT-11: one view of the year the facts feed scores: a view frequency and one of its periods. */
export type FactView = {
  periodType: FactPeriodType;
  viewFrequency: Frequency;
  period: PeriodKey;
  /** AGG-1: the annual view is year to date. */
  view: ViewType;
};

const PERIOD_TYPE: Record<Frequency, FactPeriodType> = {
  monthly: "month",
  quarterly: "quarter",
  annual: "annual",
};
const FINENESS: Record<Frequency, number> = { monthly: 0, quarterly: 1, annual: 2 };

/** EXPORT-11: every view of the year in fiscal order: the months, the quarters, then the year. */
export function factViews(fiscalYearStartMonth: number): FactView[] {
  const views: FactView[] = [];
  for (const viewFrequency of ["monthly", "quarterly", "annual"] as const) {
    for (const period of periodKeysFor(viewFrequency, fiscalYearStartMonth)) {
      views.push({
        periodType: PERIOD_TYPE[viewFrequency],
        viewFrequency,
        period,
        view: viewFrequency === "annual" ? "ytd" : "period",
      });
    }
  }
  return views;
}

/**
 * EXPORT-11: a KPI has a fact in a view of its own frequency or a coarser one (a monthly KPI in months,
 * quarters and the year; a quarterly KPI in quarters and the year; an annual KPI in the year).
 */
export function kpiHasFactIn(kpiFrequency: Frequency, viewFrequency: Frequency): boolean {
  return FINENESS[viewFrequency] >= FINENESS[kpiFrequency];
}

const MONTHS_IN: Record<FactPeriodType, number> = { month: 1, quarter: 3, annual: 12 };

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

const two = (n: number) => String(n).padStart(2, "0");

/** EXPORT-12, FISCAL-2: a period's first and last calendar days, as ISO dates ('2026-04-01'). */
export function periodSpan(
  year: number,
  key: PeriodKey,
  periodType: FactPeriodType,
  fiscalYearStartMonth: number,
): { start: string; end: string } {
  const endPosition = periodType === "annual" ? 12 : fiscalEndOf(key, fiscalYearStartMonth);
  const first = calendarMonthOf(year, endPosition - MONTHS_IN[periodType] + 1, fiscalYearStartMonth);
  const last = calendarMonthOf(year, endPosition, fiscalYearStartMonth);
  return {
    start: `${first.year}-${two(first.month)}-01`,
    end: `${last.year}-${two(last.month)}-${two(daysInMonth(last.year, last.month))}`,
  };
}
