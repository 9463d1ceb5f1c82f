// What other features may use of commentary (ARCH-1: a feature imports another's public entry only).
export { analysisRequiredMessage, assertAnalysisWhereRequired, hasAnalysis } from "./analysis";
export { type CurrentCommentary, currentCommentaryOf } from "./current";
