export * from "./activities";
export * from "./auth-tokens";
export * from "./mail-outbox";
export * from "./organization-settings";
export * from "./organizations";
export * from "./rate-limits";
export * from "./sessions";
export * from "./users";
