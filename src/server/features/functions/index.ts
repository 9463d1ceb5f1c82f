// What other features may use of functions (ARCH-1: a feature imports another's public entry only).
export { type FunctionHead, headsUpTheTree, subtreeFunctionIds } from "./heads";
export { readFunctions } from "./service";
