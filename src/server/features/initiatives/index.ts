// What other features may use of initiatives (ARCH-1: a feature imports another's public entry only).
// INIT-34: the briefing book lists the initiatives of the objectives it prints.
export { initiativesOfObjectives } from "./read";
