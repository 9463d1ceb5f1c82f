import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { comments, listFiles, parse, ROOT, relativePath, testNames } from "./source-files";

// A comment that follows a product rule cites its id (`SCORE-3`, defined in docs/rules/), and one that
// follows a decision record cites the record (`docs/decisions/004`). This test keeps those citations
// honest: every id cited, whatever its prefix, must be defined (and not retired), every record cited
// must exist, and no comment or test name may cite an issue number or go back to citing documents that
// are not in the repository (numbered sections of the old product brief, numbered product decisions,
// numbered architecture rules). One test reads every file and lists every problem it finds.

type Rule = { id: string; retired: boolean; file: string };

const RULE_DEFINITION = /^- \*\*([A-Z]{2,10}-\d+)\*\*(.*)$/gm;

/**
 * The rules a set of Markdown files define: list items that start with a bold id, `- **SCORE-3** — …`.
 * The product rules (docs/rules/*.md) and the decision records that took over the performance rules
 * (docs/decisions/018 … 021 define PLATFORM-13 and the others that way) are read alike.
 */
function parseRules(files: readonly (readonly [string, string])[]): {
  rules: Map<string, Rule>;
  duplicates: string[];
} {
  const rules = new Map<string, Rule>();
  const duplicates: string[] = [];
  for (const [file, markdown] of files) {
    for (const match of markdown.matchAll(RULE_DEFINITION)) {
      const id = match[1] as string;
      if (rules.has(id)) duplicates.push(`${id} (${rules.get(id)?.file} and ${file})`);
      rules.set(id, { id, retired: /\*Retired\b/i.test(match[2] ?? ""), file });
    }
  }
  return { rules, duplicates };
}

const read = (file: string) => [relativePath(file), fs.readFileSync(file, "utf8")] as const;
const RULE_FILES = listFiles(["docs/rules"], [".md"]).map(read);
const RECORD_FILES = listFiles(["docs/decisions"], [".md"])
  .filter((file) => /^\d{3}-.*\.md$/.test(path.basename(file)))
  .map(read);
const { rules: RULES, duplicates: DUPLICATES } = parseRules([...RULE_FILES, ...RECORD_FILES]);
const DECISIONS = new Set(RECORD_FILES.map(([rel]) => path.basename(rel).slice(0, 3)));

// Names written like an id that are standards and formats, not rules: every other `PREFIX-N` is a
// citation and must be defined.
const NOT_RULES = new Set(["ISO", "PDF", "RFC", "SHA", "UTF"]);
const CITATION = /\b([A-Z]{2,10})-\d+\b/g;

// Citations a reader cannot follow, as they used to be written. Built from escapes so that this file
// does not cite anything itself.
const SECTION = "\u00a7";
const OLD_STYLE: [RegExp, string][] = [
  [new RegExp(`${SECTION}\\s?\\d`), "cites a numbered section of the old product brief"],
  [/(?<![\w-])D\d{1,2}\b(?!-)/, "cites a product decision by number; cite its rule id or docs/decisions/NNN"],
  [/\barchitecture rule \d/i, "cites an architecture rule by number; cite ARCH-n"],
];
const ISSUE: [RegExp, string] = [
  new RegExp(`\\b${"issue"}s? #?\\d`, "i"),
  "cites an issue number; cite the rule id or decision record it follows, or say why",
];

type Context = { rules: Map<string, Rule>; decisions: Set<string> };

