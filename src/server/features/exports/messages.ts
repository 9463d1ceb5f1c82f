import { defineMessages } from "@formatjs/intl";

// docs/decisions/026, EXPORT-26: the scorecard file's own words (sheet, header row, labels, status names) in
// the caller's language. The facts feed's columns are field names for machines and stay as they are.
export const exportMessages = defineMessages({
  sheetName: { id: "server.exports.sheetName", defaultMessage: "Scorecard" },
  overallScore: { id: "server.exports.overallScore", defaultMessage: "Overall score" },
  coverage: { id: "server.exports.coverage", defaultMessage: "Coverage" },
  coverageValue: { id: "server.exports.coverageValue", defaultMessage: "{reporting} of {total}" },
  header: {
    id: "server.exports.header",
    description: "A column header of the scorecard export, by the column's key",
    defaultMessage:
      "{column, select, perspective {Perspective} objective {Objective} objectiveWeight {Objective weight} objectiveScore {Objective score} objectiveStatus {Objective status} coverage {Coverage} kpi {KPI} kpiWeight {KPI weight} unit {Unit} target {Target} actual {Actual} score {Score} status {Status} owner {Owner} analysis {Analysis} other {Recommendations}}",
  },
  status: {
    id: "server.exports.status",
    description: "A KPI status name (SCORE-5)",
    defaultMessage:
      "{status, select, exceeds {Exceeds Target} onTarget {On Target} nearTarget {Near Target} atRisk {At Risk} belowTarget {Below Target} other {No Data}}",
  },
});
