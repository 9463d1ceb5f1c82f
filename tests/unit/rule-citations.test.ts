import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { comments, listFiles, parse, ROOT, relativePath, testNames } from "./source-files";

// A comment that follows a product rule cites its id from docs/rules.md (`SCORE-3`), and one that
// follows a decision record cites the record (`docs/decisions/004`). This test keeps those citations
// honest: every id cited must be defined (and not retired), every record cited must exist, and no
// comment or test name may go back to citing documents that are not in the repository (numbered
// sections of the old product brief, numbered product decisions, numbered architecture rules).

type Rule = { id: string; retired: boolean };

/** The rules docs/rules.md defines: list items that start with a bold id, `- **SCORE-3** — …`. */
function parseRules(markdown: string): { rules: Map<string, Rule>; duplicates: string[] } {
  const rules = new Map<string, Rule>();
  const duplicates: string[] = [];
  for (const match of markdown.matchAll(/^- \*\*([A-Z]{2,10}-\d+)\*\*(.*)$/gm)) {
    const id = match[1] as string;
    if (rules.has(id)) duplicates.push(id);
    rules.set(id, { id, retired: /\*Retired\b/i.test(match[2] ?? "") });
  }
  return { rules, duplicates };
}

const RULES_MD = fs.readFileSync(path.join(ROOT, "docs/rules.md"), "utf8");
const { rules: RULES, duplicates: DUPLICATES } = parseRules(RULES_MD);
const DECISIONS = new Set(
  fs
    .readdirSync(path.join(ROOT, "docs/decisions"))
    .filter((name) => /^\d{3}-.*\.md$/.test(name))
    .map((name) => name.slice(0, 3)),
);

// Citations of documents outside the repository, as they used to be written. Built from escapes so
// that this file does not cite anything itself.
const SECTION = "\u00a7";
const OLD_STYLE: [RegExp, string][] = [
  [new RegExp(`${SECTION}\\s?\\d`), "cites a numbered section of the old product brief"],
  [/(?<![\w-])D\d{1,2}\b(?!-)/, "cites a product decision by number; cite its rule id or docs/decisions/NNN"],
  [/\barchitecture rule \d/i, "cites an architecture rule by number; cite ARCH-n"],
];

type Context = { rules: Map<string, Rule>; decisions: Set<string> };

/** Every problem with the citations of one file, as `path:line: what is wrong`. */
function citationProblems(rel: string, text: string, context: Context): string[] {
  const problems: string[] = [];
  const prefixes = [...new Set([...context.rules.keys()].map((id) => id.split("-")[0]))];
  const citation = new RegExp(`\\b(?:${prefixes.join("|")})-\\d+\\b`, "g");
  const lines = text.split("\n");
  lines.forEach((line, index) => {
    const where = `${rel}:${index + 1}`;
    for (const [id] of line.matchAll(citation)) {
      // A rule's own definition line (a retired one stays listed) defines its id rather than citing it.
      if (line.startsWith(`- **${id}**`)) continue;
      const rule = context.rules.get(id);
      if (!rule) problems.push(`${where}: cites ${id}, which docs/rules.md does not define`);
      else if (rule.retired) problems.push(`${where}: cites ${id}, which docs/rules.md lists as retired`);
    }
    for (const match of line.matchAll(/docs\/decisions\/(\d{3})/g)) {
      if (!context.decisions.has(match[1] as string)) {
        problems.push(`${where}: cites docs/decisions/${match[1]}, which does not exist`);
      }
    }
  });
  for (const prose of proseOf(rel, text)) {
    prose.text.split("\n").forEach((line, offset) => {
      for (const [pattern, message] of OLD_STYLE) {
        if (pattern.test(line))
          problems.push(`${rel}:${prose.line + offset}: ${prose.kind} ${message}: ${line.trim()}`);
      }
    });
  }
  return problems;
}

/** The comments and test names of a source file; the prose of a Markdown file outside code blocks. */
function proseOf(rel: string, text: string): { kind: string; text: string; line: number }[] {
  if (/\.(ts|tsx|mts|js|mjs)$/.test(rel)) {
    const sf = parse(rel, text);
    return [...comments(sf), ...testNames(sf)];
  }
  const lineAt = (index: number) => text.slice(0, index).split("\n").length;
  if (rel.endsWith(".css")) {
    return [...text.matchAll(/\/\*[\s\S]*?\*\//g)].map((m) => ({
      kind: "comment",
      text: m[0],
      line: lineAt(m.index),
    }));
  }
  if (rel.endsWith(".html")) {
    return [...text.matchAll(/<!--[\s\S]*?-->/g)].map((m) => ({
      kind: "comment",
      text: m[0],
      line: lineAt(m.index),
    }));
  }
  // docs/rules.md keeps a table of the former citations on purpose.
  if (rel === "docs/rules.md") return [];
  const prose = text.replace(/^```[\s\S]*?^```/gm, (block) => block.replace(/[^\n]/g, ""));
  return [{ kind: "text", text: prose, line: 1 }];
}

