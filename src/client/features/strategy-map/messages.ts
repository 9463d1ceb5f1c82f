// docs/decisions/025: the Strategy Map's words (UI-47..UI-52, STRAT-*). German in src/locales/de/strategyMap.json.
import { defineMessage, defineMessages } from "react-intl";

export const strategyMapMessages = defineMessages({
  // The view toggle (UI-47)
  // The view's states
  loadFailedWithReason: defineMessage<{ readonly reason: string }>({
    id: "strategyMap.loadFailedWithReason",
    defaultMessage: "The strategy map could not be loaded. {reason}",
  }),
  tryAgain: { id: "strategyMap.tryAgain", defaultMessage: "Try again" },
  loading: { id: "strategyMap.loading", defaultMessage: "Loading the strategy map" },
  noFunction: {
    id: "strategyMap.noFunction",
    defaultMessage: "No function yet: create it in Set and Cascade, then assign objectives to it.",
  },
  noObjectives: {
    id: "strategyMap.noObjectives",
    defaultMessage:
      "No objectives for this function yet. Assign them in Set and Cascade with Add Objective; each one appears here in its perspective's band.",
  },
  caption: defineMessage<{ readonly name: string; readonly period: string; readonly canEdit: string }>({
    id: "strategyMap.caption",
    defaultMessage:
      "{canEdit, select, yes {{name} · {period} · drag an objective to move it within its band; drag from its dot onto another objective to link them} other {{name} · {period}}}",
    description: "The line above the map: the function, the period and, for admins, how to edit",
  }),
  // The toolbar (STRAT-26, STRAT-31)
  highlightTheme: { id: "strategyMap.highlightTheme", defaultMessage: "Highlight a theme" },
  allThemes: { id: "strategyMap.allThemes", defaultMessage: "All Themes" },
  print: { id: "strategyMap.print", defaultMessage: "Print" },
  // The canvas and its nodes (UI-48, STRAT-24)
  canvasLabel: { id: "strategyMap.canvasLabel", defaultMessage: "Strategy map" },
  dragToLink: { id: "strategyMap.dragToLink", defaultMessage: "Drag to another objective to link them" },
  noScore: { id: "strategyMap.noScore", defaultMessage: "No score" },
  scorePercent: defineMessage<{ readonly score: number }>({
    id: "strategyMap.scorePercent",
    defaultMessage: "{score, number}%",
  }),
  status: defineMessage<{ readonly status: string }>({
    id: "strategyMap.status",
    defaultMessage:
      "{status, select, exceeds {Exceeds Target} on {On Target} near {Near Target} risk {At Risk} below {Below Target} other {No Data}}",
    description: "A status (SCORE-5) on an objective of the map",
  }),
  unknownObjective: { id: "strategyMap.unknownObjective", defaultMessage: "Unknown objective" },
  // The legend (STRAT-25)
  legendArrows: { id: "strategyMap.legendArrows", defaultMessage: "Arrows point from driver to outcome." },
  legendInverse: { id: "strategyMap.legendInverse", defaultMessage: "inverse: one rises as the other falls" },
  legendColour: { id: "strategyMap.legendColour", defaultMessage: "Node colour: the objective's status." },
  // A link's claim (STRAT-3, STRAT-25)
  strength: defineMessage<{ readonly strength: string }>({
    id: "strategyMap.strength",
    defaultMessage: "{strength, select, weak {weak} moderate {moderate} other {strong}}",
    description: "A link's claimed strength, in the outline, the legend and a link's details",
  }),
  strengthOption: defineMessage<{ readonly strength: string }>({
    id: "strategyMap.strengthOption",
    defaultMessage: "{strength, select, weak {Weak} moderate {Moderate} other {Strong}}",
    description: "A link's strength as an option of the select",
  }),
  direction: defineMessage<{ readonly direction: string }>({
    id: "strategyMap.direction",
    defaultMessage: "{direction, select, inverse {inverse} other {direct}}",
    description: "A link's direction, in the outline and a link's details",
  }),
  directionDirect: { id: "strategyMap.directionDirect", defaultMessage: "Direct (both rise together)" },
  directionInverse: {
    id: "strategyMap.directionInverse",
    defaultMessage: "Inverse (one rises, the other falls)",
  },
  // The evidence (STRAT-28)
  notEnoughData: { id: "strategyMap.notEnoughData", defaultMessage: "not enough data" },
  evidence: defineMessage<{ readonly r: number; readonly periods: number }>({
    id: "strategyMap.evidence",
    defaultMessage: "r = {r, number, ::.00} over {periods, plural, one {# month} other {# months}}",
  }),
  evidenceLagged: defineMessage<{ readonly r: number; readonly periods: number; readonly lag: number }>({
    id: "strategyMap.evidenceLagged",
    defaultMessage:
      "r = {r, number, ::.00} over {periods, plural, one {# month} other {# months}}, outcome {lag, plural, one {# month} other {# months}} later",
  }),
  consistent: { id: "strategyMap.consistent", defaultMessage: "consistent with the claim" },
  notConsistent: { id: "strategyMap.notConsistent", defaultMessage: "not consistent with the claim" },
  linkSentence: defineMessage<{
    readonly from: string;
    readonly to: string;
    readonly strength: string;
    readonly direction: string;
    readonly evidence: string;
  }>({
    id: "strategyMap.linkSentence",
    defaultMessage: "{from} → {to}, {strength}, {direction}, {evidence}",
    description:
      "STRAT-27: a link in the outline, e.g. 'Engaged people → Faster delivery, strong, direct, r = 0.71 over 14 months'",
  }),
  // The outline (STRAT-27)
  linksHeading: defineMessage<{ readonly count: number }>({
    id: "strategyMap.linksHeading",
    defaultMessage: "Links ({count, number})",
  }),
  noLinksAdmin: {
    id: "strategyMap.noLinksAdmin",
    defaultMessage:
      "No links yet. Drag from the dot on an objective to another objective, or use Add link, to claim that one drives the other.",
  },
  noLinksMember: {
    id: "strategyMap.noLinksMember",
    defaultMessage: "No links yet. An admin can draw links between objectives to show which drives which.",
  },
  correlationNote: {
    id: "strategyMap.correlationNote",
    defaultMessage:
      "r is the correlation of the two objectives' monthly scores (the driver up to 3 months earlier), shown from 8 months of pairs. Correlation is not causation: a strong r supports the claim, it does not prove it.",
  },
  // A link's panel (UI-52, STRAT-29, STRAT-30)
  drives: { id: "strategyMap.drives", defaultMessage: "drives" },
  closeLinkPanel: { id: "strategyMap.closeLinkPanel", defaultMessage: "Close the link panel" },
  evidenceLine: defineMessage<{ readonly evidence: string }>({
    id: "strategyMap.evidenceLine",
    defaultMessage: "Evidence: {evidence}.",
  }),
  evidenceLineWithVerdict: defineMessage<{ readonly evidence: string; readonly verdict: string }>({
    id: "strategyMap.evidenceLineWithVerdict",
    defaultMessage: "Evidence: {evidence} ({verdict}).",
  }),
  directionLabel: { id: "strategyMap.directionLabel", defaultMessage: "Direction" },
  strengthLabel: { id: "strategyMap.strengthLabel", defaultMessage: "Strength" },
  hypothesisLabel: { id: "strategyMap.hypothesisLabel", defaultMessage: "Hypothesis" },
  hypothesisOptional: { id: "strategyMap.hypothesisOptional", defaultMessage: "Hypothesis (optional)" },
  hypothesisPlaceholder: {
    id: "strategyMap.hypothesisPlaceholder",
    defaultMessage: "Why the driver should move the outcome",
  },
  hypothesisCount: defineMessage<{ readonly count: number; readonly max: number }>({
    id: "strategyMap.hypothesisCount",
    defaultMessage: "{count, number} / {max, number}",
  }),
  hypothesisTooLong: defineMessage<{ readonly max: number }>({
    id: "strategyMap.hypothesisTooLong",
    defaultMessage: "Hypothesis must be at most {max, number} characters",
    description: "HYPOTHESIS_MESSAGE of src/domain/schemas/strategy-map.ts",
  }),
  delete: { id: "strategyMap.delete", defaultMessage: "Delete" },
  deleting: { id: "strategyMap.deleting", defaultMessage: "Deleting..." },
  noneWritten: { id: "strategyMap.noneWritten", defaultMessage: "None written" },
  deleteLink: { id: "strategyMap.deleteLink", defaultMessage: "Delete link" },
  saveLink: { id: "strategyMap.saveLink", defaultMessage: "Save link" },
  deleteConfirmTitle: { id: "strategyMap.deleteConfirmTitle", defaultMessage: "Delete this link?" },
  deleteConfirmText: defineMessage<{ readonly from: string; readonly to: string }>({
    id: "strategyMap.deleteConfirmText",
    defaultMessage: "{from} → {to} will be removed from the strategy map. The objectives stay.",
  }),
  linkSaved: { id: "strategyMap.linkSaved", defaultMessage: "Link saved." },
  linkNotSaved: { id: "strategyMap.linkNotSaved", defaultMessage: "The link could not be saved." },
  linkDeleted: { id: "strategyMap.linkDeleted", defaultMessage: "Link deleted." },
  linkNotDeleted: { id: "strategyMap.linkNotDeleted", defaultMessage: "The link could not be deleted" },
  linkAdded: { id: "strategyMap.linkAdded", defaultMessage: "Link added." },
  linkNotAddedSentence: {
    id: "strategyMap.linkNotAddedSentence",
    defaultMessage: "The link could not be added.",
  },
  linkNotAdded: { id: "strategyMap.linkNotAdded", defaultMessage: "The link could not be added" },
  addLink: { id: "strategyMap.addLink", defaultMessage: "Add link" },
  adding: { id: "strategyMap.adding", defaultMessage: "Adding..." },
  fromLabel: { id: "strategyMap.fromLabel", defaultMessage: "From (driver)" },
  toLabel: { id: "strategyMap.toLabel", defaultMessage: "To (outcome)" },
  pickObjective: { id: "strategyMap.pickObjective", defaultMessage: "Pick an objective" },
  pickBothEnds: {
    id: "strategyMap.pickBothEnds",
    defaultMessage: "Pick the driver (From) and the outcome (To).",
  },
  selfLink: {
    id: "strategyMap.selfLink",
    defaultMessage: "An objective cannot be linked to itself",
    description: "SELF_LINK_MESSAGE of src/domain/schemas/strategy-map.ts, shown in the form",
  },
  // The objective's explanation (ROLLUP-6)
  explanationFailed: {
    id: "strategyMap.explanationFailed",
    defaultMessage: "The explanation could not be loaded.",
  },
  noData: { id: "strategyMap.noData", defaultMessage: "No data" },
  noKpis: { id: "strategyMap.noKpis", defaultMessage: "No KPIs assigned" },
  // Writes and exports (STRAT-23, STRAT-31)
  positionNotSaved: { id: "strategyMap.positionNotSaved", defaultMessage: "The position could not be saved" },
  pngFailed: { id: "strategyMap.pngFailed", defaultMessage: "The PNG could not be made" },
  trySvg: { id: "strategyMap.trySvg", defaultMessage: "Try the SVG." },
  exportTitle: defineMessage<{ readonly name: string; readonly period: string }>({
    id: "strategyMap.exportTitle",
    defaultMessage: "Strategy map: {name} · {period}",
  }),
  exportTitleNoName: defineMessage<{ readonly period: string }>({
    id: "strategyMap.exportTitleNoName",
    defaultMessage: "Strategy map · {period}",
  }),
  exportLegendInverse: {
    id: "strategyMap.exportLegendInverse",
    defaultMessage: "− inverse (one rises as the other falls)",
  },
  exportLegendNote: {
    id: "strategyMap.exportLegendNote",
    defaultMessage:
      "Arrows point from driver to outcome. r is the correlation of monthly scores: correlation is not causation.",
  },
});
