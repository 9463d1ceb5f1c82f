// What other features may use of sign-in and sessions (ARCH-1: a feature imports another's public
// entry only).
export { countLimitsSlowingGlobal, enforceLimits, type Limit, slowLane } from "./rate-limit";
// NOTIFY-10: unsubscribe links are random tokens stored as their hash, like every other token.
export { hashToken, newToken } from "./secrets";
export { SESSION_IDLE_MS } from "./sessions";
