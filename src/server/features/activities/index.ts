// What other features may use of activities (ARCH-1: a feature imports another's public entry only).
export { listActivities } from "./service";
