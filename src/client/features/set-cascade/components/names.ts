// docs/decisions/025: the names the domain gives levels, perspectives, statuses and weight balances
// (SETTINGS-5, WEIGHT-2), in the screens' language; a name the organization set is shown as it is.
import type { IntlShape, MessageDescriptor } from "react-intl";
import {
  type FunctionLevel,
  levelName,
  type NamingSettings,
  perspectiveName,
} from "../../../../domain/labels";
import { MONTH_KEYS, type MonthKey, type PeriodKey, periodName } from "../../../../domain/periods";
import type { BscPerspective } from "../../../../domain/scorecard";
import type { KpiStatus } from "../../../../domain/scoring";
import type { WeightBalance } from "../../../../domain/weights";
import { readerLocale } from "../../../lib/intl";
import { setCascadeMessages as m } from "../messages";

const LEVELS: Record<FunctionLevel, MessageDescriptor> = {
  ceo: m.levelCeo,
  division: m.levelDivision,
  "general-department": m.levelGeneralDepartment,
  department: m.levelDepartment,
};

const PERSPECTIVES: Record<BscPerspective, MessageDescriptor> = {
  Financial: m.perspectiveFinancial,
  Customer: m.perspectiveCustomer,
  Internal_Process: m.perspectiveInternalProcess,
  Learning_Growth: m.perspectiveLearningGrowth,
};

export const PERSPECTIVE_DESCRIPTION_MESSAGES: Record<BscPerspective, MessageDescriptor> = {
  Financial: m.perspectiveDescriptionFinancial,
  Customer: m.perspectiveDescriptionCustomer,
  Internal_Process: m.perspectiveDescriptionInternalProcess,
  Learning_Growth: m.perspectiveDescriptionLearningGrowth,
};

/** A level's name: the organization's own (SETTINGS-5), else the default in the screens' language. */
export function levelLabel(intl: IntlShape, level: FunctionLevel, settings?: NamingSettings | null): string {
  const own = levelName(level, settings);
  return own === levelName(level) ? intl.formatMessage(LEVELS[level]) : own;
}

/** A perspective's name: the organization's own (SETTINGS-5), else the default in the screens' language. */
export function perspectiveLabel(
  intl: IntlShape,
  perspective: BscPerspective,
  settings?: NamingSettings | null,
): string {
  const own = perspectiveName(perspective, settings);
  return own === perspectiveName(perspective) ? intl.formatMessage(PERSPECTIVES[perspective]) : own;
}

export function statusLabel(intl: IntlShape, status: KpiStatus): string {
  return intl.formatMessage(m.status, { status: status.replaceAll(" ", "_") });
}

const monthFormats = new Map<string, Intl.DateTimeFormat>();

function monthFormat(locale: string, withYear: boolean): Intl.DateTimeFormat {
  const key = `${locale} ${withYear}`;
  let format = monthFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      month: "long",
      ...(withYear ? { year: "numeric" } : {}),
      timeZone: "UTC",
    });
    monthFormats.set(key, format);
  }
  return format;
}

/** A period's name in the screens' language (UI-118): 'March' / 'März', 'Q1', 'Annual' / 'Gesamtjahr'. */
export function periodText(intl: IntlShape, key: PeriodKey): string {
  if (key === "annual") return intl.formatMessage(m.periodAnnual);
  const index = MONTH_KEYS.indexOf(key as MonthKey);
  if (index < 0) return periodName(key);
  return monthFormat(readerLocale(), false).format(Date.UTC(2000, index, 1));
}

/** A month of a year ('2026-04') as the screens write it: 'April 2026'. */
export function monthYearText(month: string): string {
  const [year, number] = month.split("-").map(Number);
  if (!year || !number) return month;
  return monthFormat(readerLocale(), true).format(Date.UTC(year, number - 1, 1));
}

const weightFormats = new Map<string, Intl.NumberFormat>();

/** A weight as the screens write it (UI-118): '40', '33.33' or '33,33', never grouped ('1100'). */
export function weightText(weight: number): string {
  const locale = readerLocale();
  let format = weightFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 2, useGrouping: false });
    weightFormats.set(locale, format);
  }
  return format.format(weight);
}

/** WEIGHT-2, WEIGHT-3: the balance's sentence, from its kind and figures. */
export function balanceMessage(
  intl: IntlShape,
  subject: "Objective" | "KPI",
  balance: WeightBalance,
): string {
  const values = { total: weightText(balance.total), difference: weightText(balance.difference) };
  if (balance.kind === "empty") return intl.formatMessage(m.noKpisAssigned);
  const objective = subject === "Objective";
  if (balance.kind === "balanced")
    return intl.formatMessage(objective ? m.objectiveWeightsBalanced : m.kpiWeightsBalanced);
  if (balance.kind === "under")
    return intl.formatMessage(objective ? m.objectiveWeightsUnder : m.kpiWeightsUnder, values);
  return intl.formatMessage(objective ? m.objectiveWeightsOver : m.kpiWeightsOver, values);
}
