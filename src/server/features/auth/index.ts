// What other features may use of sign-in and sessions (ARCH-1: a feature imports another's public
// entry only).
export { enforceLimits, type Limit } from "./rate-limit";
export { SESSION_IDLE_MS } from "./sessions";
