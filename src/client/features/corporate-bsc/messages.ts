// docs/decisions/025: the Corporate BSC's words (UI-10, UI-11, UI-12). German in src/locales/de/corporateBsc.json.
import { defineMessage, defineMessages, type MessageTag } from "react-intl";

export const corporateBscMessages = defineMessages({
  overallScoreLabel: defineMessage<{ readonly level: string; readonly line: MessageTag }>({
    id: "corporateBsc.overallScoreLabel",
    defaultMessage: "{level} Overall<line>Score</line>",
    description:
      "Header tile beside the CEO score; {level} is the top level's name (CEO), <line> a line of its own",
  }),
  overallScoreSubject: defineMessage<{ readonly level: string }>({
    id: "corporateBsc.overallScoreSubject",
    defaultMessage: "{level} overall score",
    description: "What the score explanation explains; {level} is the top level's name (CEO)",
  }),
  perspectiveSubject: defineMessage<{ readonly name: string }>({
    id: "corporateBsc.perspectiveSubject",
    defaultMessage: "{name} perspective",
    description: "What the score explanation explains; {name} is a BSC perspective",
  }),
  performanceCaption: defineMessage<{ readonly level: string; readonly view: string }>({
    id: "corporateBsc.performanceCaption",
    defaultMessage: "{level} Performance Overview · {view}",
    description: "Caption of the period filter; {view} names the period shown",
  }),
  noTopFunction: defineMessage<{ readonly level: string }>({
    id: "corporateBsc.noTopFunction",
    defaultMessage: "No {level} function yet: create it in Set and Cascade, then assign objectives to it.",
  }),
  noCommentary: { id: "corporateBsc.noCommentary", defaultMessage: "No commentary this year." },
  // Foundation block (UI-11)
  yourOrganization: {
    id: "corporateBsc.yourOrganization",
    defaultMessage: "Your Organization",
    description: "The foundation block's title when the organization has no name",
  },
  foundationSubtitle: {
    id: "corporateBsc.foundationSubtitle",
    defaultMessage: "Strategic Foundation & Core Values",
  },
  edit: { id: "corporateBsc.edit", defaultMessage: "Edit" },
  cancel: { id: "corporateBsc.cancel", defaultMessage: "Cancel" },
  saveChanges: { id: "corporateBsc.saveChanges", defaultMessage: "Save Changes" },
  organizationName: { id: "corporateBsc.organizationName", defaultMessage: "Organization name" },
  settingsUpdated: {
    id: "corporateBsc.settingsUpdated",
    defaultMessage: "Organization settings updated successfully",
  },
  settingsFailed: {
    id: "corporateBsc.settingsFailed",
    defaultMessage: "Failed to update organization settings",
  },
  visionTitle: { id: "corporateBsc.visionTitle", defaultMessage: "Vision" },
  visionHint: { id: "corporateBsc.visionHint", defaultMessage: "Where we aspire to be" },
  visionEmpty: { id: "corporateBsc.visionEmpty", defaultMessage: "No vision statement defined" },
  missionTitle: { id: "corporateBsc.missionTitle", defaultMessage: "Mission" },
  missionHint: { id: "corporateBsc.missionHint", defaultMessage: "What we do and why" },
  missionEmpty: { id: "corporateBsc.missionEmpty", defaultMessage: "No mission statement defined" },
  valuesTitle: { id: "corporateBsc.valuesTitle", defaultMessage: "Values" },
  valuesHint: { id: "corporateBsc.valuesHint", defaultMessage: "How we work together" },
  valuesEmpty: { id: "corporateBsc.valuesEmpty", defaultMessage: "No core values defined" },
  // Themes (UI-10)
  strategicThemes: { id: "corporateBsc.strategicThemes", defaultMessage: "Strategic Themes" },
  themesDescription: {
    id: "corporateBsc.themesDescription",
    defaultMessage: "Select a theme to highlight related objectives across all perspectives.",
  },
  themesGroup: { id: "corporateBsc.themesGroup", defaultMessage: "Strategic themes" },
  allThemes: { id: "corporateBsc.allThemes", defaultMessage: "All Themes" },
  noThemes: { id: "corporateBsc.noThemes", defaultMessage: "No themes yet: create them in the Library." },
  // Perspectives and objectives (UI-10, UI-12)
  objectiveCount: defineMessage<{ readonly count: number }>({
    id: "corporateBsc.objectiveCount",
    defaultMessage: "{count, plural, one {# objective} other {# objectives}}",
  }),
  noObjectives: {
    id: "corporateBsc.noObjectives",
    defaultMessage: "No objectives in this perspective yet",
  },
  perspectiveFinancial: { id: "corporateBsc.perspectiveFinancial", defaultMessage: "Financial" },
  perspectiveCustomer: { id: "corporateBsc.perspectiveCustomer", defaultMessage: "Customer" },
  perspectiveInternalProcess: {
    id: "corporateBsc.perspectiveInternalProcess",
    defaultMessage: "Internal Process",
  },
  perspectiveLearningGrowth: {
    id: "corporateBsc.perspectiveLearningGrowth",
    defaultMessage: "Learning & Growth",
  },
  financialDescription: {
    id: "corporateBsc.financialDescription",
    defaultMessage: "Revenue and profitability objectives",
  },
  customerDescription: {
    id: "corporateBsc.customerDescription",
    defaultMessage: "Customer satisfaction and retention",
  },
  internalProcessDescription: {
    id: "corporateBsc.internalProcessDescription",
    defaultMessage: "Operational efficiency and quality",
  },
  learningGrowthDescription: {
    id: "corporateBsc.learningGrowthDescription",
    defaultMessage: "Employee development and innovation",
  },
  noTheme: { id: "corporateBsc.noTheme", defaultMessage: "No Theme" },
  noKpis: { id: "corporateBsc.noKpis", defaultMessage: "No KPIs assigned" },
  noData: { id: "corporateBsc.noData", defaultMessage: "No data" },
  kpiScore: defineMessage<{ readonly score: number }>({
    id: "corporateBsc.kpiScore",
    defaultMessage: "{score}%",
    description: "A KPI's score in percent, as a whole number",
  }),
  // Overall Performance Summary (UI-10)
  summaryTitle: { id: "corporateBsc.summaryTitle", defaultMessage: "Overall Performance Summary" },
  overallScoreTile: defineMessage<{ readonly count: number }>({
    id: "corporateBsc.overallScoreTile",
    defaultMessage: "Overall Score ({count, plural, one {# perspective} other {# perspectives}})",
  }),
  levelObjectives: defineMessage<{ readonly level: string }>({
    id: "corporateBsc.levelObjectives",
    defaultMessage: "{level} Objectives",
  }),
  levelKpis: defineMessage<{ readonly level: string }>({
    id: "corporateBsc.levelKpis",
    defaultMessage: "{level} KPIs",
  }),
});
