import { execFileSync } from "node:child_process";
import path from "node:path";

/**
 * docs/decisions/025: the compiled catalogues (git-ignored) for the tests that load them. Problems in the
 * catalogues do not stop the run here: tests/unit/translations.test.ts reports them.
 */
export default function setup() {
  const root = path.resolve(import.meta.dirname, "../..");
  try {
    execFileSync(process.execPath, [path.join(root, "scripts/i18n.mjs"), "--quiet"], {
      cwd: root,
      stdio: "pipe",
    });
  } catch {
    // Reported by the translations test.
  }
}
