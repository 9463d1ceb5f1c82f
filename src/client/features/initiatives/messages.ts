// docs/decisions/025: the initiatives' words (UI-76 … UI-82, UI-101). German in src/locales/de/initiatives.json.
import { defineMessage, defineMessages, type MessageTag } from "react-intl";

export const initiativesMessages = defineMessages({
  // Shared by several components
  initiativeCountFiltered: defineMessage<{ readonly shown: number; readonly count: number }>({
    id: "initiatives.initiativeCountFiltered",
    defaultMessage: "{shown} of {count, plural, one {# initiative} other {# initiatives}}",
  }),
  percentComplete: defineMessage<{ readonly percent: string }>({
    id: "initiatives.percentComplete",
    defaultMessage: "{percent} complete",
    description: "A progress bar's label; {percent} is e.g. 45%",
  }),
  dateRange: defineMessage<{ readonly start: string; readonly end: string }>({
    id: "initiatives.dateRange",
    defaultMessage: "{start} – {end}",
  }),
  noOwner: { id: "initiatives.noOwner", defaultMessage: "No owner" },
  status: { id: "initiatives.status", defaultMessage: "Status" },
  owner: { id: "initiatives.owner", defaultMessage: "Owner" },
  health: { id: "initiatives.health", defaultMessage: "Health" },
  objectives: { id: "initiatives.objectives", defaultMessage: "Objectives" },
  targetKpis: { id: "initiatives.targetKpis", defaultMessage: "Target KPIs" },
  budget: { id: "initiatives.budget", defaultMessage: "Budget" },
  none: { id: "initiatives.none", defaultMessage: "None" },
  complete: { id: "initiatives.complete", defaultMessage: "Complete" },
  milestones: { id: "initiatives.milestones", defaultMessage: "Milestones" },
  newInitiative: { id: "initiatives.newInitiative", defaultMessage: "New Initiative" },
  // Initiatives page (UI-76)
  filters: { id: "initiatives.filters", defaultMessage: "Filters" },
  objective: { id: "initiatives.objective", defaultMessage: "Objective" },
  allStatuses: { id: "initiatives.allStatuses", defaultMessage: "All statuses" },
  allOwners: { id: "initiatives.allOwners", defaultMessage: "All owners" },
  allObjectives: { id: "initiatives.allObjectives", defaultMessage: "All objectives" },
  anyHealth: { id: "initiatives.anyHealth", defaultMessage: "Any health" },
  unknownOwner: {
    id: "initiatives.unknownOwner",
    defaultMessage: "Unknown",
    description: "An owner without a name",
  },
  objectiveOption: defineMessage<{
    readonly name: string;
    readonly functionName: string;
    readonly year: number;
  }>({
    id: "initiatives.objectiveOption",
    defaultMessage: "{name} ({functionName}, {year})",
  }),
  view: { id: "initiatives.view", defaultMessage: "View" },
  viewList: { id: "initiatives.viewList", defaultMessage: "List" },
  viewTimeline: { id: "initiatives.viewTimeline", defaultMessage: "Timeline" },
  noMilestones: { id: "initiatives.noMilestones", defaultMessage: "No milestones" },
  milestonesDone: defineMessage<{ readonly done: number; readonly total: number }>({
    id: "initiatives.milestonesDone",
    defaultMessage: "{done} of {total} milestones done",
  }),
  cardObjectives: defineMessage<{ readonly names: string; readonly label: MessageTag }>({
    id: "initiatives.cardObjectives",
    defaultMessage: "<label>Objectives:</label> {names}",
  }),
  noMatches: { id: "initiatives.noMatches", defaultMessage: "No initiative matches these filters." },
  noInitiatives: {
    id: "initiatives.noInitiatives",
    defaultMessage: "No initiatives yet. Create one to track the projects behind your objectives.",
  },
  // Detail page (UI-78)
  allInitiatives: { id: "initiatives.allInitiatives", defaultMessage: "All initiatives" },
  edit: { id: "initiatives.edit", defaultMessage: "Edit" },
  delete: { id: "initiatives.delete", defaultMessage: "Delete" },
  about: { id: "initiatives.about", defaultMessage: "About" },
  dates: { id: "initiatives.dates", defaultMessage: "Dates" },
  budgetSpent: defineMessage<{ readonly budget: string; readonly spent: string }>({
    id: "initiatives.budgetSpent",
    defaultMessage: "{budget} (spent {spent})",
  }),
  deleteTitle: { id: "initiatives.deleteTitle", defaultMessage: "Delete initiative?" },
  deleteDescription: defineMessage<{ readonly name: string }>({
    id: "initiatives.deleteDescription",
    defaultMessage: '"{name}" and its milestones will be deleted. This cannot be undone.',
  }),
  deleted: { id: "initiatives.deleted", defaultMessage: "Initiative deleted." },
  deleteFailed: { id: "initiatives.deleteFailed", defaultMessage: "The initiative could not be deleted." },
  // Dialog (UI-79)
  editInitiative: { id: "initiatives.editInitiative", defaultMessage: "Edit Initiative" },
  dialogDescription: {
    id: "initiatives.dialogDescription",
    defaultMessage: "The project, the objectives it delivers and the KPIs it should move.",
  },
  saveChanges: { id: "initiatives.saveChanges", defaultMessage: "Save Changes" },
  createInitiative: { id: "initiatives.createInitiative", defaultMessage: "Create Initiative" },
  saved: { id: "initiatives.saved", defaultMessage: "Initiative saved." },
  created: { id: "initiatives.created", defaultMessage: "Initiative created." },
  saveFailed: {
    id: "initiatives.saveFailed",
    defaultMessage: "The initiative could not be saved. Please try again.",
  },
  name: { id: "initiatives.name", defaultMessage: "Name" },
  description: { id: "initiatives.description", defaultMessage: "Description" },
  ownerYou: {
    id: "initiatives.ownerYou",
    defaultMessage: "Owner: you",
    description: "A member's own initiative",
  },
  ownerNamed: defineMessage<{ readonly name: string }>({
    id: "initiatives.ownerNamed",
    defaultMessage: "Owner: {name}",
  }),
  currentOwner: { id: "initiatives.currentOwner", defaultMessage: "Current owner" },
  scorecardYear: { id: "initiatives.scorecardYear", defaultMessage: "Scorecard year" },
  objectivesHint: { id: "initiatives.objectivesHint", defaultMessage: "One or more objectives it delivers." },
  loadingObjectives: { id: "initiatives.loadingObjectives", defaultMessage: "Loading objectives..." },
  noObjectivesInYear: defineMessage<{ readonly year: number }>({
    id: "initiatives.noObjectivesInYear",
    defaultMessage: "No objectives are assigned in {year}.",
  }),
  filterObjectives: { id: "initiatives.filterObjectives", defaultMessage: "Filter objectives" },
  kpisHint: { id: "initiatives.kpisHint", defaultMessage: "The measures it should move." },
  loadingKpis: { id: "initiatives.loadingKpis", defaultMessage: "Loading KPIs..." },
  noKpisInYear: defineMessage<{ readonly year: number }>({
    id: "initiatives.noKpisInYear",
    defaultMessage: "No KPIs are assigned in {year}.",
  }),
  filterKpis: {
    id: "initiatives.filterKpis",
    defaultMessage: "Filter target kpis",
    description: "The filter box of the Target KPIs list (aria-label)",
  },
  startDate: { id: "initiatives.startDate", defaultMessage: "Start date" },
  endDate: { id: "initiatives.endDate", defaultMessage: "End date" },
  budgetHint: defineMessage<{ readonly currency: string }>({
    id: "initiatives.budgetHint",
    defaultMessage: "In {currency}, the organization's currency. Leave empty when there is none.",
  }),
  spent: { id: "initiatives.spent", defaultMessage: "Spent" },
  spentHint: defineMessage<{ readonly currency: string }>({
    id: "initiatives.spentHint",
    defaultMessage: "In {currency}.",
  }),
  percentCompleteLabel: { id: "initiatives.percentCompleteLabel", defaultMessage: "Percent complete" },
  percentHint: {
    id: "initiatives.percentHint",
    defaultMessage: "0 to 100. With milestones, the weighted share of those done counts instead.",
  },
  percentFollows: defineMessage<{ readonly percent: number }>({
    id: "initiatives.percentFollows",
    defaultMessage: "Percent complete follows the milestones done ({percent}%).",
  }),
  // Pick list (UI-79)
  selectedCount: defineMessage<{ readonly count: number }>({
    id: "initiatives.selectedCount",
    defaultMessage: "{count} selected",
  }),
  filterPlaceholder: { id: "initiatives.filterPlaceholder", defaultMessage: "Filter by name or function" },
  nothingMatches: { id: "initiatives.nothingMatches", defaultMessage: "Nothing matches the filter." },
  // Timeline (UI-77)
  statusColours: { id: "initiatives.statusColours", defaultMessage: "Status colours" },
  milestoneDoneLegend: { id: "initiatives.milestoneDoneLegend", defaultMessage: "Milestone done" },
  milestoneOpenLegend: { id: "initiatives.milestoneOpenLegend", defaultMessage: "Milestone open" },
  milestoneOverdueLegend: { id: "initiatives.milestoneOverdueLegend", defaultMessage: "Milestone overdue" },
  showAsTimeline: { id: "initiatives.showAsTimeline", defaultMessage: "Show as a timeline" },
  showAsTable: { id: "initiatives.showAsTable", defaultMessage: "Show as a table" },
  timelineTitle: defineMessage<{ readonly from: string; readonly to: string }>({
    id: "initiatives.timelineTitle",
    defaultMessage: "Initiatives timeline, {from} to {to}",
  }),
  today: { id: "initiatives.today", defaultMessage: "Today" },
  monthShort: defineMessage<{ readonly month: string }>({
    id: "initiatives.monthShort",
    defaultMessage:
      "{month, select, jan {Jan} feb {Feb} mar {Mar} apr {Apr} may {May} jun {Jun} jul {Jul} aug {Aug} sep {Sep} oct {Oct} nov {Nov} other {Dec}}",
    description: "A month on the timeline's axis, abbreviated",
  }),
  barLabel: defineMessage<{
    readonly name: string;
    readonly status: string;
    readonly start: string;
    readonly end: string;
    readonly percent: string;
    readonly health: string;
    readonly done: number;
    readonly total: number;
    readonly overdue: number;
  }>({
    id: "initiatives.barLabel",
    defaultMessage:
      "{name}: {status}, {start} to {end}, {percent} complete, {health}, {total, plural, =0 {no milestones} other {{done} of {total} milestones done}}{overdue, plural, =0 {} other {, # overdue}}.",
    description: "How a timeline bar is read out",
  }),
  tableCaption: {
    id: "initiatives.tableCaption",
    defaultMessage: "Initiatives with their dates, progress, health and milestones",
  },
  initiative: { id: "initiatives.initiative", defaultMessage: "Initiative" },
  start: { id: "initiatives.start", defaultMessage: "Start" },
  end: { id: "initiatives.end", defaultMessage: "End" },
  milestoneCell: defineMessage<{ readonly name: string; readonly due: string; readonly state: string }>({
    id: "initiatives.milestoneCell",
    defaultMessage: "{name} ({due}{state, select, done {, done} overdue {, overdue} other {}})",
  }),
  // Milestones (UI-80)
  milestonesNone: {
    id: "initiatives.milestonesNone",
    defaultMessage: "None yet: percent complete is entered on the initiative.",
  },
  milestonesWeighted: {
    id: "initiatives.milestonesWeighted",
    defaultMessage: "Percent complete is the weighted share of the milestones done.",
  },
  milestoneCheckbox: defineMessage<{ readonly name: string; readonly done: string }>({
    id: "initiatives.milestoneCheckbox",
    defaultMessage: "{name}: {done, select, yes {done (reopen)} other {complete}}",
  }),
  milestoneDoneHidden: { id: "initiatives.milestoneDoneHidden", defaultMessage: " (done)" },
  milestoneDue: defineMessage<{ readonly due: string; readonly weight: string; readonly share: number }>({
    id: "initiatives.milestoneDue",
    defaultMessage: "Due {due} · weight {weight} ({share}%)",
  }),
  milestoneDueDone: defineMessage<{
    readonly due: string;
    readonly weight: string;
    readonly share: number;
    readonly done: string;
  }>({
    id: "initiatives.milestoneDueDone",
    defaultMessage: "Due {due} · weight {weight} ({share}%) · done {done}",
  }),
  overdue: { id: "initiatives.overdue", defaultMessage: "Overdue" },
  deleteMilestone: defineMessage<{ readonly name: string }>({
    id: "initiatives.deleteMilestone",
    defaultMessage: "Delete milestone {name}",
  }),
  addMilestoneForm: { id: "initiatives.addMilestoneForm", defaultMessage: "Add milestone" },
  milestone: { id: "initiatives.milestone", defaultMessage: "Milestone" },
  dueDate: { id: "initiatives.dueDate", defaultMessage: "Due date" },
  weight: { id: "initiatives.weight", defaultMessage: "Weight" },
  adding: { id: "initiatives.adding", defaultMessage: "Adding..." },
  addMilestone: { id: "initiatives.addMilestone", defaultMessage: "Add Milestone" },
  milestoneAdded: { id: "initiatives.milestoneAdded", defaultMessage: "Milestone added." },
  milestoneCompleted: { id: "initiatives.milestoneCompleted", defaultMessage: "Milestone completed." },
  milestoneReopened: { id: "initiatives.milestoneReopened", defaultMessage: "Milestone reopened." },
  milestoneDeleted: { id: "initiatives.milestoneDeleted", defaultMessage: "Milestone deleted." },
  milestoneAddFailed: {
    id: "initiatives.milestoneAddFailed",
    defaultMessage: "The milestone could not be added.",
  },
  milestoneSaveFailed: {
    id: "initiatives.milestoneSaveFailed",
    defaultMessage: "The milestone could not be saved.",
  },
  // Health card (UI-78)
  expectedByToday: { id: "initiatives.expectedByToday", defaultMessage: "Expected by today" },
  expectedByTodayBar: defineMessage<{ readonly percent: string }>({
    id: "initiatives.expectedByTodayBar",
    defaultMessage: "{percent} expected by today",
  }),
  scheduleVariance: { id: "initiatives.scheduleVariance", defaultMessage: "Schedule variance" },
  pointsShort: defineMessage<{ readonly value: string }>({
    id: "initiatives.pointsShort",
    defaultMessage: "{value} pts",
    description: "A schedule variance in percentage points, e.g. +5 pts",
  }),
  spentOfBudget: { id: "initiatives.spentOfBudget", defaultMessage: "Spent of budget" },
  spentSlashBudget: { id: "initiatives.spentSlashBudget", defaultMessage: "Spent / budget" },
  spentAndBudget: defineMessage<{ readonly spent: string; readonly budget: string }>({
    id: "initiatives.spentAndBudget",
    defaultMessage: "{spent} / {budget}",
  }),
  // Needle (UI-81)
  needleTitle: { id: "initiatives.needleTitle", defaultMessage: "Did it move the needle?" },
  needleDescription: defineMessage<{ readonly date: string }>({
    id: "initiatives.needleDescription",
    defaultMessage:
      "Each target KPI's average score over the periods before the start ({date}), up to as many as have passed since, and since then.",
  }),
  noTargetKpis: {
    id: "initiatives.noTargetKpis",
    defaultMessage: "No target KPIs: edit the initiative to add the measures it should move.",
  },
  noData: { id: "initiatives.noData", defaultMessage: "No data" },
  scorePercent: defineMessage<{ readonly score: string }>({
    id: "initiatives.scorePercent",
    defaultMessage: "{score}%",
  }),
  windowText: defineMessage<{ readonly score: string; readonly withData: number; readonly periods: number }>({
    id: "initiatives.windowText",
    defaultMessage: "{score} ({withData} of {periods, plural, one {# period} other {# periods}} with data)",
  }),
  trendLabel: defineMessage<{ readonly name: string; readonly date: string; readonly period: string }>({
    id: "initiatives.trendLabel",
    defaultMessage: "Scores of {name} by period; the initiative started on {date} ({period}).",
  }),
  startMark: { id: "initiatives.startMark", defaultMessage: "Start", description: "The chart's start line" },
  noChange: { id: "initiatives.noChange", defaultMessage: "No change to tell" },
  beforeTheStart: { id: "initiatives.beforeTheStart", defaultMessage: "Before the start" },
  sincePeriod: defineMessage<{ readonly period: string }>({
    id: "initiatives.sincePeriod",
    defaultMessage: "Since {period}",
  }),
  scoresTable: { id: "initiatives.scoresTable", defaultMessage: "Scores by period (table)" },
  scoresCaption: defineMessage<{ readonly name: string }>({
    id: "initiatives.scoresCaption",
    defaultMessage: "Scores of {name} by period",
  }),
  period: { id: "initiatives.period", defaultMessage: "Period" },
  target: { id: "initiatives.target", defaultMessage: "Target" },
  actual: { id: "initiatives.actual", defaultMessage: "Actual" },
  score: { id: "initiatives.score", defaultMessage: "Score" },
  when: { id: "initiatives.when", defaultMessage: "When" },
  sinceTheStart: { id: "initiatives.sinceTheStart", defaultMessage: "Since the start" },
  before: { id: "initiatives.before", defaultMessage: "Before" },
  noPeriods: { id: "initiatives.noPeriods", defaultMessage: "No periods to show yet." },
});
