// The domain's public API: pure scoring, periods, roll-ups, weights and shared schemas. The server and
// the client import from here, so both compute the same numbers (architecture: one-way imports).
export * from "./aggregation";
export * from "./explain";
export * from "./kpi-score";
export * from "./labels";
export * from "./people";
export * from "./periods";
export * from "./rollups";
export * from "./schemas/auth";
export * from "./schemas/period-maps";
export * from "./schemas/users";
export * from "./scorecard";
export * from "./scoring";
export * from "./weights";
