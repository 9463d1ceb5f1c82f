// What other features may use of the cascade's values (ARCH-1: a feature imports another's public entry only).
export { readYearValues, writePeriodValues, writePeriodValuesInBulk } from "./measurements";
