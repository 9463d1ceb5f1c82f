// What other features may use of the library (ARCH-1: a feature imports another's public entry only).
export { checkKpiUpdate, kpiUpdateChanges, toKpi } from "./kpis-service";
