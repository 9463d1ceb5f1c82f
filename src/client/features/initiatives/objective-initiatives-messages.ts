// docs/decisions/025: the initiatives' words that Corporate BSC's objective cards show (their count, health
// and progress), apart from the folder's other messages so that the page does not load them all (the
// route's budget, PLATFORM-26).
import { defineMessage, defineMessages } from "react-intl";

export const objectiveInitiativesMessages = defineMessages({
  // Health (INIT, UI-77): the domain's INITIATIVE_HEALTH_LABELS, shown here.
  healthOnTrack: { id: "initiatives.healthOnTrack", defaultMessage: "On track" },
  healthBehind: { id: "initiatives.healthBehind", defaultMessage: "Behind" },
  healthOverBudget: { id: "initiatives.healthOverBudget", defaultMessage: "Over budget" },
  healthNotStarted: { id: "initiatives.healthNotStarted", defaultMessage: "Not started" },
  healthDone: { id: "initiatives.healthDone", defaultMessage: "Done" },
  points: defineMessage<{ readonly change: string; readonly points: number }>({
    id: "initiatives.points",
    defaultMessage: "{change} {points, plural, one {point} other {points}}",
    description: "A change in percentage points, e.g. +3 points",
  }),
  initiativeCount: defineMessage<{ readonly count: number }>({
    id: "initiatives.initiativeCount",
    defaultMessage: "{count, plural, one {# initiative} other {# initiatives}}",
  }),
  healthAndProgress: defineMessage<{
    readonly name: string;
    readonly health: string;
    readonly percent: string;
  }>({
    id: "initiatives.healthAndProgress",
    defaultMessage: "{name}: {health}, {percent} complete",
  }),
  initiatives: { id: "initiatives.initiatives", defaultMessage: "Initiatives" },
});
