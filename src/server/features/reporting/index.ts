// What other features may use of the reporting cycle's reads (ARCH-1: a feature's public entry only).
export {
  factsOf,
  type ReportingAssignment,
  readAssignments,
  readCalendar,
  readHeldPeriods,
  readYearValues,
  type YearValues,
} from "./data";
export { type OwedPeriod, periodsOwedBy } from "./owed";
export { pendingSubmissions } from "./pending";
export { reportingRoutes } from "./routes";
