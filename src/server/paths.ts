import fs from "node:fs";
import path from "node:path";

/**
 * The project's folder: the nearest one above this file holding package.json. The same from the
 * TypeScript sources (src/server, run by tsx) and from the compiled server (dist/server), so the
 * migrations and the built client are found from either.
 */
function findProjectRoot(start: string): string {
  let dir = start;
  while (!fs.existsSync(path.join(dir, "package.json"))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${start}`);
    dir = parent;
  }
  return dir;
}

export const PROJECT_ROOT = findProjectRoot(import.meta.dirname);
