// What other features may use of the cascade's values (ARCH-1: a feature imports another's public entry only).
// CASCADE-15: one function's assignments, read as the list endpoints read them.
export { selectKpiAssignments } from "./kpi-service";
export { selectAssignments as selectObjectiveAssignments } from "./objective-service";
