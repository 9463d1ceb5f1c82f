// docs/decisions/025: the view toggle's words (UI-47), apart from the Strategy Map's other messages so that
// Corporate BSC, which shows the toggle, does not load them all (the route's budget, PLATFORM-26).
import { defineMessages } from "react-intl";

export const viewToggleMessages = defineMessages({
  viewLegend: { id: "strategyMap.viewLegend", defaultMessage: "View" },
  viewScorecard: { id: "strategyMap.viewScorecard", defaultMessage: "Scorecard" },
  viewMap: { id: "strategyMap.viewMap", defaultMessage: "Strategy Map" },
});
