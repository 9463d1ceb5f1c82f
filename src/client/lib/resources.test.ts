import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { withParams } from "../../domain/read-url";
import { kpisResource, objectivesResource, READS, RESOURCES } from "../../domain/resources";
import { isUnder, readKey, refreshAfterWrite } from "./resources";

// The declarations decide which reads a write refreshes (docs/decisions/007); these checks keep them
// and the client's query keys pointing at real reads.
const CLIENT = join(import.meta.dirname, "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes(".test.") ? [path] : [];
  });
}

const underARead = (path: string) =>
  (READS as readonly string[]).some((read) => path === read || path.startsWith(`${read}/`));

describe("resource declarations", () => {
  it("a library objective or KPI delete refreshes the function chart (its counts move)", () => {
    expect(objectivesResource.changes).toContain("/api/functions");
    expect(kpisResource.changes).toContain("/api/functions");
  });

  it.each(RESOURCES.map((resource) => [resource.key, resource] as const))(
    "%s: refreshes its own list first, and only declared reads",
    (_key, resource) => {
      expect(resource.changes[0]).toBe(resource.path);
      for (const path of resource.changes) expect(READS).toContain(path);
    },
  );

  it("every read path a client file passes to useRead, listQuery or readKey is under a declared read", () => {
    const used: [string, string][] = [];
    for (const file of sourceFiles(CLIENT)) {
      const text = readFileSync(file, "utf8");
      for (const match of text.matchAll(/\b(?:useRead|listQuery|readKey)(?:<[^>(]*>)?\(\s*[`"]([^`"$]+)/g)) {
        used.push([relative(CLIENT, file), match[1]!.replace(/\/$/, "")]);
      }
    }
    expect(used.length).toBeGreaterThan(10);
    expect(used.filter(([, path]) => !underARead(path))).toEqual([]);
  });
});

describe("read keys", () => {
  it("are the path, then the parameters that are set, in key order", () => {
    expect(readKey("/api/kpis")).toEqual(["/api/kpis"]);
    expect(readKey("/api/kpis", { year: undefined, x: null })).toEqual(["/api/kpis"]);
    expect(readKey("/api/kpi-assignments", { year: 2026 })).toEqual(["/api/kpi-assignments", { year: 2026 }]);
    expect(withParams("/api/scorecard", { year: 2026, frequency: "quarterly", functionId: null })).toBe(
      "/api/scorecard?frequency=quarterly&year=2026",
    );
  });

  it("a read is under its own path and the reads above it, not under a sibling", () => {
    expect(isUnder(["/api/activities", { limit: 3 }], "/api/activities")).toBe(true);
    expect(isUnder(["/api/activities/counts"], "/api/activities")).toBe(true);
    expect(isUnder(["/api/kpi-assignments/a1/history", { year: 2026 }], "/api/kpi-assignments")).toBe(true);
    expect(isUnder(["/api/admin/users"], "/api/users")).toBe(false);
    expect(isUnder(["/api/kpis"], "/api/kpi-assignments")).toBe(false);
  });
});

describe("refreshAfterWrite", () => {
  it("deleting a library objective marks the function chart, assignments and log stale, not the themes", async () => {
    const queryClient = new QueryClient();
    const keys: Record<string, readonly unknown[]> = {
      functions: ["/api/functions"],
      kpiAssignments: ["/api/kpi-assignments", { year: 2026 }],
      history: ["/api/kpi-assignments/a1/history", { year: 2026, years: 1 }],
      counts: ["/api/activities/counts"],
      themes: ["/api/themes"],
      kpis: ["/api/kpis"],
    };
    for (const key of Object.values(keys)) queryClient.setQueryData(key, []);
    await refreshAfterWrite(queryClient, objectivesResource);
    const stale = (name: string) => queryClient.getQueryState(keys[name]!)?.isInvalidated;
    expect(["functions", "kpiAssignments", "history", "counts"].map(stale)).toEqual([true, true, true, true]);
    expect(["themes", "kpis"].map(stale)).toEqual([false, false]);
  });
});
