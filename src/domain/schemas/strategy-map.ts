// The strategy map's shapes (STRAT-1..STRAT-19, API-15, API-16): links between objective
// assignments as claims (direction, strength, hypothesis), the positions a user drags, and the map read
// with scores and evidence. Shared by the strategy-map API and the Strategy Map screen.
import { z } from "zod";
import { FREQUENCIES } from "../periods";
import { BSC_PERSPECTIVES } from "../scorecard";
import { KPI_STATUSES } from "../scoring";
import {
  DEFAULT_LINK_DIRECTION,
  DEFAULT_LINK_STRENGTH,
  HYPOTHESIS_MAX,
  LINK_DIRECTIONS,
  LINK_STRENGTHS,
} from "../strategy-links";
import { versionSchema } from "./library";
import { coverageSchema, scorecardQuerySchema } from "./scorecard";

/** STRAT-14: a saved position lies within ±this on each axis. */
export const POSITION_LIMIT = 100000;

export const DIRECTION_MESSAGE = "Direction must be direct or inverse";
export const STRENGTH_MESSAGE = "Strength must be weak, moderate or strong";
export const HYPOTHESIS_MESSAGE = `Hypothesis must be at most ${HYPOTHESIS_MAX} characters`;
export const FROM_REQUIRED_MESSAGE = "The driver objective (fromObjectiveAssignmentId) must be a valid id";
export const TO_REQUIRED_MESSAGE = "The outcome objective (toObjectiveAssignmentId) must be a valid id";
export const SELF_LINK_MESSAGE = "An objective cannot be linked to itself";
export const DIFFERENT_FUNCTIONS_MESSAGE = "Both objectives of a link must belong to the same function";
export const DUPLICATE_LINK_MESSAGE = "These objectives are already linked in this direction";
export const POSITION_MESSAGE = `Positions must be numbers between -${POSITION_LIMIT} and ${POSITION_LIMIT}`;

export const linkDirectionSchema = z.enum(LINK_DIRECTIONS, { error: DIRECTION_MESSAGE });
export const linkStrengthSchema = z.enum(LINK_STRENGTHS, { error: STRENGTH_MESSAGE });

/** STRAT-3: optional paragraph text, trimmed; empty or null means none. Undefined = unchanged on edit. */
export const hypothesisSchema = z
  .string({ error: "Hypothesis must be text" })
  .trim()
  .max(HYPOTHESIS_MAX, HYPOTHESIS_MESSAGE)
  .nullable()
  .optional()
  .transform((value) => (value === undefined ? undefined : value || null));

/** API-15 POST /api/strategy-links. */
export const createStrategyLinkSchema = z.object({
  fromObjectiveAssignmentId: z.uuid({ error: FROM_REQUIRED_MESSAGE }),
  toObjectiveAssignmentId: z.uuid({ error: TO_REQUIRED_MESSAGE }),
  direction: linkDirectionSchema.default(DEFAULT_LINK_DIRECTION),
  strength: linkStrengthSchema.default(DEFAULT_LINK_STRENGTH),
  hypothesis: hypothesisSchema,
});
export type CreateStrategyLinkInput = z.input<typeof createStrategyLinkSchema>;
export type CreateStrategyLinkValues = z.output<typeof createStrategyLinkSchema>;

/** API-15 PATCH /api/strategy-links/{id}: the ends never change (delete and draw again). */
export const updateStrategyLinkSchema = z.object({
  direction: linkDirectionSchema.optional(),
  strength: linkStrengthSchema.optional(),
  hypothesis: hypothesisSchema,
  version: versionSchema,
});
export type UpdateStrategyLinkInput = z.input<typeof updateStrategyLinkSchema>;
export type UpdateStrategyLinkValues = z.output<typeof updateStrategyLinkSchema>;

/** The side panel's form (direction, strength, hypothesis), checked as the server checks it. */
export const strategyLinkFormSchema = z.object({
  direction: linkDirectionSchema,
  strength: linkStrengthSchema,
  hypothesis: z.string().trim().max(HYPOTHESIS_MAX, HYPOTHESIS_MESSAGE),
});
export type StrategyLinkFormValues = z.infer<typeof strategyLinkFormSchema>;

/** API-15 GET /api/strategy-links?functionId= (without it: every link of the organization). */
export const strategyLinksQuerySchema = z.object({
  functionId: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.uuid("Function must be a valid function id").optional(),
  ),
});

