// docs/decisions/025: the client's translations at build time.
// - The pipeline (scripts/i18n.mjs) runs when a build or the dev server starts, so the compiled catalogues
//   are there for the lazy imports of src/client/i18n; a build fails on its problems, the dev server warns.
// - Every English defaultMessage in the code is compiled to its ICU AST where it is written, and its
//   description (for translators) dropped: the screens carry their own English, as ASTs. A call of
//   defineMessages or defineMessage (which answer their argument) becomes its argument, so a module that
//   only declares messages does not import react-intl (the landing page's entry has no room for it).
// - So no message is parsed in the browser, and the ICU parser is left out of the bundle: its module is
//   resolved to its `no-parser` entry. The copies of FormatJS's runtime that npm nests under react-intl and
//   @formatjs/intl are resolved to one.
import { execFileSync } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { type Plugin, parseAst } from "vite";

const ROOT = path.resolve(import.meta.dirname, "..");
const requireFromRoot = createRequire(path.join(ROOT, "package.json"));
/** react-intl's own copies of the runtime packages, which @formatjs/intl's imports resolve to as well. */
const REACT_INTL_ENTRY = requireFromRoot.resolve("react-intl");
const PARSER = "@formatjs/icu-messageformat-parser";
const SHARED_RUNTIME = [
  PARSER,
  "intl-messageformat",
  "@formatjs/fast-memoize",
  "@formatjs/icu-skeleton-parser",
];
// The parser the runtime would use, for the same AST shape.
const { parse } = createRequire(REACT_INTL_ENTRY)(
  PARSER,
) as typeof import("@formatjs/icu-messageformat-parser");

type Node = { type: string; start: number; end: number; [key: string]: unknown };
const isNode = (value: unknown): value is Node =>
  typeof value === "object" && value !== null && typeof (value as Node).type === "string";

/** The text of a string literal or a template literal without expressions; null for anything else. */
function literalText(node: unknown): string | null {
  if (!isNode(node)) return null;
  if (node.type === "Literal" && typeof node.value === "string") return node.value;
  if (node.type === "TemplateLiteral" && (node.expressions as unknown[]).length === 0) {
    return ((node.quasis as { value: { cooked: string } }[])[0]?.value.cooked ?? null) as string | null;
  }
  return null;
}
const keyName = (property: Node) => {
  const key = property.key as Node | undefined;
  return key?.type === "Identifier" ? (key.name as string) : literalText(key);
};

type Edit = { start: number; end: number; text: string };

/** The edits that compile a file's defaultMessages and drop its descriptions. */
function messageEdits(program: Node, file: string): Edit[] {
  const edits: Edit[] = [];
  const compile = (message: string) => {
    try {
      return JSON.stringify(parse(message));
    } catch (error) {
      throw new Error(`${file}: a defaultMessage is not valid ICU (${(error as Error).message}): ${message}`);
    }
  };
  const visit = (node: unknown) => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    if (!isNode(node)) return;
    if (node.type === "ObjectExpression") {
      const properties = (node.properties as Node[]).filter((p) => p.type === "Property");
      // Only a message descriptor's description goes: an object with an id and a defaultMessage.
      const names = properties.map(keyName);
      const isDescriptor = names.includes("id") && names.includes("defaultMessage");
      properties.forEach((property, index) => {
        const name = keyName(property);
        const text = name === "defaultMessage" && isDescriptor ? literalText(property.value) : null;
        if (text !== null) {
          const value = property.value as Node;
          edits.push({ start: value.start, end: value.end, text: compile(text) });
        } else if (name === "description" && isDescriptor) {
          const next = properties[index + 1];
          const previous = properties[index - 1];
          edits.push(
            next
              ? { start: property.start, end: next.start, text: "" }
              : { start: (previous as Node).end, end: property.end, text: "" },
          );
        }
      });
    }
    if (
      node.type === "CallExpression" &&
      isNode(node.callee) &&
      node.callee.type === "Identifier" &&
      (node.callee.name === "defineMessages" || node.callee.name === "defineMessage") &&
      (node.arguments as unknown[]).length === 1
    ) {
      // With its type arguments: defineMessage<{ readonly count: number }>({ … }) becomes ({ … }).
      const typeArguments = (node.typeArguments ?? node.typeParameters) as Node | undefined;
      edits.push({ start: node.callee.start, end: typeArguments?.end ?? node.callee.end, text: "" });
    }
    if (node.type === "JSXAttribute" && isNode(node.name) && node.name.name === "defaultMessage") {
      const text = literalText(node.value);
      if (text !== null) {
        const value = node.value as Node;
        edits.push({ start: value.start, end: value.end, text: `{${compile(text)}}` });
      }
    }
    for (const [key, child] of Object.entries(node)) if (key !== "type") visit(child);
  };
  visit(program);
  return edits;
}

export function compileMessages(code: string, file: string): string | null {
  const lang = file.endsWith(".tsx") ? "tsx" : file.endsWith(".ts") ? "ts" : "jsx";
  const edits = messageEdits(parseAst(code, { lang }) as unknown as Node, file);
  if (edits.length === 0) return null;
  let out = code;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  }
  return out;
}

function runPipeline(failOnProblems: boolean) {
  try {
    execFileSync(process.execPath, [path.join(ROOT, "scripts/i18n.mjs"), "--quiet"], {
      cwd: ROOT,
      stdio: ["ignore", "inherit", "pipe"],
    });
  } catch (error) {
    const problems = String((error as { stderr?: Buffer }).stderr ?? error);
    if (failOnProblems) throw new Error(problems);
    console.warn(problems);
  }
}

export function i18n(): Plugin {
  let isBuild = true;
  return {
    name: "meridian-i18n",
    enforce: "pre",
    configResolved(config) {
      isBuild = config.command === "build";
    },
    buildStart() {
      runPipeline(isBuild);
    },
    resolveId: {
      // The bundler calls the hook only for these ids, not for every import of the app.
      filter: {
        id: new RegExp(`^(${SHARED_RUNTIME.map((name) => name.replace("/", "\\/")).join("|")})(\\/|$)`),
      },
      async handler(id) {
        const runtime = SHARED_RUNTIME.find((name) => id === name || id.startsWith(`${name}/`));
        if (!runtime) return null;
        const target = id === PARSER ? `${PARSER}/no-parser.js` : id;
        return this.resolve(target, REACT_INTL_ENTRY, { skipSelf: true });
      },
    },
    transform: {
      filter: { id: /[\\/]src[\\/].*\.tsx?$/, code: /defaultMessage|defineMessages?\(/ },
      handler(code, id) {
        const out = compileMessages(code, id);
        return out === null ? null : { code: out, map: null };
      },
    },
  };
}
