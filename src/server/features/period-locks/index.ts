// What other features may use of closed periods (ARCH-1: a feature imports another's public entry only).
export {
  assertNoClosedHistory,
  assertPeriodsOpen,
  assertWeightsOpen,
  locksOfYear,
  periodLocked,
} from "./guard";
