import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const run = promisify(execFile);

// docs/decisions/025: every message id the code uses is in both catalogues (English from the code, German
// in src/locales/de), none is in German that no code uses, no id has two English texts, and each German
// message keeps its English's placeholders: the pipeline checks all of it and fails listing the ids.
describe("the translation catalogues", () => {
  it("are complete, with no unused, conflicting or malformed message", async () => {
    const answer = await run(process.execPath, [path.join(ROOT, "scripts/i18n.mjs")], { cwd: ROOT }).then(
      ({ stderr }) => ({ ok: true, stderr }),
      (error: { stderr?: string }) => ({ ok: false, stderr: error.stderr ?? String(error) }),
    );
    expect(answer.stderr).toBe("");
    expect(answer.ok).toBe(true);
  });

  it("keep German in one flat file of messages per area, named after the ids' area", () => {
    const dir = path.join(ROOT, "src/locales/de");
    for (const file of fs.readdirSync(dir)) {
      const messages: Record<string, unknown> = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8"));
      for (const [id, text] of Object.entries(messages)) {
        expect(typeof text, id).toBe("string");
        expect(id.startsWith(`${file.replace(/\.json$/, "")}.`), id).toBe(true);
      }
    }
  });
});
