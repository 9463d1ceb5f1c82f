// The Initiatives feature (docs/decisions/013): other screens show an objective's initiatives through these.
export { ObjectiveInitiatives, useInitiativesByObjective } from "./components/objective-initiatives";
export type { Initiative } from "./lib/types";
