// ACTIVITY-2, ACTIVITY-7: how an activity row reads: a sentence a manager understands, naming what was
// done to what, where (function, year or period) and, for a change, each field's old → new value. Built
// from the row alone (action, entity type, entity name and details), so rows written before a writer
// learnt to say more still read as well as their details allow.
import { MONTH_KEYS } from "./periods";
import type { Activity } from "./schemas/activities";
import { formatMeasure, SERVER_LOCALE } from "./units";

type ActivityRow = Pick<Activity, "action" | "entityType" | "entityName" | "details">;
type Details = ActivityRow["details"];

const NOUNS: Record<string, string> = {
  objective: "objective",
  objective_assignment: "objective assignment",
  kpi: "KPI",
  kpi_assignment: "KPI assignment",
  theme: "theme",
  target: "targets",
  actual_result: "actual result",
  request: "change request",
  employee: "user",
  strategy_link: "strategy map link",
  initiative: "initiative",
  milestone: "milestone",
  other: "",
};

const VERBS: Record<string, string> = {
  created: "Created",
  updated: "Updated",
  uploaded_data: "Uploaded",
  assigned: "Assigned",
  deleted: "Deleted",
};

const capitalise = (text: string) => (text ? text[0]!.toUpperCase() + text.slice(1) : text);
const words = (text: string) => text.replaceAll("_", " ").replaceAll("-", " ").trim();

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const numbers = (() => {
  let format: Intl.NumberFormat | undefined;
  return (value: number) => {
    format ??= new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });
    return format.format(value);
  };
})();

/** A value kept in details.oldValue/newValue as a person reads it; nothing to show is null. */
export function formatActivityValue(value: unknown): string | null {
  if (value === null || value === undefined || value === "") return null;
  if (typeof value === "string") return value;
  if (typeof value === "number") return Number.isFinite(value) ? numbers(value) : String(value);
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (Array.isArray(value)) {
    const parts = value.map(formatActivityValue).filter((part): part is string => part !== null);
    return parts.length ? parts.join(", ") : null;
  }
  if (isRecord(value)) {
    const parts = Object.entries(value)
      .map(([key, inner]) => {
        const text = formatActivityValue(inner);
        return text === null ? null : `${fieldLabel(key)}: ${text}`;
      })
      .filter((part): part is string => part !== null);
    return parts.length ? parts.join(", ") : null;
  }
  return null;
}

/** A stored period as the screens label it: 'march 2026' (older rows) reads 'March 2026', 'q1 2026' 'Q1 2026'. */
function periodText(period: string): string {
  return period
    .trim()
    .split(/\s+/)
    .map((word) => (/^q[1-4]$/i.test(word) ? word.toUpperCase() : capitalise(word)))
    .join(" ");
}

const FIELD_LABELS: Record<string, string> = {
  ownerName: "owner",
  bscPerspective: "perspective",
  isCumulative: "cumulative",
  percentComplete: "percent complete",
  endedFromYear: "ended from",
  dueDate: "due date",
  completedAt: "completed",
  startDate: "start date",
  endDate: "end date",
  daysAfterPeriodEnd: "days after the period ends",
  targets: "target",
};

/** A field's name as words: 'exceedsTarget' → 'exceeds target', a period key 'q1' → 'Q1', 'march' → 'March'. */
function fieldLabel(key: string): string {
  if (FIELD_LABELS[key]) return FIELD_LABELS[key]!;
  // A key that is already words (a period label, 'January 2027') stays as it is.
  if (/\s/.test(key)) return key;
  if (/^q[1-4]$/.test(key)) return key.toUpperCase();
  if (MONTHS.has(key)) return capitalise(key);
  return words(key.replace(/([a-z0-9])([A-Z])/g, "$1 $2")).toLowerCase();
}

const MONTHS = new Set<string>([...MONTH_KEYS, "annual"]);

/** Ids say nothing to a reader: a change of one is named by the fields beside it (ownerName, function). */
const isIdField = (key: string) => /Ids?$/.test(key) || key === "from" || key === "to";

const shown = (value: unknown, key = "") => {
  // A year is a name, not an amount: 2027, never '2,027'.
  if (/year/i.test(key) && typeof value === "number") return String(value);
  const text = formatActivityValue(value);
  if (text === null) return "none";
  return text.length > 60 ? `${text.slice(0, 59)}…` : text;
};

