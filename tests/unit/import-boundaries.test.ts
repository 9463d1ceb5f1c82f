import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { imports, listFiles, parse, ROOT, relativePath } from "./source-files";

// ARCH-1: imports flow one way. src/domain imports nothing but zod and itself; the server and the
// client never import each other (both may import the domain); a feature does not reach into another
// feature's internals. Imports are resolved to files, as the bundler would, not matched as strings.

const EXTENSIONS = [".ts", ".tsx", ".mts", ".js", ".mjs"];

type Import = { from: string; specifier: string; line: number; target: string | null };

/** The file a relative specifier names (`.ts`/`.tsx`/`index` resolution), or null if there is none. */
function resolveImport(fromFile: string, specifier: string): string | null {
  const bare = specifier.replace(/[?#].*$/, "");
  const base = path.resolve(path.dirname(fromFile), bare);
  const stem = base.replace(/\.(js|mjs|jsx)$/, "");
  const candidates = [
    base,
    ...EXTENSIONS.map((extension) => stem + extension),
    ...EXTENSIONS.map((extension) => path.join(base, `index${extension}`)),
  ];
  return candidates.find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile()) ?? null;
}

function importsOf(file: string): Import[] {
  const sf = parse(file, fs.readFileSync(file, "utf8"));
  return imports(sf).map(({ specifier, line }) => ({
    from: relativePath(file),
    specifier,
    line,
    target: specifier.startsWith(".") ? resolveImport(file, specifier) : null,
  }));
}

const show = (i: Import) =>
  `${i.from}:${i.line} → ${i.specifier}${i.target ? ` (${relativePath(i.target)})` : i.specifier.startsWith(".") ? " (no such file)" : ""}`;

const isTest = (rel: string) => /\.(test|spec)\.tsx?$/.test(rel);
const under = (dir: string) => (i: Import) => i.target !== null && relativePath(i.target).startsWith(dir);

/** The feature a file belongs to, e.g. "src/server/features/users", or null. */
function featureOf(rel: string): string | null {
  return /^(src\/(?:server|client)\/features\/[^/]+)\//.exec(rel)?.[1] ?? null;
}

/** A feature's public entry, if it has one: its index file. Everything else in it is internal. */
function publicEntry(feature: string): string | null {
  return (
    EXTENSIONS.map((extension) => `${feature}/index${extension}`).find((entry) =>
      fs.existsSync(path.join(ROOT, entry)),
    ) ?? null
  );
}

/** Every import that breaks ARCH-1, as `file:line → specifier (resolved file)`, by rule. */
function boundaryViolations(all: Import[]) {
  const domain = all.filter((i) => i.from.startsWith("src/domain/"));
  const server = all.filter((i) => i.from.startsWith("src/server/"));
  const client = all.filter((i) => i.from.startsWith("src/client/"));
  return {
    // Outside its tests, the domain imports zod and itself only; its tests may use test packages.
    domainPackages: domain
      .filter((i) => !i.specifier.startsWith(".") && !isTest(i.from))
      .filter((i) => i.specifier !== "zod" && !i.specifier.startsWith("zod/"))
      .map(show),
    domainLeavesDomain: domain
      .filter((i) => i.specifier.startsWith(".") && !under("src/domain/")(i))
      .map(show),
    serverImportsClient: server.filter(under("src/client/")).map(show),
    clientImportsServer: client.filter(under("src/server/")).map(show),
    crossFeature: all
      .filter((i) => {
        const feature = featureOf(i.from);
        const targetFeature = i.target ? featureOf(relativePath(i.target)) : null;
        if (!feature || !targetFeature || targetFeature === feature) return false;
        return relativePath(i.target as string) !== publicEntry(targetFeature);
      })
      .map(show),
  };
}

const ALL = listFiles(["src"], EXTENSIONS).flatMap(importsOf);
const VIOLATIONS = boundaryViolations(ALL);

describe("import boundaries (ARCH-1)", () => {
  it("src/domain imports no package but zod", () => {
    expect(VIOLATIONS.domainPackages).toEqual([]);
  });

  it("src/domain imports nothing outside src/domain", () => {
    expect(VIOLATIONS.domainLeavesDomain).toEqual([]);
  });

  it("src/server never imports src/client", () => {
    expect(VIOLATIONS.serverImportsClient).toEqual([]);
  });

  it("src/client never imports src/server", () => {
    expect(VIOLATIONS.clientImportsServer).toEqual([]);
  });

  it("a feature imports no other feature's internals (only its index, where it has one)", () => {
    expect(VIOLATIONS.crossFeature).toEqual([]);
  });

  it("finds the imports it checks", () => {
    expect(ALL.length).toBeGreaterThan(500);
    expect(ALL.filter((i) => i.specifier.startsWith(".") && i.target === null).map(show)).toEqual([]);
  });
});

// The checker itself, on made-up imports: each rule must catch its case.
describe("the import-boundary checker", () => {
  const at = (from: string, specifier: string, target: string | null): Import => ({
    from,
    specifier,
    line: 1,
    target: target && path.join(ROOT, target),
  });

  it.each([
    ["domainPackages", at("src/domain/scoring.ts", "node:fs", null)],
    ["domainLeavesDomain", at("src/domain/scoring.ts", "../server/config", "src/server/config.ts")],
    ["serverImportsClient", at("src/server/app.ts", "../client/lib/paths", "src/client/lib/paths.ts")],
    ["clientImportsServer", at("src/client/lib/auth.ts", "../../server/config", "src/server/config.ts")],
    [
      "crossFeature",
      at(
        "src/server/features/users/service.ts",
        "../library/routes",
        "src/server/features/library/routes.ts",
      ),
    ],
    [
      "crossFeature",
      at(
        "src/client/features/library/pages/x.tsx",
        "../../admin/api/y",
        "src/client/features/admin/api/y.ts",
      ),
    ],
  ] as const)("%s catches %o", (rule, bad) => {
    expect(boundaryViolations([bad])[rule]).toHaveLength(1);
  });

  it("lets the domain's tests use test packages, and both sides use the domain", () => {
    const fine = [
      at("src/domain/scoring.test.ts", "vitest", null),
      at("src/server/app.ts", "../domain/scoring", "src/domain/scoring.ts"),
      at("src/client/lib/auth.ts", "../../domain/schemas/auth", "src/domain/schemas/auth.ts"),
      at("src/server/features/users/routes.ts", "./service", "src/server/features/users/service.ts"),
    ];
    expect(Object.values(boundaryViolations(fine)).flat()).toEqual([]);
  });

  it("resolves relative imports to files, through ../ and index files", () => {
    const from = path.join(ROOT, "src/server/features/example/service.ts");
    expect(resolveImport(from, "../../../domain/scoring")).toBe(path.join(ROOT, "src/domain/scoring.ts"));
    expect(resolveImport(from, "../../../domain/scoring.js")).toBe(path.join(ROOT, "src/domain/scoring.ts"));
    expect(resolveImport(from, "../../../domain")).toBe(path.join(ROOT, "src/domain/index.ts"));
    expect(resolveImport(from, "./nowhere")).toBeNull();
  });
});
