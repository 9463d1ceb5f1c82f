import { defineConfig } from "drizzle-kit";

// Generates SQL migrations from the schema; they are committed and never edited after landing.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/server/db/schema/index.ts",
  out: "./drizzle",
});
