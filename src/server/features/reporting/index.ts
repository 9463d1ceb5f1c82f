// What other features may use of the reporting cycle's reads (ARCH-1: a feature's public entry only).
export {
  askedFor,
  factsOf,
  type ReportingAssignment,
  readAssignments,
  readCalendar,
  readHeldPeriods,
  readYearValues,
  type YearValues,
} from "./data";
export { pendingSubmissions } from "./pending";
export { reportingRoutes } from "./routes";