/** One link as the API answers it. */
export const strategyLinkSchema = z.object({
  id: z.string(),
  functionId: z.string(),
  fromObjectiveAssignmentId: z.string(),
  toObjectiveAssignmentId: z.string(),
  direction: z.enum(LINK_DIRECTIONS),
  strength: z.enum(LINK_STRENGTHS),
  hypothesis: z.string().nullable(),
  /** VERSION-1: send back as `version` to edit. */
  version: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StrategyLink = z.infer<typeof strategyLinkSchema>;

// STRAT-14: a position is kept to a hundredth of a pixel, so a value the database's real column cannot
// hold (5e-324 underflows it) is never sent to it.
const coordinateSchema = z
  .number({ error: POSITION_MESSAGE })
  .min(-POSITION_LIMIT, POSITION_MESSAGE)
  .max(POSITION_LIMIT, POSITION_MESSAGE)
  .transform((value) => Math.round(value * 100) / 100 || 0);

/** STRAT-14 PUT /api/strategy-map/positions: the positions of one function's nodes (others untouched). */
export const saveStrategyMapPositionsSchema = z.object({
  functionId: z.uuid("Function must be a valid function id"),
  positions: z
    .array(
      z.object({
        objectiveAssignmentId: z.uuid("Objective assignment must be a valid id"),
        x: coordinateSchema,
        y: coordinateSchema,
      }),
    )
    .max(1000, "At most 1000 positions at once"),
});
export type SaveStrategyMapPositionsInput = z.input<typeof saveStrategyMapPositionsSchema>;

export const strategyMapPositionSchema = z.object({
  objectiveAssignmentId: z.string(),
  x: z.number(),
  y: z.number(),
});
export const strategyMapPositionsResponseSchema = z.object({
  functionId: z.string(),
  positions: z.array(strategyMapPositionSchema),
});
export type StrategyMapPositions = z.infer<typeof strategyMapPositionsResponseSchema>;

/** API-16 GET /api/strategy-map: the scorecard's query, same defaults (STRAT-6). */
export const strategyMapQuerySchema = scorecardQuerySchema;
export type StrategyMapQuery = z.infer<typeof strategyMapQuerySchema>;

/**
 * STRAT-9..STRAT-12: what the monthly scores say about a link. `periods` month pairs with both scores,
 * at the lag `lag` (0..3 months, the driver earlier) whose |r| is largest; `correlation` is Pearson's r
 * rounded to 2 decimals; `supports` when r has the sign the direction claims and |r| ≥ 0.3.
 */
export const linkEvidenceSchema = z.object({
  periods: z.number().int(),
  lag: z.number().int(),
  correlation: z.number(),
  supports: z.boolean(),
});
export type LinkEvidence = z.infer<typeof linkEvidenceSchema>;

export const strategyMapNodeSchema = z.object({
  objectiveAssignmentId: z.string(),
  objectiveId: z.string(),
  name: z.string(),
  perspective: z.enum(BSC_PERSPECTIVES),
  themeId: z.string().nullable(),
  themeName: z.string().nullable(),
  themeColor: z.string().nullable(),
  /** STRAT-7: the very figures the scorecard shows for this objective. */
  score: z.number().nullable(),
  status: z.enum(KPI_STATUSES).nullable(),
  coverage: coverageSchema,
  weight: z.number(),
  /** STRAT-14: where a user left it; null = the screen lays it out. */
  position: z.object({ x: z.number(), y: z.number() }).nullable(),
});
export type StrategyMapNode = z.infer<typeof strategyMapNodeSchema>;

export const strategyMapEdgeSchema = strategyLinkSchema.extend({
  /** STRAT-9: null when fewer than 8 month pairs or a series does not vary. */
  evidence: linkEvidenceSchema.nullable(),
});
export type StrategyMapEdge = z.infer<typeof strategyMapEdgeSchema>;

export const strategyMapSchema = z.object({
  /** null only when no function was asked for and the organization has no CEO function yet. */
  functionId: z.string().nullable(),
  functionName: z.string().nullable(),
  year: z.number(),
  frequency: z.enum(FREQUENCIES),
  period: z.string(),
  view: z.enum(["period", "ytd"]),
  /** STRAT-5: top to bottom Financial, Customer, Internal Process, Learning & Growth; settings' names. */
  perspectives: z.array(z.object({ key: z.enum(BSC_PERSPECTIVES), name: z.string() })),
  /** The themes of the map's objectives, for highlighting (as on Corporate BSC). */
  themes: z.array(z.object({ id: z.string(), name: z.string(), color: z.string().nullable() })),
  nodes: z.array(strategyMapNodeSchema),
  edges: z.array(strategyMapEdgeSchema),
});
export type StrategyMap = z.infer<typeof strategyMapSchema>;
