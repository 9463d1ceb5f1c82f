// Targets and actuals (PERIOD-11): the one writer of values, and the reads of stored values.
export type { AppliedRequest } from "./activity";
export { emptyMap, parsePeriodMap, readYearValues, type ValueChange } from "./measurements";
export { placesOf, type ValuePlace } from "./places";
export {
  CALCULATED_ACTUALS,
  refuseCalculatedActuals,
  type ValueSource,
  type WriteValuesOptions,
  type WrittenValues,
  writeValues,
  type YearValues,
} from "./write-values";
