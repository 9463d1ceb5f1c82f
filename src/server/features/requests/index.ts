// What other features may use of change requests (ARCH-1: a feature imports another's public entry only).
export { openStates } from "./service";
