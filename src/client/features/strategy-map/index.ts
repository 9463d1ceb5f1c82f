// The Strategy Map feature (UI-47): other screens show it through this lazy section and the view toggle.
export { StrategyMapSection } from "./components/strategy-map-lazy";
export type { StrategyMapViewProps } from "./components/strategy-map-view";
export { type ScorecardView, ScorecardViewToggle, useScorecardView } from "./components/view-toggle";
