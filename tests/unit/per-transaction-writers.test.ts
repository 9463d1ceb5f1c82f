// PLATFORM-35: reads kept for a transaction are forgotten by every write of what they read. These are
// the writers: each file that writes organization_settings forgets the settings, and kpi_measurements is
// written only in measurements.ts, which forgets the year values before each write.
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { listFiles, relativePath } from "./source-files";

const sources = listFiles(["src/server"], [".ts"]).map((file) => ({
  path: relativePath(file),
  text: fs.readFileSync(file, "utf8"),
}));
const writes = (table: string) => new RegExp(`\\.(insert|update|delete)\\(${table}\\)`);
// The seeds load whole organizations in transactions of their own, before any request reads them.
const isSeed = (path: string) => path.startsWith("src/server/db/seed/");

describe("the writers of what a transaction keeps (PLATFORM-35)", () => {
  it("every write of organization_settings forgets the transaction's settings", () => {
    const writers = sources.filter(
      (file) => writes("organizationSettings").test(file.text) && !isSeed(file.path),
    );
    expect(writers.length).toBeGreaterThanOrEqual(3);
    for (const file of writers) expect(file.text, file.path).toContain("forgetOrganizationSettings(tx)");
  });

  it("kpi_measurements is written in measurements.ts alone, which forgets the year values", () => {
    const writers = sources.filter((file) => writes("kpiMeasurements").test(file.text) && !isSeed(file.path));
    expect(writers.map((file) => file.path)).toEqual(["src/server/values/measurements.ts"]);
    const text = writers[0]!.text;
    const forgets = text.match(/forgetInTransaction\(tx, YEAR_VALUES\)/g) ?? [];
    const inserts = text.match(/\.insert\(kpiMeasurements\)/g) ?? [];
    expect(forgets.length).toBe(inserts.length);
  });
});

describe("the one writer of values (PERIOD-11)", () => {
  it("only writeValues calls the upserts of measurements.ts, so every source passes its locks and routing", () => {
    const callers = sources.filter(
      (file) =>
        /\bwritePeriodValues(InBulk)?\(/.test(file.text) && file.path !== "src/server/values/measurements.ts",
    );
    expect(callers.map((file) => file.path)).toEqual(["src/server/values/write-values.ts"]);
  });
});
