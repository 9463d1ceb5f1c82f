// docs/decisions/025: the Set and Cascade screen's words (UI-15, UI-16). German in src/locales/de/setCascade.json.
import { defineMessage, defineMessages, type MessageTag } from "react-intl";

type Year = { readonly year: number };
type Name = { readonly name: string };

export const setCascadeMessages = defineMessages({
  // The page (UI-15).
  year: { id: "setCascade.year", defaultMessage: "Year" },
  functionsTitle: { id: "setCascade.functionsTitle", defaultMessage: "Organization Functions" },
  functionsDescription: {
    id: "setCascade.functionsDescription",
    defaultMessage:
      "Pick a function to set its objectives, KPIs, weights and targets. Objectives cascade from the CEO down to departments.",
  },
  functionsLoadFailed: {
    id: "setCascade.functionsLoadFailed",
    defaultMessage: "The functions could not be loaded. Please reload the page.",
  },
  noFunctions: {
    id: "setCascade.noFunctions",
    defaultMessage: "No functions yet. The first one is the top of your organization (the CEO level).",
  },
  createFirstFunction: { id: "setCascade.createFirstFunction", defaultMessage: "Create First Function" },
  adminCreatesFirstFunction: {
    id: "setCascade.adminCreatesFirstFunction",
    defaultMessage: "An admin can create the first function.",
  },
  selectFunctionHint: {
    id: "setCascade.selectFunctionHint",
    defaultMessage: "Select a function above to see and set its objectives and KPIs.",
  },

  // Tiles and focus banner (UI-15).
  totalFunctions: { id: "setCascade.totalFunctions", defaultMessage: "Total Functions" },
  totalObjectives: { id: "setCascade.totalObjectives", defaultMessage: "Total Objectives" },
  totalKpis: { id: "setCascade.totalKpis", defaultMessage: "Total KPIs" },
  tilesInFunction: defineMessage<Name>({
    id: "setCascade.tilesInFunction",
    defaultMessage: "In {name} and below",
  }),
  tilesAcrossOrganization: {
    id: "setCascade.tilesAcrossOrganization",
    defaultMessage: "Across the organization",
  },
  selectedFunctionContext: {
    id: "setCascade.selectedFunctionContext",
    defaultMessage: "Selected Function Context",
  },
  headLabel: { id: "setCascade.headLabel", defaultMessage: "Head: ", description: "Before the head's name" },
  noHead: { id: "setCascade.noHead", defaultMessage: "No head" },
  clearSelectedFunction: {
    id: "setCascade.clearSelectedFunction",
    defaultMessage: "Clear the selected function",
  },
  clear: { id: "setCascade.clear", defaultMessage: "Clear" },
  levelDescriptionCeo: {
    id: "setCascade.levelDescriptionCeo",
    defaultMessage:
      "Organization-wide direction: the objectives set here are the ones every division cascades from.",
  },
  levelDescriptionDivision: {
    id: "setCascade.levelDescriptionDivision",
    defaultMessage: "Division objectives link to the CEO's and guide the general departments below.",
  },
  levelDescriptionGeneralDepartment: {
    id: "setCascade.levelDescriptionGeneralDepartment",
    defaultMessage: "General department objectives link to their division's and guide its departments.",
  },
  levelDescriptionDepartment: {
    id: "setCascade.levelDescriptionDepartment",
    defaultMessage:
      "Department objectives link to their general department's and turn them into day-to-day targets.",
  },

  // Default names of levels and perspectives (SETTINGS-5), shown when the organization has not renamed them.
  levelCeo: { id: "setCascade.levelCeo", defaultMessage: "CEO" },
  levelDivision: { id: "setCascade.levelDivision", defaultMessage: "Division" },
  levelGeneralDepartment: { id: "setCascade.levelGeneralDepartment", defaultMessage: "General Department" },
  levelDepartment: { id: "setCascade.levelDepartment", defaultMessage: "Department" },
  perspectiveFinancial: { id: "setCascade.perspectiveFinancial", defaultMessage: "Financial" },
  perspectiveCustomer: { id: "setCascade.perspectiveCustomer", defaultMessage: "Customer" },
  perspectiveInternalProcess: {
    id: "setCascade.perspectiveInternalProcess",
    defaultMessage: "Internal Process",
  },
  perspectiveLearningGrowth: {
    id: "setCascade.perspectiveLearningGrowth",
    defaultMessage: "Learning & Growth",
  },
  perspectiveDescriptionFinancial: {
    id: "setCascade.perspectiveDescriptionFinancial",
    defaultMessage: "Revenue and profitability objectives",
  },
  perspectiveDescriptionCustomer: {
    id: "setCascade.perspectiveDescriptionCustomer",
    defaultMessage: "Customer satisfaction and retention",
  },
  perspectiveDescriptionInternalProcess: {
    id: "setCascade.perspectiveDescriptionInternalProcess",
    defaultMessage: "Operational efficiency and quality",
  },
  perspectiveDescriptionLearningGrowth: {
    id: "setCascade.perspectiveDescriptionLearningGrowth",
    defaultMessage: "Employee development and innovation",
  },

  // The function chart (UI-15).
  chartLabel: { id: "setCascade.chartLabel", defaultMessage: "Organization functions" },
  functionsUnder: defineMessage<Name>({
    id: "setCascade.functionsUnder",
    defaultMessage: "Functions under {name}",
  }),
  collapse: defineMessage<Name>({ id: "setCascade.collapse", defaultMessage: "Collapse {name}" }),
  expand: defineMessage<Name>({ id: "setCascade.expand", defaultMessage: "Expand {name}" }),
  objectiveCount: defineMessage<{ readonly count: number }>({
    id: "setCascade.objectiveCount",
    defaultMessage: "{count, plural, one {# objective} other {# objectives}}",
  }),
  kpiCount: defineMessage<{ readonly count: number }>({
    id: "setCascade.kpiCount",
    defaultMessage: "{count, plural, one {# KPI} other {# KPIs}}",
  }),
  headName: defineMessage<Name>({ id: "setCascade.headName", defaultMessage: "Head: {name}" }),
  actionsFor: defineMessage<Name>({ id: "setCascade.actionsFor", defaultMessage: "Actions for {name}" }),
  addChildFunction: { id: "setCascade.addChildFunction", defaultMessage: "Add Child Function" },
  editFunction: { id: "setCascade.editFunction", defaultMessage: "Edit Function" },
  viewAssignments: { id: "setCascade.viewAssignments", defaultMessage: "View Assignments" },
  deleteFunction: { id: "setCascade.deleteFunction", defaultMessage: "Delete Function" },

  // The function's scorecard (UI-16).
  scorecardLabel: defineMessage<Name>({
    id: "setCascade.scorecardLabel",
    defaultMessage: "{name} scorecard",
  }),
  scorecardSummary: defineMessage<{ readonly objectives: number; readonly kpis: number } & Year>({
    id: "setCascade.scorecardSummary",
    defaultMessage:
      "{objectives, plural, one {# objective} other {# objectives}} · {kpis, plural, one {# KPI} other {# KPIs}} · targets and scores for {year}",
  }),
  targetsAndScoresFor: defineMessage<Year>({
    id: "setCascade.targetsAndScoresFor",
    defaultMessage: "Targets and scores for {year}",
  }),
  addObjective: { id: "setCascade.addObjective", defaultMessage: "Add Objective" },
  addKpi: { id: "setCascade.addKpi", defaultMessage: "Add KPI" },
  assignObjectiveFirst: {
    id: "setCascade.assignObjectiveFirst",
    defaultMessage: "Assign an objective first",
  },
  copyYear: defineMessage<{ readonly fromYear: number; readonly toYear: number }>({
    id: "setCascade.copyYear",
    defaultMessage: "Copy {fromYear} to {toYear}",
  }),
  scorecardLoadFailed: {
    id: "setCascade.scorecardLoadFailed",
    defaultMessage: "This function's objectives and KPIs could not be loaded. Please reload the page.",
  },

  // Perspective cards (UI-16).
  perspectiveRegion: defineMessage<Name>({
    id: "setCascade.perspectiveRegion",
    defaultMessage: "{name} perspective",
  }),
  noObjectivesInPerspective: {
    id: "setCascade.noObjectivesInPerspective",
    defaultMessage: "No objectives assigned in this perspective yet",
  },
  editAssignment: { id: "setCascade.editAssignment", defaultMessage: "Edit Assignment" },
  removeAssignment: { id: "setCascade.removeAssignment", defaultMessage: "Remove Assignment" },
  periodAnnual: {
    id: "setCascade.periodAnnual",
    defaultMessage: "Annual",
    description: "The one period of an annual KPI",
  },
  noTargetsFor: defineMessage<Year>({
    id: "setCascade.noTargetsFor",
    defaultMessage: "No targets for {year}",
  }),
  periodTarget: defineMessage<{ readonly period: string; readonly value: string }>({
    id: "setCascade.periodTarget",
    defaultMessage: "{period} {value}",
    description: "A period's target in a KPI's row: 'Q1 40%'",
  }),
  monthlyTargetsSet: defineMessage<{ readonly set: number; readonly total: number }>({
    id: "setCascade.monthlyTargetsSet",
    defaultMessage: "{set} of {total} monthly targets set",
  }),
  weight: defineMessage<{ readonly weight: string }>({
    id: "setCascade.weight",
    defaultMessage: "Weight {weight}%",
  }),
  needsParent: { id: "setCascade.needsParent", defaultMessage: "Needs a parent" },
  linkedTo: defineMessage<Name>({ id: "setCascade.linkedTo", defaultMessage: "Linked to {name}" }),
  assignKpi: { id: "setCascade.assignKpi", defaultMessage: "Assign KPI" },

  // Score dots (SCORE-10).
  noScoreYet: { id: "setCascade.noScoreYet", defaultMessage: "No score yet" },
  scoreLabel: defineMessage<{ readonly score: number; readonly status: string }>({
    id: "setCascade.scoreLabel",
    defaultMessage: "Score {score}%, {status}",
  }),
  status: defineMessage<{ readonly status: string }>({
    id: "setCascade.status",
    defaultMessage:
      "{status, select, Exceeds_Target {Exceeds Target} On_Target {On Target} Near_Target {Near Target} At_Risk {At Risk} Below_Target {Below Target} other {No Data}}",
    description: "A KPI status; the argument is the status with '_' for spaces",
  }),

  // Weight balance (WEIGHT-2, WEIGHT-3).
  weightBalanceStatus: { id: "setCascade.weightBalanceStatus", defaultMessage: "Weight Balance Status" },
  weightBalanceStatusFor: defineMessage<Year>({
    id: "setCascade.weightBalanceStatusFor",
    defaultMessage: "Weight Balance Status for {year}",
  }),
  objectiveWeightsBalanced: {
    id: "setCascade.objectiveWeightsBalanced",
    defaultMessage: "Objective weights are perfectly balanced at 100%",
  },
  objectiveWeightsUnder: defineMessage<{ readonly total: string; readonly difference: string }>({
    id: "setCascade.objectiveWeightsUnder",
    defaultMessage: "Objective weights total {total}%. Add {difference}% more weight to reach 100%.",
  }),
  objectiveWeightsOver: defineMessage<{ readonly total: string; readonly difference: string }>({
    id: "setCascade.objectiveWeightsOver",
    defaultMessage: "Objective weights total {total}%. Remove {difference}% to reach 100%.",
  }),
  kpiWeightsBalanced: {
    id: "setCascade.kpiWeightsBalanced",
    defaultMessage: "KPI weights are perfectly balanced at 100%",
  },
  kpiWeightsUnder: defineMessage<{ readonly total: string; readonly difference: string }>({
    id: "setCascade.kpiWeightsUnder",
    defaultMessage: "KPI weights total {total}%. Add {difference}% more weight to reach 100%.",
  }),
  kpiWeightsOver: defineMessage<{ readonly total: string; readonly difference: string }>({
    id: "setCascade.kpiWeightsOver",
    defaultMessage: "KPI weights total {total}%. Remove {difference}% to reach 100%.",
  }),
  noKpisAssigned: {
    id: "setCascade.noKpisAssigned",
    defaultMessage: "No KPIs assigned to this objective yet",
  },
  everyObjectiveBalanced: {
    id: "setCascade.everyObjectiveBalanced",
    defaultMessage: "Every objective's KPI weights are perfectly balanced.",
  },
  needsParentList: defineMessage<{
    readonly names: string;
    readonly count: number;
    readonly strong: MessageTag;
  }>({
    id: "setCascade.needsParentList",
    defaultMessage:
      "<strong>Needs a parent:</strong> {names}. Link {count, plural, one {it} other {each}} to an objective of the parent function.",
  }),
  noKpisYetList: defineMessage<{ readonly names: string }>({
    id: "setCascade.noKpisYetList",
    defaultMessage: "No KPIs assigned yet: {names}.",
  }),

  // Balance panel and weight field (WEIGHT-1, WEIGHT-2, WEIGHT-8).
  weightLabel: { id: "setCascade.weightLabel", defaultMessage: "Weight (%)" },
  weightTotalObjective: { id: "setCascade.weightTotalObjective", defaultMessage: "Objective weight total" },
  weightTotalKpi: { id: "setCascade.weightTotalKpi", defaultMessage: "KPI weight total" },
  weightTotalYearObjective: defineMessage<Year>({
    id: "setCascade.weightTotalYearObjective",
    defaultMessage: "{year} objective weight total",
  }),
  weightTotalYearKpi: defineMessage<Year>({
    id: "setCascade.weightTotalYearKpi",
    defaultMessage: "{year} KPI weight total",
  }),
  percent: defineMessage<{ readonly value: string }>({
    id: "setCascade.percent",
    defaultMessage: "{value}%",
  }),
  perfectBalance: { id: "setCascade.perfectBalance", defaultMessage: "Perfect balance at 100%" },
  remainingTo100: defineMessage<{ readonly difference: string }>({
    id: "setCascade.remainingTo100",
    defaultMessage: "{difference}% remaining to reach 100%",
  }),
  over100: defineMessage<{ readonly difference: string }>({
    id: "setCascade.over100",
    defaultMessage: "{difference}% over 100%",
  }),
  weightYearHint: defineMessage<Year>({
    id: "setCascade.weightYearHint",
    defaultMessage:
      "Weight for {year}: applies to {year} and the later years without a weight of their own; earlier years keep theirs.",
  }),

  // Shared by the assignment dialogs.
  saveChanges: { id: "setCascade.saveChanges", defaultMessage: "Save Changes" },
  assigning: { id: "setCascade.assigning", defaultMessage: "Assigning..." },
  objective: { id: "setCascade.objective", defaultMessage: "Objective" },
  kpi: { id: "setCascade.kpi", defaultMessage: "KPI" },
  owner: { id: "setCascade.owner", defaultMessage: "Owner" },
  selectOwner: { id: "setCascade.selectOwner", defaultMessage: "Select an owner" },
  selectObjective: { id: "setCascade.selectObjective", defaultMessage: "Select an objective" },
  selectParentObjective: {
    id: "setCascade.selectParentObjective",
    defaultMessage: "Select a parent objective",
  },
  collectFrom: { id: "setCascade.collectFrom", defaultMessage: "Collect values from" },
  collectFromHint: {
    id: "setCascade.collectFromHint",
    defaultMessage: "The owner is asked for values from this period on; earlier ones are never due.",
  },
  collectAsItIs: defineMessage<{ readonly month: string }>({
    id: "setCascade.collectAsItIs",
    defaultMessage: "As it is (from {month})",
  }),
  collectAssignedPeriod: {
    id: "setCascade.collectAssignedPeriod",
    defaultMessage: "The period it is assigned in",
  },
  cancel: { id: "setCascade.cancel", defaultMessage: "Cancel" },
  unknownError: { id: "setCascade.unknownError", defaultMessage: "Unknown error" },

  // Assign Objective dialog (UI-16).
  assignObjective: { id: "setCascade.assignObjective", defaultMessage: "Assign Objective" },
  assignObjectiveDescription: defineMessage<Name & { readonly level: string }>({
    id: "setCascade.assignObjectiveDescription",
    defaultMessage: "Assign a library objective to {name} ({level}).",
  }),
  objectiveAssigned: defineMessage<Name>({
    id: "setCascade.objectiveAssigned",
    defaultMessage: "Objective assigned to {name} successfully",
  }),
  assignObjectiveFailed: {
    id: "setCascade.assignObjectiveFailed",
    defaultMessage: "Failed to assign objective",
  },
  libraryHasNoObjectives: {
    id: "setCascade.libraryHasNoObjectives",
    defaultMessage: "The library has no objectives yet. Create them in the Library first.",
  },
  everyObjectiveAssigned: defineMessage<Name>({
    id: "setCascade.everyObjectiveAssigned",
    defaultMessage: "Every library objective is already assigned to {name}.",
  }),
  parentObjectiveRequired: {
    id: "setCascade.parentObjectiveRequired",
    defaultMessage: "Link to Parent Objective (Required)",
  },
  selectObjectiveOf: defineMessage<Name>({
    id: "setCascade.selectObjectiveOf",
    defaultMessage: "Select an objective of {name}",
  }),
  noParentObjectives: defineMessage<{ readonly level: string }>({
    id: "setCascade.noParentObjectives",
    defaultMessage: "No parent objectives found. Please assign objectives to {level} level first.",
  }),

  // Edit Objective Assignment dialog (UI-16).
  editObjectiveAssignment: {
    id: "setCascade.editObjectiveAssignment",
    defaultMessage: "Edit Objective Assignment",
  },
  editObjectiveDescription: defineMessage<{ readonly objective: string; readonly function: string }>({
    id: "setCascade.editObjectiveDescription",
    defaultMessage: "{objective} on {function}.",
  }),
  editObjectiveDescriptionLinked: defineMessage<{
    readonly objective: string;
    readonly function: string;
    readonly parent: string;
  }>({
    id: "setCascade.editObjectiveDescriptionLinked",
    defaultMessage: "{objective} on {function}, linked to {parent}.",
  }),
  objectiveAssignmentUpdated: {
    id: "setCascade.objectiveAssignmentUpdated",
    defaultMessage: "Objective assignment updated successfully",
  },
  updateObjectiveAssignmentFailed: {
    id: "setCascade.updateObjectiveAssignmentFailed",
    defaultMessage: "Failed to update objective assignment",
  },
  parentObjectiveNeeded: {
    id: "setCascade.parentObjectiveNeeded",
    defaultMessage: "Link to Parent Objective (needs a parent)",
  },
  parentHasNoObjectives: {
    id: "setCascade.parentHasNoObjectives",
    defaultMessage: "The parent function has no objectives in this year yet.",
  },

  // Assign KPI dialog (UI-16).
  assignKpiDescription: defineMessage<Name>({
    id: "setCascade.assignKpiDescription",
    defaultMessage: "Measure one of {name}'s objectives with a library KPI.",
  }),
  kpiAssigned: { id: "setCascade.kpiAssigned", defaultMessage: "KPI assigned successfully" },
  kpiAssignmentCreated: {
    id: "setCascade.kpiAssignmentCreated",
    defaultMessage: "KPI assignment created successfully",
  },
  createKpiAssignmentFailed: defineMessage<{ readonly message: string }>({
    id: "setCascade.createKpiAssignmentFailed",
    defaultMessage: "Failed to create KPI assignment: {message}",
  }),
  assignObjectiveToFunctionFirst: {
    id: "setCascade.assignObjectiveToFunctionFirst",
    defaultMessage: "Assign an objective to this function first.",
  },
  selectKpi: { id: "setCascade.selectKpi", defaultMessage: "Select a KPI" },
  libraryHasNoKpis: {
    id: "setCascade.libraryHasNoKpis",
    defaultMessage: "The library has no KPIs yet. Create them in the Library first.",
  },
  everyKpiUnderObjective: {
    id: "setCascade.everyKpiUnderObjective",
    defaultMessage: "Every library KPI is already under this objective.",
  },
  frequency: defineMessage<{ readonly frequency: string }>({
    id: "setCascade.frequency",
    defaultMessage: "{frequency, select, monthly {Monthly} quarterly {Quarterly} other {Annual}}",
  }),

  // Edit KPI Assignment dialog (UI-16).
  editKpiAssignment: { id: "setCascade.editKpiAssignment", defaultMessage: "Edit KPI Assignment" },
  editKpiDescription: defineMessage<{ readonly kpi: string; readonly objective: string }>({
    id: "setCascade.editKpiDescription",
    defaultMessage: "{kpi} under {objective}.",
  }),
  kpiAssignmentUpdated: {
    id: "setCascade.kpiAssignmentUpdated",
    defaultMessage: "KPI assignment updated successfully",
  },
  updateKpiAssignmentFailed: defineMessage<{ readonly message: string }>({
    id: "setCascade.updateKpiAssignmentFailed",
    defaultMessage: "Failed to update KPI assignment: {message}",
  }),

  // Targets (PERIOD-6, TARGET-2..4).
  targetsFor: defineMessage<{ readonly year: string }>({
    id: "setCascade.targetsFor",
    defaultMessage: "Targets for {year}",
  }),
  periodTargetLabel: defineMessage<{ readonly period: string }>({
    id: "setCascade.periodTargetLabel",
    defaultMessage: "{period} target",
  }),
  fillTargets: { id: "setCascade.fillTargets", defaultMessage: "Fill targets" },
  annualTargetFor: defineMessage<Year>({
    id: "setCascade.annualTargetFor",
    defaultMessage: "Annual target for {year}",
  }),
  spread: { id: "setCascade.spread", defaultMessage: "Spread" },
  evenly: { id: "setCascade.evenly", defaultMessage: "Evenly" },
  byLastYearProfile: defineMessage<Year>({
    id: "setCascade.byLastYearProfile",
    defaultMessage: "By {year}'s actual profile",
  }),
  fillAcross: { id: "setCascade.fillAcross", defaultMessage: "Fill across" },
  annualTargetNotNumber: {
    id: "setCascade.annualTargetNotNumber",
    defaultMessage: "Annual target must be a number",
  },
  eachPeriodGets: defineMessage<{ readonly annual: number; readonly aggregation: string }>({
    id: "setCascade.eachPeriodGets",
    defaultMessage: "Each period gets {annual}: the KPI combines its periods by {aggregation}.",
  }),
  noProfileSpreadEvenly: {
    id: "setCascade.noProfileSpreadEvenly",
    defaultMessage:
      "Last year has no actual results to take a profile from for every period; spread evenly instead.",
  },
  spreadDone: defineMessage<{ readonly annual: number } & Year>({
    id: "setCascade.spreadDone",
    defaultMessage: "Spread {annual} over the periods of {year}.",
  }),
  filledAcross: defineMessage<{ readonly annual: number }>({
    id: "setCascade.filledAcross",
    defaultMessage: "Filled {annual} into every period.",
  }),
  aggregationHint: defineMessage<{ readonly aggregation: string }>({
    id: "setCascade.aggregationHint",
    defaultMessage:
      "By the KPI's aggregation ({aggregation}): {aggregation, select, sum {split so the periods add up to it} average {each period gets it (the KPI averages its periods)} last {each period gets it (the KPI takes its latest period)} min {each period gets it (the KPI takes its lowest period)} other {each period gets it (the KPI takes its highest period)}}.",
  }),

  // Copy a year (TARGET-5, TARGET-6).
  copyYearDescription: defineMessage<Name & { readonly fromYear: number; readonly toYear: number }>({
    id: "setCascade.copyYearDescription",
    defaultMessage:
      "The {fromYear} targets and weights of {name}'s objectives and KPIs become those of {toYear}. Actual results are not copied.",
  }),
  replaceTargets: defineMessage<{ readonly toYear: number }>({
    id: "setCascade.replaceTargets",
    defaultMessage: "Replace targets already set for {toYear}",
  }),
  targetsKept: defineMessage<{ readonly toYear: number }>({
    id: "setCascade.targetsKept",
    defaultMessage: "Targets already set for {toYear} are kept.",
  }),
  copying: { id: "setCascade.copying", defaultMessage: "Copying..." },
  copyTo: defineMessage<{ readonly toYear: number }>({
    id: "setCascade.copyTo",
    defaultMessage: "Copy to {toYear}",
  }),
  copyFailed: defineMessage<{ readonly fromYear: number; readonly message: string }>({
    id: "setCascade.copyFailed",
    defaultMessage: "Failed to copy {fromYear}: {message}",
  }),

  // Function dialog (CASCADE-9).
  addFunction: { id: "setCascade.addFunction", defaultMessage: "Add Function" },
  newFunctionUnder: defineMessage<Name>({
    id: "setCascade.newFunctionUnder",
    defaultMessage: "A new function under {name}.",
  }),
  firstFunctionIsTop: {
    id: "setCascade.firstFunctionIsTop",
    defaultMessage: "The first function is the top of the organization.",
  },
  changeFunction: {
    id: "setCascade.changeFunction",
    defaultMessage: "Change the function's name, head or description.",
  },
  createFunction: { id: "setCascade.createFunction", defaultMessage: "Create Function" },
  validationError: { id: "setCascade.validationError", defaultMessage: "Validation Error" },
  functionCreated: { id: "setCascade.functionCreated", defaultMessage: "Function created successfully" },
  createFunctionFailed: defineMessage<{ readonly message: string }>({
    id: "setCascade.createFunctionFailed",
    defaultMessage: "Failed to create function: {message}",
  }),
  functionUpdated: { id: "setCascade.functionUpdated", defaultMessage: "Function updated successfully" },
  editFunctionFailed: defineMessage<{ readonly message: string }>({
    id: "setCascade.editFunctionFailed",
    defaultMessage: "Failed to edit function: {message}",
  }),
  level: { id: "setCascade.level", defaultMessage: "Level" },
  levelCannotChange: { id: "setCascade.levelCannotChange", defaultMessage: "The level cannot change." },
  levelSetByParent: { id: "setCascade.levelSetByParent", defaultMessage: "Set by the parent function." },
  functionName: { id: "setCascade.functionName", defaultMessage: "Function name" },
  headOfFunction: { id: "setCascade.headOfFunction", defaultMessage: "Head of function" },
  headHint: {
    id: "setCascade.headHint",
    defaultMessage: "Overdue results escalate to the head, then up the tree.",
  },
  description: { id: "setCascade.description", defaultMessage: "Description" },
  optional: { id: "setCascade.optional", defaultMessage: "Optional" },

  // Delete a function (TOAST-3, CASCADE-5).
  deleteFunctionQuestion: defineMessage<Name>({
    id: "setCascade.deleteFunctionQuestion",
    defaultMessage: 'Are you sure you want to delete "{name}"? This action cannot be undone.',
  }),
  hasChildFunctions: {
    id: "setCascade.hasChildFunctions",
    defaultMessage: "This function has child functions that will also be deleted.",
  },
  functionRemovals: defineMessage<{
    readonly objectives: number;
    readonly kpis: number;
    readonly branch: string;
  }>({
    id: "setCascade.functionRemovals",
    defaultMessage:
      "{objectives, plural, one {# objective assignment} other {# objective assignments}} and {kpis, plural, one {# KPI assignment} other {# KPI assignments}}{branch, select, yes { in this branch} other {}}, with their targets and actual results, will be removed too.",
  }),
  functionDeleted: { id: "setCascade.functionDeleted", defaultMessage: "Function deleted successfully" },
  deleteFunctionFailed: defineMessage<{ readonly message: string }>({
    id: "setCascade.deleteFunctionFailed",
    defaultMessage: "Failed to delete function: {message}",
  }),

  // Remove an assignment (UI-16, CASCADE-5, CASCADE-11, CASCADE-13).
  confirmDelete: { id: "setCascade.confirmDelete", defaultMessage: "Confirm Delete" },
  removeObjectiveQuestion: defineMessage<{ readonly objective: string; readonly function: string }>({
    id: "setCascade.removeObjectiveQuestion",
    defaultMessage: 'Are you sure you want to remove "{objective}" from {function}?',
  }),
  removeKpiQuestion: defineMessage<{ readonly kpi: string; readonly objective: string }>({
    id: "setCascade.removeKpiQuestion",
    defaultMessage: 'Are you sure you want to remove the KPI "{kpi}" from "{objective}"?',
  }),
  endedFrom: defineMessage<Name & Year>({
    id: "setCascade.endedFrom",
    defaultMessage: '"{name}" ended from {year}; earlier years keep it',
  }),
  objectiveAssignmentRemoved: {
    id: "setCascade.objectiveAssignmentRemoved",
    defaultMessage: "Objective assignment removed successfully",
  },
  kpiAssignmentRemoved: {
    id: "setCascade.kpiAssignmentRemoved",
    defaultMessage: "KPI assignment removed successfully",
  },
  deleteObjectiveAssignmentFailed: defineMessage<{ readonly message: string }>({
    id: "setCascade.deleteObjectiveAssignmentFailed",
    defaultMessage: "Failed to delete objective assignment: {message}",
  }),
  deleteKpiAssignmentFailed: defineMessage<{ readonly message: string }>({
    id: "setCascade.deleteKpiAssignmentFailed",
    defaultMessage: "Failed to delete KPI assignment: {message}",
  }),
  deleteFailed: { id: "setCascade.deleteFailed", defaultMessage: "Delete failed" },
  endConsequenceObjective: defineMessage<Year & { readonly previousYear: number; readonly count: number }>({
    id: "setCascade.endConsequenceObjective",
    defaultMessage:
      "It leaves {year} and later years. {previousYear} and earlier keep it{count, plural, =0 {} one {, with its # associated KPI assignment} other {, with its # associated KPI assignments}}, and their scores do not change.",
  }),
  endConsequenceKpi: defineMessage<Year & { readonly previousYear: number }>({
    id: "setCascade.endConsequenceKpi",
    defaultMessage:
      "It leaves {year} and later years. {previousYear} and earlier keep it, with its targets and actual results, and their scores do not change.",
  }),
  deleteConsequenceObjective: defineMessage<{ readonly count: number; readonly links: number }>({
    id: "setCascade.deleteConsequenceObjective",
    defaultMessage:
      "{count, plural, =0 {It has no KPIs assigned; nothing else is removed.} one {Its # associated KPI assignment, with their targets and actual results, will also be removed.} other {Its # associated KPI assignments, with their targets and actual results, will also be removed.}}{links, plural, =0 {} one { Its # strategy map link will also be removed.} other { Its # strategy map links will also be removed.}} This action cannot be undone.",
  }),
  deleteConsequenceKpi: {
    id: "setCascade.deleteConsequenceKpi",
    defaultMessage:
      "Its targets and actual results of every year will also be removed. This action cannot be undone.",
  },
  endFrom: defineMessage<Year>({ id: "setCascade.endFrom", defaultMessage: "End from {year}" }),
  deleteWithHistory: { id: "setCascade.deleteWithHistory", defaultMessage: "Delete with history" },
  removing: { id: "setCascade.removing", defaultMessage: "Removing..." },
  howRemoved: { id: "setCascade.howRemoved", defaultMessage: "How should it be removed?" },
  historyKept: {
    id: "setCascade.historyKept",
    defaultMessage: "History kept: earlier years keep it and their scores.",
  },
  deleteWithItsHistory: { id: "setCascade.deleteWithItsHistory", defaultMessage: "Delete with its history" },
  goneFromEveryYear: {
    id: "setCascade.goneFromEveryYear",
    defaultMessage: "Gone from every year, as if it had never been assigned.",
  },
  childObjectivesLink: defineMessage<{ readonly count: number }>({
    id: "setCascade.childObjectivesLink",
    defaultMessage:
      "{count, plural, one {# child objective links} other {# child objectives link}} to it and will need a new parent:",
  }),
  childObjective: defineMessage<{ readonly objective: string; readonly function: string }>({
    id: "setCascade.childObjective",
    defaultMessage: "{objective} ({function})",
  }),
});
