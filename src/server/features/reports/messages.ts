import { defineMessages } from "@formatjs/intl";

// docs/decisions/026, REPORT-29: the briefing book's own words, in the language of whoever asked for it (or
// of a scheduled recipient). Names the organization gave (functions, objectives, KPIs, custom perspective
// names) stay as they are.
export const pdfMessages = defineMessages({
  outlineCover: { id: "server.pdf.outlineCover", defaultMessage: "Cover" },
  briefingBook: { id: "server.pdf.briefingBook", defaultMessage: "BRIEFING BOOK" },
  noFunction: { id: "server.pdf.noFunction", defaultMessage: "No function yet" },
  overallScore: { id: "server.pdf.overallScore", defaultMessage: "Overall score" },
  coverage: {
    id: "server.pdf.coverage",
    defaultMessage:
      "{noun, select, objectives {{reporting} of {total} objectives reporting} other {{reporting} of {total} KPIs reporting}}",
  },
  coverageLine: { id: "server.pdf.coverageLine", defaultMessage: "Coverage: {coverage}" },
  counts: {
    id: "server.pdf.counts",
    defaultMessage: "{onTrack} on track, {atRisk} at risk, {behind} behind, {noData} without data",
  },
  generatedAt: {
    id: "server.pdf.generatedAt",
    defaultMessage:
      "Generated {generatedAt} UTC. Scores as the scorecard shows them ({view, select, ytd {year to date} other {period}} view, {frequency}).",
  },
  frequency: {
    id: "server.pdf.frequency",
    defaultMessage:
      "{frequency, select, monthly {monthly} quarterly {quarterly} annual {annual} other {{frequency}}}",
  },
  outlineStrategyMap: { id: "server.pdf.outlineStrategyMap", defaultMessage: "Strategy map" },
  strategyMapHeading: {
    id: "server.pdf.strategyMapHeading",
    defaultMessage: "Strategy map: {functionName} {year}",
  },
  noObjectivesThisYear: {
    id: "server.pdf.noObjectivesThisYear",
    defaultMessage: "This function has no objectives in this year.",
  },
  mapLegend: {
    id: "server.pdf.mapLegend",
    defaultMessage:
      "Arrows run from driver to outcome; a dashed red arrow is an inverse link. Box borders show the status.",
  },
  columnKpi: { id: "server.pdf.columnKpi", defaultMessage: "KPI" },
  columnActual: { id: "server.pdf.columnActual", defaultMessage: "Actual" },
  columnTarget: { id: "server.pdf.columnTarget", defaultMessage: "Target" },
  columnScore: { id: "server.pdf.columnScore", defaultMessage: "Score" },
  columnStatus: { id: "server.pdf.columnStatus", defaultMessage: "Status" },
  columnTrend: {
    id: "server.pdf.columnTrend",
    defaultMessage: "Trend ({count, plural, one {# period} other {# periods}})",
  },
  analysis: { id: "server.pdf.analysis", defaultMessage: "Analysis: {text}" },
  recommendations: { id: "server.pdf.recommendations", defaultMessage: "Recommendations: {text}" },
  perspectiveSummary: {
    id: "server.pdf.perspectiveSummary",
    defaultMessage:
      "{score}  ·  {status}  ·  {coverage}  ·  {count, plural, one {# objective} other {# objectives}}",
  },
  noObjectivesInPerspective: {
    id: "server.pdf.noObjectivesInPerspective",
    defaultMessage: "No objectives in this perspective.",
  },
  objectiveScore: { id: "server.pdf.objectiveScore", defaultMessage: "Score {score}" },
  objectiveWeight: { id: "server.pdf.objectiveWeight", defaultMessage: "weight {weight}" },
  objectiveTheme: { id: "server.pdf.objectiveTheme", defaultMessage: "theme {theme}" },
  noKpis: { id: "server.pdf.noKpis", defaultMessage: "No KPIs." },
  initiativesLine: { id: "server.pdf.initiativesLine", defaultMessage: "Initiatives: {list}" },
  initiativeItem: { id: "server.pdf.initiativeItem", defaultMessage: "{name} ({percent}, {health})" },
  health: {
    id: "server.pdf.health",
    defaultMessage:
      "{health, select, on_track {On track} behind {Behind} over_budget {Over budget} not_started {Not started} done {Done} other {{health}}}",
  },
  outlineInitiatives: { id: "server.pdf.outlineInitiatives", defaultMessage: "Initiatives" },
  noInitiatives: {
    id: "server.pdf.noInitiatives",
    defaultMessage: "No initiatives are linked to this function's objectives.",
  },
  noOwner: { id: "server.pdf.noOwner", defaultMessage: "No owner" },
  initiativeDetails: {
    id: "server.pdf.initiativeDetails",
    defaultMessage: "{owner}  ·  {startDate} to {endDate}  ·  {percent} complete  ·  {health}",
  },
  pageOf: { id: "server.pdf.pageOf", defaultMessage: "Page {page} of {pages}" },
  title: { id: "server.pdf.title", defaultMessage: "Briefing book: {name}, {periodLabel}" },
  noData: { id: "server.pdf.noData", defaultMessage: "No data" },
  status: {
    id: "server.pdf.status",
    description: "A KPI status name (SCORE-5), as the screens show it",
    defaultMessage:
      "{status, select, exceeds {Exceeds Target} onTarget {On Target} nearTarget {Near Target} atRisk {At Risk} belowTarget {Below Target} other {No Data}}",
  },
  perspective: {
    id: "server.pdf.perspective",
    description: "A balanced scorecard perspective's default name",
    defaultMessage:
      "{perspective, select, Financial {Financial} Customer {Customer} Internal_Process {Internal Process} other {Learning & Growth}}",
  },
});
