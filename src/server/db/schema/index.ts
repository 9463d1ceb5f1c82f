export * from "./organization-settings";
export * from "./organizations";
export * from "./sessions";
export * from "./users";