/** ACTIVITY-7: each field that differs between oldValue and newValue, 'weight 25 → 40'. */
function changesText(oldValue: unknown, newValue: unknown, prefix = ""): string[] {
  if (!isRecord(oldValue) || !isRecord(newValue)) {
    if (JSON.stringify(oldValue ?? null) === JSON.stringify(newValue ?? null)) return [];
    return [`${prefix ? `${prefix} ` : ""}${shown(oldValue)} → ${shown(newValue)}`.trim()];
  }
  const keys = [...new Set([...Object.keys(newValue), ...Object.keys(oldValue)])];
  const out: string[] = [];
  for (const key of keys) {
    if (isIdField(key)) continue;
    const before = oldValue[key];
    const after = newValue[key];
    // A field a side does not mention did not change (an edit of the weight alone sends no targets).
    if (!(key in newValue) || after === undefined) continue;
    if (JSON.stringify(before ?? null) === JSON.stringify(after ?? null)) continue;
    const label = prefix ? `${prefix} ${fieldLabel(key)}` : fieldLabel(key);
    if (isRecord(before) || isRecord(after)) {
      out.push(...changesText(isRecord(before) ? before : {}, isRecord(after) ? after : {}, label));
    } else {
      out.push(`${label} ${shown(before, key)} → ${shown(after, key)}`);
    }
  }
  return out;
}

/** Where it happened: the function and the year or period ('Operations, 2027'). */
function placeOf(details: Details, name: string): string {
  const period = typeof details.period === "string" && details.period ? periodText(details.period) : "";
  const parts = [details.functionName?.trim() ?? "", name.includes(period) ? "" : period].filter(Boolean);
  return parts.length ? ` (${parts.join(", ")})` : "";
}

/** The submitted values of a submission, with their periods when it holds several ('March 2026: 42'). */
function submittedText(submitted: unknown, details: Details): string {
  if (!isRecord(submitted)) return shown(submitted);
  const values = Object.values(submitted);
  const periods = typeof details.period === "string" ? details.period.split(", ") : [];
  if (values.length === 1) return shown(values[0]);
  return values
    .map((value, index) => `${periods[index] ? periodText(periods[index]!) : ""}: ${shown(value)}`)
    .join("; ");
}

const count = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : 0);
const plural = (n: number, one: string, many = `${one}s`) => `${numbers(n)} ${n === 1 ? one : many}`;

/** The sentences of rows whose meaning is in their details rather than their action; null for the others. */
function specialText(row: ActivityRow): string | null {
  const { action, entityType, entityName, details } = row;
  const oldValue = details.oldValue;
  const newValue = details.newValue;
  const place = placeOf(details, entityName);
  const kpi = details.kpiName || entityName;
  if (entityType === "actual_result") {
    // APPROVAL-13: a submission waits for approval; its rejection names the refused value and the reason.
    if (isRecord(newValue) && newValue.status === "pending") {
      return `Submitted actual result for approval: ${kpi}${place}, ${submittedText(newValue.submitted, details)} proposed`;
    }
    if (isRecord(newValue) && newValue.status === "rejected") {
      const refused = isRecord(oldValue) ? submittedText(oldValue.submitted, details) : "the value";
      const reason =
        typeof newValue.reason === "string" && newValue.reason ? `; reason: ${newValue.reason}` : "";
      return `Rejected actual result: ${kpi}${place}, ${refused} refused${reason}`;
    }
    // EVIDENCE-6: evidence files.
    const file = isRecord(newValue)
      ? newValue.attachment
      : isRecord(oldValue)
        ? oldValue.attachment
        : undefined;
    if (typeof file === "string") {
      return `${action === "deleted" ? "Deleted" : "Attached"} evidence: ${file} for KPI ${kpi}${place}`;
    }
    // IMPORT-18: the summary of an import, counting the rows of the file the screen left out as refused.
    if (action === "uploaded_data" && isRecord(newValue) && "written" in newValue) {
      const refused = count(newValue.errors) + count(newValue.refused);
      const rows = count(newValue.rows) + count(newValue.refused);
      return `Imported targets and actuals from a file of ${plural(rows, "row")}: ${numbers(count(newValue.written))} written, ${numbers(count(newValue.pending))} for approval, ${numbers(count(newValue.unchanged))} unchanged, ${numbers(refused)} refused`;
    }
  }
  // USER-2: a bulk upload of users is one row with its counts.
  if (
    entityType === "employee" &&
    action === "uploaded_data" &&
    isRecord(newValue) &&
    "created" in newValue
  ) {
    const invited = "invited" in newValue ? `, ${numbers(count(newValue.invited))} invited` : "";
    return `Imported users from a file: ${numbers(count(newValue.created))} added, ${numbers(count(newValue.skipped))} skipped, ${numbers(count(newValue.failed))} refused${invited}`;
  }
  // LOCK-1, LOCK-4: closing a period, and reopening it with its reason.
  if (entityType === "other" && entityName.startsWith("Closed period ")) {
    const label = entityName.slice("Closed period ".length);
    if (action === "deleted") {
      const reason =
        isRecord(newValue) && typeof newValue.reason === "string" ? `; reason: ${newValue.reason}` : "";
      return `Reopened period: ${label}${reason}`;
    }
    return `Closed period: ${label}`;
  }
  // TARGET-5: a year's targets and weights copied into another.
  if (isRecord(newValue) && "copiedFromYear" in newValue) {
    return `Copied targets and weights from ${shown(newValue.copiedFromYear, "year")} to ${shown(newValue.toYear, "year")}: ${entityName}, ${plural(count(newValue.targetsCopied), "target")} and ${plural(count(newValue.weightsCopied), "weight")}`;
  }
  // COMMENT-1: commentary on a period.
  if (isRecord(newValue) && "commentary" in newValue) {
    return `Wrote commentary: ${kpi}${place}`;
  }
  if (action === "assigned") {
    const fn = isRecord(newValue) && typeof newValue.function === "string" ? ` to ${newValue.function}` : "";
    const year =
      isRecord(newValue) && newValue.year !== undefined ? ` for ${shown(newValue.year, "year")}` : "";
    const weight =
      isRecord(newValue) && newValue.weight !== undefined ? `, weight ${shown(newValue.weight)}` : "";
    const what =
      entityType === "kpi_assignment"
        ? "KPI"
        : entityType === "objective_assignment"
          ? "objective"
          : NOUNS[entityType] || "item";
    return `Assigned ${what}: ${entityName}${fn}${place}${year}${weight}`;
  }
  // REQUEST-17, REQUEST-18: a request's decision or move.
  if (entityType === "request" && action === "updated") {
    const decision = details.decision;
    const reason = typeof details.reason === "string" && details.reason ? `; reason: ${details.reason}` : "";
    const moved = changesText(oldValue, newValue);
    const status = moved.length ? `, ${moved.join(", ")}` : "";
    if (decision === "approved") return `Approved change request: ${entityName}${status}`;
    if (decision === "rejected") return `Rejected change request: ${entityName}${status}${reason}`;
  }
  return null;
}

