// What other features may use of the cascade's values (ARCH-1: a feature imports another's public entry only).
// CASCADE-15: one function's assignments, read as the list endpoints read them.

// The stored values' read and upsert (PLATFORM-35), which the writer of values (src/server/values) uses.
export { readYearValues, writePeriodValues } from "../../values/measurements";
export { selectKpiAssignments } from "./kpi-service";
export { selectAssignments as selectObjectiveAssignments } from "./objective-service";
