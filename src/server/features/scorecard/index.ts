// What other features may use of the scorecard (ARCH-1: a feature imports another's public entry only).
export { engineKpiOf, type ScoringReads, scoreFunctionIn, scoringSetupOf } from "./service";
