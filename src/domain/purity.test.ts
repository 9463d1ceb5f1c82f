import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { describe, expect, it } from "vitest";

// ARCH-2: the domain is pure. It imports nothing but zod and itself, and never reads the
// clock, the environment or a random source, so the browser and the server always compute the same.
const DOMAIN = import.meta.dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

const files = sourceFiles(DOMAIN).map(
  (path) => [relative(DOMAIN, path), readFileSync(path, "utf8")] as const,
);

describe("the domain is pure (ARCH-2)", () => {
  it.each(files)("%s imports only zod and the domain", (_name, text) => {
    const specifiers = [...text.matchAll(/\bfrom\s+"([^"]+)"/g)].map((match) => match[1]);
    // A relative import must also land inside the domain: "../server/…" is not the domain.
    const outside = specifiers.filter((specifier = "") =>
      specifier.startsWith(".")
        ? !resolve(DOMAIN, dirname(_name), specifier).startsWith(DOMAIN + sep)
        : specifier !== "zod",
    );
    expect(outside).toEqual([]);
  });

  it.each(files)("%s reads no clock, environment or randomness", (_name, text) => {
    expect(text).not.toMatch(
      /Date\.now|new Date\(\)|process\.|Math\.random|globalThis|window\.|localStorage/,
    );
  });
});