/** Every problem with the citations of one file, as `path:line: what is wrong`. */
function citationProblems(rel: string, text: string, context: Context): string[] {
  const problems: string[] = [];
  text.split("\n").forEach((line, index) => {
    const where = `${rel}:${index + 1}`;
    for (const [id, prefix] of line.matchAll(CITATION)) {
      if (NOT_RULES.has(prefix as string)) continue;
      // A rule's own definition line (a retired one stays listed) defines its id rather than citing it.
      if (line.startsWith(`- **${id}**`)) continue;
      const rule = context.rules.get(id);
      if (!rule)
        problems.push(`${where}: cites ${id}, which neither docs/rules/ nor a decision record defines`);
      else if (rule.retired) problems.push(`${where}: cites ${id}, which ${rule.file} lists as retired`);
    }
    for (const match of line.matchAll(/docs\/decisions\/(\d{3})/g)) {
      if (!context.decisions.has(match[1] as string)) {
        problems.push(`${where}: cites docs/decisions/${match[1]}, which does not exist`);
      }
    }
  });
  // Parsing is the slow part: a file none of whose text matches a pattern has no prose that does.
  if (![...OLD_STYLE, ISSUE].some(([pattern]) => pattern.test(text))) return problems;
  for (const prose of proseOf(rel, text)) {
    const checks =
      prose.kind === "text" && !rel.startsWith("docs/rules/") ? OLD_STYLE : [...OLD_STYLE, ISSUE];
    prose.text.split("\n").forEach((line, offset) => {
      for (const [pattern, message] of checks) {
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
  // The rules' index keeps a table of the former citations on purpose; a rule's own text (a list
  // item in docs/rules/) is kept as it was written.
  if (rel === "docs/rules/README.md") return [];
  const prose = text.replace(/^```[\s\S]*?^```/gm, (block) => block.replace(/[^\n]/g, ""));
  if (rel.startsWith("docs/rules/")) return [{ kind: "text", text: withoutRuleItems(prose), line: 1 }];
  return [{ kind: "text", text: prose, line: 1 }];
}

/** A rules file's prose with each rule's own lines (its item and their continuation) blanked. */
function withoutRuleItems(markdown: string): string {
  let inRule = false;
  return markdown
    .split("\n")
    .map((line) => {
      inRule = line.startsWith("- **") || (inRule && line.startsWith("  "));
      return inRule ? "" : line;
    })
    .join("\n");
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
  `\\b[A-Z]{2,10}-\\d+\\b|docs/decisions/|${SECTION}|\\bD\\d{1,2}\\b|rule \\d|${"issue"}s? #?\\d`,
  "i",
);
const FILES = [...SOURCES, ...DOCS].map(read).filter(([, text]) => CANDIDATE.test(text));

describe("the product rules (docs/rules/) and the decision records", () => {
  it("define rules, each id once", () => {
    expect(RULES.size).toBeGreaterThan(50);
    expect(DUPLICATES).toEqual([]);
  });

  it("are dated, with a status (and what supersedes a superseded record)", () => {
    const undated = RECORD_FILES.filter(([, text]) => {
      const status = /^Status: (Accepted|Superseded)$/m.exec(text)?.[1];
      const superseded = status !== "Superseded" || /^Superseded by: docs\/decisions\/\d{3}/m.test(text);
      return !/^Date: \d{4}-\d{2}-\d{2}$/m.test(text) || !status || !superseded;
    });
    expect(undated.map(([rel]) => rel)).toEqual([]);
  });

  it("and ARCHITECTURE.md list the same architecture rules", () => {
    const architecture = fs.readFileSync(path.join(ROOT, "ARCHITECTURE.md"), "utf8");
    const listed = new Set([...architecture.matchAll(/\bARCH-\d+\b/g)].map((m) => m[0]));
    const defined = [...RULES.keys()].filter((id) => id.startsWith("ARCH-"));
    expect(defined.length).toBeGreaterThan(0);
    expect([...listed].sort()).toEqual([...defined].sort());
  });

  it("are cited correctly by every source file and document", () => {
    expect(FILES.length).toBeGreaterThan(100);
    const context = { rules: RULES, decisions: DECISIONS };
    expect(FILES.flatMap(([rel, text]) => citationProblems(rel, text, context))).toEqual([]);
  });
});

// The checker itself, on small sources: what it must catch and what it must leave alone.
describe("the citation checker", () => {
  const context: Context = {
    rules: new Map([
      ["SCORE-1", { id: "SCORE-1", retired: false, file: "docs/rules/scoring.md" }],
      ["SCORE-2", { id: "SCORE-2", retired: true, file: "docs/rules/scoring.md" }],
      ["UI-1", { id: "UI-1", retired: false, file: "docs/rules/screens.md" }],
    ]),
    decisions: new Set(["004"]),
  };
  const unknownId = `${"SCORE"}-${7}`;
  const unknownArea = `${"ACCESS"}-${2}`;
  const missingRecord = `docs/${"decisions"}/${"009"}`;
  const oldSection = `spec ${SECTION}9`;
  const issue = `${"Issue"} 11`;

  // [what, file, source, problems expected]
  const cases: [string, string, string, number][] = [
    [
      "flags an id of a known area that is not defined",
      "fixture.ts",
      `// ${unknownId}: a rule nobody wrote\n`,
      1,
    ],
    ["flags an id of an area nobody defined", "fixture.ts", `/** PATCH (${unknownArea}). */\n`, 1],
    ["flags a retired id", "fixture.ts", `// ${"SCORE"}-2: the old cap\n`, 1],
    ["flags a decision record that does not exist", "fixture.ts", `// see ${missingRecord}\n`, 1],
    [
      "flags a section of the old brief in a comment",
      "fixture.ts",
      `/** ${oldSection}: capped */\nexport const c = 1;\n`,
      1,
    ],
    ["flags a numbered decision in a comment", "fixture.ts", `const x = 1; // ${"D"}7: versions\n`, 1],
    [
      "flags a numbered architecture rule in a comment",
      "fixture.ts",
      `// ${"Architecture rule"} 2: pure\n`,
      1,
    ],
    [
      "flags a section of the old brief in a test name",
      "fixture.ts",
      `it("${oldSection}: capped", () => {});\n`,
      1,
    ],
    [
      "flags a table row of it.each",
      "fixture.ts",
      `it.each([["${"D"}2: annually", 1]])("%s", () => {});\n`,
      1,
    ],
    ["flags an issue number in a comment", "fixture.ts", `// ${issue} item 4: SIGTERM under load\n`, 1],
    [
      "flags an issue number in a test name",
      "fixture.ts",
      `describe("the access matrix (${issue.toLowerCase()})", () => {});\n`,
      1,
    ],
    [
      "flags an issue number in a rules file's prose",
      "docs/rules/x.md",
      `## X\n${issue}, see docs/decisions/004.\n`,
      1,
    ],
    ["flags an undefined id in a Markdown document", "docs/x.md", `Follows ${unknownArea}.\n`, 1],
    [
      "leaves alone defined ids and existing records",
      "fixture.ts",
      "// SCORE-1 and UI-1 (docs/decisions/004)\n",
      0,
    ],
    [
      "leaves alone names that only look like ids",
      "fixture.ts",
      "// UTF-8, SHA-256, ISO-8601, X-Frame-Options, H-1, P-256, RFC-7231, %PDF-1.7\n",
      0,
    ],
    [
      "leaves alone an identifier, a regular expression and a string",
      "fixture.ts",
      `const ${"D"}1 = /${SECTION}1/; const s = "${SECTION}2 ${"D"}3 ${issue}";\n`,
      0,
    ],
    ["leaves alone a string that is not a test name", "fixture.ts", `const label = "${oldSection}";\n`, 0],
    [
      "leaves alone JSX text",
      "fixture.tsx",
      `export const A = () => <p>// ${"D"}4 ${SECTION}5 ${issue}</p>;\n`,
      0,
    ],
    [
      "leaves alone an issue number in a decision record's context",
      "docs/decisions/0.md",
      `${issue} asks for it.\n`,
      0,
    ],
    ["leaves alone a rule's own text in a rules file", "docs/rules/x.md", `- **UI-1** — as in ${issue}\n`, 0],
  ];

  it("flags each planted mistake and leaves alone what only looks like one", () => {
    const found = cases.map(([what, file, source]) => [what, citationProblems(file, source, context).length]);
    expect(found).toEqual(cases.map(([what, , , count]) => [what, count]));
  });
});
