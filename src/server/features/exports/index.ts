// What other features may use of the exports (ARCH-1: a feature imports another's public entry only).
export { factsCsv, scorecardCsv, scorecardXlsx } from "./files";
export { factsDownload, scorecardExportData } from "./service";
