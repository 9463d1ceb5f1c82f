// A strategy map link's vocabulary and limits (STRAT-2, STRAT-3), shared by its schemas and its screen.

// STRAT-2: a link claims the driver moves the outcome the same way (direct) or the opposite way (inverse).
export const LINK_DIRECTIONS = ["direct", "inverse"] as const;

export type LinkDirection = (typeof LINK_DIRECTIONS)[number];

// STRAT-2: how strongly the link is claimed; the screen draws it as line weight.
export const LINK_STRENGTHS = ["weak", "moderate", "strong"] as const;

export type LinkStrength = (typeof LINK_STRENGTHS)[number];

export const DEFAULT_LINK_DIRECTION: LinkDirection = "direct";

export const DEFAULT_LINK_STRENGTH: LinkStrength = "moderate";

/** STRAT-3: a hypothesis is at most this many characters. */
export const HYPOTHESIS_MAX = 500;