/** UI-113: a value in the KPI's unit the row recorded ('€3,750.50'); rows without one read as before. */
function measureOrValue(value: unknown, unit: string | null | undefined): string | null {
  if (typeof value === "number" && unit !== undefined) return formatMeasure(value, unit, SERVER_LOCALE);
  return formatActivityValue(value);
}

/**
 * Activity text (ACTIVITY-2, ACTIVITY-7): an actual_result_update reads 'Actual result updated from {old or
 * No previous value} to {new} for KPI {name}', then the function and the period when the row has them
 * ('…, Operations, March 2026'); others read '{Action} {entity type}: {entity name}', the type in words a
 * person uses ('KPI assignment', 'change request', 'user'), then where it happened and what changed:
 * 'Updated objective assignment: Grow revenue (Operations, 2027), weight 25 → 40'. Rows whose meaning is
 * in their details read as what they are ('Submitted actual result for approval: …', 'Reopened period:
 * Q3 2026; reason: …').
 */
export function activityText(activity: ActivityRow): string {
  const { details } = activity;
  if (activity.action === "actual_result_update") {
    const oldValue = measureOrValue(details.oldValue, details.unit) ?? "No previous value";
    const newValue = measureOrValue(details.newValue, details.unit) ?? "No data";
    const name = details.kpiName || activity.entityName;
    const place = [details.functionName?.trim(), details.period ? periodText(details.period) : ""]
      .filter(Boolean)
      .map((part) => `, ${part}`)
      .join("");
    return `Actual result updated from ${oldValue} to ${newValue} for KPI ${name}${place}`;
  }
  const special = specialText(activity);
  if (special) return special;
  const verb = VERBS[activity.action] ?? capitalise(words(activity.action));
  // An 'other' row names its kind in details.noun ('function', 'report schedule'); without one, none.
  const noun =
    activity.entityType === "other"
      ? typeof details.noun === "string"
        ? details.noun
        : ""
      : (NOUNS[activity.entityType] ?? words(activity.entityType));
  const head = `${verb}${noun ? ` ${noun}` : ""}: ${activity.entityName}`;
  const changes = activity.action === "updated" ? changesText(details.oldValue, details.newValue) : [];
  return `${head}${placeOf(details, activity.entityName)}${changes.length ? `, ${changes.join(", ")}` : ""}`;
}
