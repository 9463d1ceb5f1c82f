// Reading the project's own source for the checks in tests/unit: which files there are, and, parsed
// with the TypeScript compiler (not guessed with regular expressions), their comments, the names of
// their tests and the modules they import.
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

export const ROOT = path.resolve(import.meta.dirname, "../..");

const SKIP = new Set(["node_modules", "dist", "data", "coverage"]);

/** Every file under `dirs` (relative to the repository) whose name ends with one of `extensions`. */
export function listFiles(dirs: readonly string[], extensions: readonly string[]): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (SKIP.has(entry.name) || entry.name.startsWith(".")) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (extensions.some((extension) => entry.name.endsWith(extension))) found.push(full);
    }
  };
  for (const dir of dirs) walk(path.join(ROOT, dir));
  return found.sort();
}

/** A path relative to the repository, with forward slashes. */
export const relativePath = (file: string) => path.relative(ROOT, file).split(path.sep).join("/");

export function parse(file: string, text: string): ts.SourceFile {
  const kind = file.endsWith(".tsx")
    ? ts.ScriptKind.TSX
    : file.endsWith(".ts") || file.endsWith(".mts")
      ? ts.ScriptKind.TS
      : ts.ScriptKind.JS;
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
}

/** A piece of a file a reader sees as prose: a comment or the name of a test. */
export type Prose = { kind: "comment" | "test name"; text: string; line: number };

const lineOf = (sf: ts.SourceFile, pos: number) => sf.getLineAndCharacterOfPosition(pos).line + 1;

/**
 * The comments of a file: what lies between two tokens of its syntax tree, so that a `//` inside a
 * string, a regular expression or JSX text is never taken for one.
 */
export function comments(sf: ts.SourceFile): Prose[] {
  const text = sf.text;
  const tokens: [number, number][] = [];
  const visit = (node: ts.Node) => {
    if (node.kind >= ts.SyntaxKind.FirstJSDocNode && node.kind <= ts.SyntaxKind.LastJSDocNode) return;
    const children = node.getChildren(sf);
    if (children.length === 0) tokens.push([node.getStart(sf), node.end]);
    else for (const child of children) visit(child);
  };
  visit(sf);
  tokens.sort((a, b) => a[0] - b[0]);
  const found: Prose[] = [];
  let gapStart = 0;
  const scanGap = (from: number, to: number) => {
    let i = from;
    while (i < to) {
      const isLine = text.startsWith("//", i);
      if (!isLine && !text.startsWith("/*", i)) {
        i++;
        continue;
      }
      const close = isLine ? text.indexOf("\n", i) : text.indexOf("*/", i + 2);
      const stop = close === -1 ? to : Math.min(to, isLine ? close : close + 2);
      found.push({ kind: "comment", text: text.slice(i, stop), line: lineOf(sf, i) });
      i = stop;
    }
  };
  for (const [start, end] of tokens) {
    if (start > gapStart) scanGap(gapStart, start);
    gapStart = Math.max(gapStart, end);
  }
  if (gapStart < text.length) scanGap(gapStart, text.length);
  return found;
}

const TEST_FUNCTIONS = new Set(["describe", "it", "test", "suite", "bench"]);

function calleeBase(expression: ts.Expression): string | null {
  let current: ts.Expression = expression;
  for (;;) {
    if (ts.isIdentifier(current)) return current.text;
    if (ts.isPropertyAccessExpression(current) || ts.isCallExpression(current)) current = current.expression;
    else return null;
  }
}

/** The names of the tests in a file: the first argument of describe/it/test and the rows of `.each`. */
export function testNames(sf: ts.SourceFile): Prose[] {
  const found: Prose[] = [];
  const strings = (node: ts.Node) => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateExpression(node)
    ) {
      found.push({ kind: "test name", text: node.getText(sf), line: lineOf(sf, node.getStart(sf)) });
    } else ts.forEachChild(node, strings);
  };
  const walk = (node: ts.Node) => {
    if (ts.isCallExpression(node) && TEST_FUNCTIONS.has(calleeBase(node.expression) ?? "")) {
      const callee = node.expression;
      if (ts.isPropertyAccessExpression(callee) && callee.name.text === "each")
        node.arguments.forEach(strings);
      else if (node.arguments[0]) {
        const first = node.arguments[0];
        if (
          ts.isStringLiteral(first) ||
          ts.isNoSubstitutionTemplateLiteral(first) ||
          ts.isTemplateExpression(first)
        ) {
          strings(first);
        }
      }
    }
    ts.forEachChild(node, walk);
  };
  walk(sf);
  return found;
}

/** The module specifiers a file imports or re-exports, statically or with import() / require(). */
export function imports(sf: ts.SourceFile): { specifier: string; line: number }[] {
  const found: { specifier: string; line: number }[] = [];
  const add = (node: ts.Node | undefined) => {
    if (node && ts.isStringLiteralLike(node))
      found.push({ specifier: node.text, line: lineOf(sf, node.getStart(sf)) });
  };
  const walk = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) add(node.moduleSpecifier);
    else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      add(node.moduleReference.expression);
    } else if (ts.isCallExpression(node)) {
      const isImport = node.expression.kind === ts.SyntaxKind.ImportKeyword;
      const isRequire = ts.isIdentifier(node.expression) && node.expression.text === "require";
      if (isImport || isRequire) add(node.arguments[0]);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) add(node.argument.literal);
    ts.forEachChild(node, walk);
  };
  walk(sf);
  return found;
}
