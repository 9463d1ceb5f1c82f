import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { imports, listFiles, parse, relativePath } from "./source-files";

// PLATFORM-29: the React Compiler memoizes what a component reads during render. react-hook-form's
// `watch` and `formState` change without the component's inputs changing, so a memoized form shows stale
// values (the KPI form's aggregation stopped following its unit). Every client file that imports
// react-hook-form opts out with a file-level "use no memo" directive.

const clientFiles = listFiles(["src/client"], [".ts", ".tsx"]).filter((file) => !/\.test\.tsx?$/.test(file));

describe("React Compiler opt-outs (PLATFORM-29)", () => {
  it('every client file that imports react-hook-form starts with "use no memo"', () => {
    const forms = clientFiles.filter((file) =>
      imports(parse(file, fs.readFileSync(file, "utf8"))).some((i) => i.specifier === "react-hook-form"),
    );
    expect(forms.length).toBeGreaterThan(10);
    const missing = forms.filter((file) => !fs.readFileSync(file, "utf8").startsWith('"use no memo";'));
    expect(missing.map(relativePath)).toEqual([]);
  });
});