const SOURCES = listFiles(
  ["src", "tests", "scripts", "bench"],
  [".ts", ".tsx", ".mts", ".js", ".mjs", ".css", ".html"],
);
const DOCS = [
  ...["README.md", "ARCHITECTURE.md", "src/client/README.md", "bench/README.md"].map((doc) =>
    path.join(ROOT, doc),
  ),
  ...listFiles(["docs"], [".md"]),
].filter((file) => fs.existsSync(file));

// Only the files that cite something, or might, need a look.
const CANDIDATE = new RegExp(
  `\\b[A-Z]{2,10}-\\d+\\b|docs/decisions/|${SECTION}|\\bD\\d{1,2}\\b|rule \\d`,
  "i",
);
const FILES = [...SOURCES, ...DOCS]
  .map((file) => [relativePath(file), fs.readFileSync(file, "utf8")] as const)
  .filter(([, text]) => CANDIDATE.test(text));

describe("docs/rules.md", () => {
  it("defines rules, each id once", () => {
    expect(RULES.size).toBeGreaterThan(50);
    expect(DUPLICATES).toEqual([]);
  });

  it("and ARCHITECTURE.md list the same architecture rules", () => {
    const architecture = fs.readFileSync(path.join(ROOT, "ARCHITECTURE.md"), "utf8");
    const listed = new Set([...architecture.matchAll(/\bARCH-\d+\b/g)].map((m) => m[0]));
    const defined = [...RULES.keys()].filter((id) => id.startsWith("ARCH-"));
    expect(defined.length).toBeGreaterThan(0);
    expect([...listed].sort()).toEqual([...defined].sort());
  });
});

describe("rule citations", () => {
  it.each(FILES)("%s cites only rules and decision records that exist", (rel, text) => {
    expect(citationProblems(rel, text, { rules: RULES, decisions: DECISIONS })).toEqual([]);
  });
});

// The checker itself, on small sources: what it must catch and what it must leave alone.
describe("the citation checker", () => {
  const context: Context = {
    rules: new Map([
      ["SCORE-1", { id: "SCORE-1", retired: false }],
      ["SCORE-2", { id: "SCORE-2", retired: true }],
      ["UI-1", { id: "UI-1", retired: false }],
    ]),
    decisions: new Set(["004"]),
  };
  const unknownId = `${"SCORE"}-${7}`;
  const missingRecord = `docs/${"decisions"}/${"009"}`;
  const oldSection = `spec ${SECTION}9`;

  it.each([
    ["an id of a known area that is not defined", `// ${unknownId}: a rule nobody wrote\n`, 1],
    ["a retired id", `// ${"SCORE"}-2: the old cap\n`, 1],
    ["a decision record that does not exist", `// see ${missingRecord}\n`, 1],
    [
      "a section of the old brief in a comment",
      `/** ${oldSection}: capped at 150 */\nexport const cap = 150;\n`,
      1,
    ],
    ["a numbered decision in a comment", `const x = 1; // ${"D"}7: versions\n`, 1],
    ["a numbered architecture rule in a comment", `// ${"Architecture rule"} 2: pure\n`, 1],
    ["a section of the old brief in a test name", `it("${oldSection}: capped", () => {});\n`, 1],
    ["a table row of it.each", `it.each([["${"D"}2: annually", 1]])("%s", () => {});\n`, 1],
  ])("flags %s", (_what, source, count) => {
    expect(citationProblems("fixture.ts", source, context)).toHaveLength(count);
  });

  it.each([
    ["defined ids and existing records", "// SCORE-1 and UI-1 (docs/decisions/004)\n"],
    ["names that only look like ids", "// UTF-8, SHA-256, ISO-8601, X-Frame-Options, H-1, P-256, RFC-7231\n"],
    [
      "an identifier, a regular expression and a string",
      `const ${"D"}1 = /${SECTION}1/; const s = "${SECTION}2 ${"D"}3";\n`,
    ],
    ["a string that is not a test name", `const label = "${oldSection}";\n`],
    ["JSX text", `export const A = () => <p>// ${"D"}4 ${SECTION}5</p>;\n`],
  ])("leaves alone %s", (_what, source) => {
    expect(citationProblems(source.includes("<p>") ? "fixture.tsx" : "fixture.ts", source, context)).toEqual(
      [],
    );
  });
});
