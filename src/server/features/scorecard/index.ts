// What other features may use of the scorecard (ARCH-1: a feature imports another's public entry only).
export { engineKpiOf, scoreFunctionIn, scoringSetupOf } from "./service";
