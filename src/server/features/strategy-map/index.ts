// What other features may use of the strategy map (ARCH-1: a feature imports another's public entry only).
export { strategyMapIn } from "./map-service";
