// docs/decisions/025: KPI Results' words (UI-17, UI-57, UI-101). German in src/locales/de/kpiResults.json.
import { defineMessage, defineMessages, type MessageTag } from "react-intl";

export const kpiResultsMessages = defineMessages({
  // Page (UI-17)
  level: { id: "kpiResults.level", defaultMessage: "Level", description: "When no function is chosen" },
  selectLevel: { id: "kpiResults.selectLevel", defaultMessage: "Select Organizational Level" },
  loading: { id: "kpiResults.loading", defaultMessage: "Loading…" },
  noFunctionsYet: { id: "kpiResults.noFunctionsYet", defaultMessage: "No functions yet" },
  functionOption: defineMessage<{ readonly name: string; readonly level: string }>({
    id: "kpiResults.functionOption",
    defaultMessage: "{name} · {level}",
  }),
  noFunctions: {
    id: "kpiResults.noFunctions",
    defaultMessage:
      "No functions yet. Create the organization's functions in Set and Cascade to see results.",
  },
  kpis: { id: "kpiResults.kpis", defaultMessage: "KPIs" },
  tableCaption: defineMessage<{ readonly name: string; readonly view: string }>({
    id: "kpiResults.tableCaption",
    defaultMessage: "{name} · {view}",
    description: "{name} is the function, {view} names the period shown",
  }),
  noKpis: { id: "kpiResults.noKpis", defaultMessage: "No KPIs are assigned to this level yet." },
  noCommentaryPeriod: {
    id: "kpiResults.noCommentaryPeriod",
    defaultMessage: "No commentary for this period.",
  },
  // Summary (UI-17)
  levelScoreSubject: defineMessage<{ readonly name: string }>({
    id: "kpiResults.levelScoreSubject",
    defaultMessage: "{name} score",
  }),
  levelScore: defineMessage<{ readonly level: string }>({
    id: "kpiResults.levelScore",
    defaultMessage: "{level} Score",
  }),
  noFunction: { id: "kpiResults.noFunction", defaultMessage: "No function" },
  kpiCount: defineMessage<{ readonly count: number }>({
    id: "kpiResults.kpiCount",
    defaultMessage: "{count, plural, one {# KPI} other {# KPIs}}",
  }),
  onTrack: { id: "kpiResults.onTrack", defaultMessage: "On Track" },
  atRisk: { id: "kpiResults.atRisk", defaultMessage: "At Risk" },
  behind: { id: "kpiResults.behind", defaultMessage: "Behind" },
  noDataCount: { id: "kpiResults.noDataCount", defaultMessage: "No Data" },
  // Table (UI-17)
  kpiName: { id: "kpiResults.kpiName", defaultMessage: "KPI Name" },
  owner: { id: "kpiResults.owner", defaultMessage: "Owner" },
  weight: { id: "kpiResults.weight", defaultMessage: "Weight" },
  target: { id: "kpiResults.target", defaultMessage: "Target" },
  actual: { id: "kpiResults.actual", defaultMessage: "Actual" },
  score: { id: "kpiResults.score", defaultMessage: "Score" },
  status: { id: "kpiResults.status", defaultMessage: "Status" },
  typeFrequency: { id: "kpiResults.typeFrequency", defaultMessage: "Type · Frequency" },
  actions: { id: "kpiResults.actions", defaultMessage: "Actions" },
  showDetails: { id: "kpiResults.showDetails", defaultMessage: "Show details and trend" },
  unassigned: { id: "kpiResults.unassigned", defaultMessage: "Unassigned", description: "No owner" },
  weightValue: defineMessage<{ readonly weight: number }>({
    id: "kpiResults.weightValue",
    defaultMessage: "{weight}%",
    description: "A weight in percent",
  }),
  noData: { id: "kpiResults.noData", defaultMessage: "No data" },
  calculated: { id: "kpiResults.calculated", defaultMessage: "Calculated" },
  kpiType: defineMessage<{ readonly cumulative: string }>({
    id: "kpiResults.kpiType",
    defaultMessage: "{cumulative, select, true {Cumulative} other {Period-Based}}",
  }),
  polarity: defineMessage<{ readonly polarity: string }>({
    id: "kpiResults.polarity",
    defaultMessage: "{polarity, select, negative {Lower Better} other {Higher Better}}",
  }),
  frequencyName: defineMessage<{ readonly frequency: string }>({
    id: "kpiResults.frequencyName",
    defaultMessage: "{frequency, select, monthly {Monthly} quarterly {Quarterly} other {Annual}}",
  }),
  requestChange: { id: "kpiResults.requestChange", defaultMessage: "Request change" },
  requestChangeTo: defineMessage<{ readonly name: string }>({
    id: "kpiResults.requestChangeTo",
    defaultMessage: "Request a change to {name}",
  }),
  updateResult: { id: "kpiResults.updateResult", defaultMessage: "Update KPI Result" },
  updateResultOf: defineMessage<{ readonly name: string }>({
    id: "kpiResults.updateResultOf",
    defaultMessage: "Update the result of {name}",
  }),
  // Detail dialog (UI-17, UI-57)
  noDescription: { id: "kpiResults.noDescription", defaultMessage: "No description" },
  type: { id: "kpiResults.type", defaultMessage: "Type" },
  polarityLabel: { id: "kpiResults.polarityLabel", defaultMessage: "Polarity" },
  trendHeading: defineMessage<{ readonly previous: string; readonly year: string }>({
    id: "kpiResults.trendHeading",
    defaultMessage: "Trend: target and actual, {previous} and {year}",
  }),
  trendFailed: { id: "kpiResults.trendFailed", defaultMessage: "The trend could not be loaded." },
  valuesIn: defineMessage<{ readonly year: string }>({
    id: "kpiResults.valuesIn",
    defaultMessage: "Values in {year}",
  }),
  period: { id: "kpiResults.period", defaultMessage: "Period" },
  commentaryIn: defineMessage<{ readonly year: string }>({
    id: "kpiResults.commentaryIn",
    defaultMessage: "Commentary in {year}",
  }),
  commentaryFor: defineMessage<{ readonly period: string }>({
    id: "kpiResults.commentaryFor",
    defaultMessage: "Commentary for {period}",
  }),
  writeCommentaryFor: defineMessage<{ readonly period: string }>({
    id: "kpiResults.writeCommentaryFor",
    defaultMessage: "Write commentary for {period}",
  }),
  // Trend chart
  pointAtPeriod: { id: "kpiResults.pointAtPeriod", defaultMessage: "Point at a period to read its values" },
  readout: defineMessage<{
    readonly period: string;
    readonly target: string;
    readonly actual: string;
    readonly strong: MessageTag;
    readonly muted: MessageTag;
  }>({
    id: "kpiResults.readout",
    defaultMessage:
      "<strong>{period}</strong><muted> · Target </muted>{target}<muted> · Actual </muted>{actual}",
  }),
  trendLabel: defineMessage<{ readonly name: string }>({
    id: "kpiResults.trendLabel",
    defaultMessage: "Trend of {name}: target and actual per period",
  }),
  // Update dialog (UI-17)
  resultUpdated: { id: "kpiResults.resultUpdated", defaultMessage: "KPI result updated successfully" },
  resultFailed: { id: "kpiResults.resultFailed", defaultMessage: "Failed to update KPI result" },
  updateResultSubmit: { id: "kpiResults.updateResultSubmit", defaultMessage: "Update Result" },
  kpiWithUnit: defineMessage<{ readonly name: string; readonly unit: string }>({
    id: "kpiResults.kpiWithUnit",
    defaultMessage: "{name} ({unit})",
  }),
  periodTargetHint: defineMessage<{ readonly target: string }>({
    id: "kpiResults.periodTargetHint",
    defaultMessage: "Target for this period: {target}",
  }),
  periodTargetActualHint: defineMessage<{ readonly target: string; readonly actual: string }>({
    id: "kpiResults.periodTargetActualHint",
    defaultMessage: "Target for this period: {target} · Current actual: {actual}",
  }),
  actualResult: { id: "kpiResults.actualResult", defaultMessage: "Actual Result" },
});
