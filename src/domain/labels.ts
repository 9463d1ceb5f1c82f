// SETTINGS-5: perspective and level names come from the organization settings; the spec's defaults apply
// when a name is unset (SETTINGS-5).
import type { BscPerspective } from "./scorecard";

export const FUNCTION_LEVELS = ["ceo", "division", "general-department", "department"] as const;
export type FunctionLevel = (typeof FUNCTION_LEVELS)[number];

/** The settings fields that name things; any of them may be unset. */
export type NamingSettings = {
  perspectiveFinancialName?: string | null;
  perspectiveCustomerName?: string | null;
  perspectiveInternalProcessName?: string | null;
  perspectiveLearningGrowthName?: string | null;
  levelCeoName?: string | null;
  levelDivisionName?: string | null;
  levelGeneralDepartmentName?: string | null;
  levelDepartmentName?: string | null;
};

// LIBRARY-1: 'Internal_Process (shown 'Internal Process'), Learning_Growth (shown 'Learning & Growth')'.
const DEFAULT_PERSPECTIVE_NAMES: Record<BscPerspective, string> = {
  Financial: "Financial",
  Customer: "Customer",
  Internal_Process: "Internal Process",
  Learning_Growth: "Learning & Growth",
};

// Corporate BSC 'Perspective display metadata' (UI-12).
export const PERSPECTIVE_DESCRIPTIONS: Record<BscPerspective, string> = {
  Financial: "Revenue and profitability objectives",
  Customer: "Customer satisfaction and retention",
  Internal_Process: "Operational efficiency and quality",
  Learning_Growth: "Employee development and innovation",
};

// Level names defaults (SETTINGS-5): CEO, Division, General Department, Department.
const DEFAULT_LEVEL_NAMES: Record<FunctionLevel, string> = {
  ceo: "CEO",
  division: "Division",
  "general-department": "General Department",
  department: "Department",
};

const PERSPECTIVE_SETTING: Record<BscPerspective, keyof NamingSettings> = {
  Financial: "perspectiveFinancialName",
  Customer: "perspectiveCustomerName",
  Internal_Process: "perspectiveInternalProcessName",
  Learning_Growth: "perspectiveLearningGrowthName",
};

const LEVEL_SETTING: Record<FunctionLevel, keyof NamingSettings> = {
  ceo: "levelCeoName",
  division: "levelDivisionName",
  "general-department": "levelGeneralDepartmentName",
  department: "levelDepartmentName",
};

function named(value: string | null | undefined, fallback: string): string {
  const trimmed = value?.trim();
  return trimmed ? trimmed : fallback;
}

export function perspectiveName(perspective: BscPerspective, settings?: NamingSettings | null): string {
  return named(settings?.[PERSPECTIVE_SETTING[perspective]], DEFAULT_PERSPECTIVE_NAMES[perspective]);
}

export function levelName(level: FunctionLevel, settings?: NamingSettings | null): string {
  return named(settings?.[LEVEL_SETTING[level]], DEFAULT_LEVEL_NAMES[level]);
}

/** Function levels (CASCADE-1): the level a child of `parent` gets; a department's child stays a department. */
export function childLevelOf(parent: FunctionLevel): FunctionLevel {
  switch (parent) {
    case "ceo":
      return "division";
    case "division":
      return "general-department";
    default:
      return "department";
  }
}

/**
 * The order of a function picker (KPI Results): down the cascade, CEO first, then by name, so it reads
 * like the organization chart.
 */
export function byCascadeOrder(
  a: { level: string; name: string },
  b: { level: string; name: string },
): number {
  const levels: readonly string[] = FUNCTION_LEVELS;
  return levels.indexOf(a.level) - levels.indexOf(b.level) || a.name.localeCompare(b.name);
}

/** Cascade parent links (CASCADE-3): the level whose objectives a level's objectives link to (none for CEO). */
export function parentLevelOf(level: FunctionLevel): FunctionLevel | null {
  const index = FUNCTION_LEVELS.indexOf(level);
  return index > 0 ? (FUNCTION_LEVELS[index - 1] ?? null) : null;
}

// Term labels (SETTINGS-5). The spec names the fields but not their defaults; these are the words the
// screens use where no label is set.
const DEFAULT_TERM_LABELS = {
  termObjectivesLabel: "Objectives",
  termKpisLabel: "KPIs",
  termThemesLabel: "Themes",
  termAssignmentsLabel: "Assignments",
  termTargetsLabel: "Targets",
  termActualResultsLabel: "Actual Results",
  termScoreLabel: "Score",
} as const;

export type TermLabelField = keyof typeof DEFAULT_TERM_LABELS;

/** SETTINGS-5: a term label from the settings, or the default word when unset. */
export function termLabel(
  settings: Partial<Record<TermLabelField, string | null>> | null | undefined,
  field: TermLabelField,
): string {
  const value = settings?.[field]?.trim();
  return value ? value : DEFAULT_TERM_LABELS[field];
}

// Display labels of the library's fields (LIBRARY-7).

/** LIBRARY-1: Under_Review is shown 'Under Review'. */
export function objectiveStatusLabel(status: string): string {
  return status.replaceAll("_", " ");
}

/** KPIs table (LIBRARY-7): Polarity reads Higher Better or Lower Better. */
export function polarityLabel(polarity: string): string {
  return polarity === "negative" ? "Lower Better" : "Higher Better";
}

/** KPIs table (LIBRARY-7): Type reads Cumulative or Period-Based. */
export function kpiTypeLabel(isCumulative: boolean): string {
  return isCumulative ? "Cumulative" : "Period-Based";
}

/** Monthly, Quarterly, Annual. */
export function frequencyLabel(frequency: string): string {
  return frequency ? frequency.charAt(0).toUpperCase() + frequency.slice(1) : frequency;
}
