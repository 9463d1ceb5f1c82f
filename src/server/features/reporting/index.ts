// What other features may use of the reporting cycle's reads (ARCH-1: a feature's public entry only).
export {
  askedFor,
  factsOf,
  type ReportingAssignment,
  readAssignments,
  readCalendar,
  readYearValues,
  type YearValues,
} from "./data";
export { reportingRoutes } from "./routes";
