// What text a request may carry (TEXT-1, TEXT-2, TEXT-3): the one policy every body, query and path
// parameter passes before its own schema, so no field can store a NUL, a control character or half a
// surrogate pair, and a name cannot hide a line break.

/** C0 controls other than tab, line feed and carriage return, and DEL (TEXT-1). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** A high surrogate not followed by a low one, or a low one not preceded by a high one (TEXT-1). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const LINE_BREAK_OR_TAB = /[\t\n\r]/;

/** TEXT-2: the fields written as paragraphs; every other text field is one line. */
export const MULTI_LINE_FIELDS: ReadonlySet<string> = new Set([
  "description",
  "analysis",
  "recommendations",
  "hypothesis",
  "comment",
  "reason",
  "message",
  "content",
]);

/** TEXT-3: deeper JSON than this is refused before anything walks it. */
export const MAX_TEXT_DEPTH = 32;

export type TextProblem = { field: string; message: string };

function problemIn(value: string, key: string | undefined, field: string): TextProblem | null {
  if (CONTROL_CHARACTER.test(value))
    return { field, message: `${field} must not contain control characters` };
  if (LONE_SURROGATE.test(value)) return { field, message: `${field} contains an invalid character` };
  if (LINE_BREAK_OR_TAB.test(value) && !(key && MULTI_LINE_FIELDS.has(key))) {
    return { field, message: `${field} must be a single line of text` };
  }
  return null;
}

/**
 * The first text in a request part that breaks TEXT-1..TEXT-3, with its field path as the error
 * handler names fields ("rows.3.firstName"); null when all of it is acceptable. Iterative, so a
 * hostile nesting depth cannot exhaust the stack. Keys are checked like values.
 */
export function findUnsafeText(root: unknown, part = "request"): TextProblem | null {
  const stack: { value: unknown; path: string; key: string | undefined; depth: number }[] = [
    { value: root, path: "", key: undefined, depth: 0 },
  ];
  while (stack.length > 0) {
    const { value, path, key, depth } = stack.pop()!;
    const field = path || part;
    if (typeof value === "string") {
      const problem = problemIn(value, key, field);
      if (problem) return problem;
      continue;
    }
    if (value === null || typeof value !== "object") continue;
    if (depth >= MAX_TEXT_DEPTH) return { field, message: `${field} is nested too deeply` };
    const entries: [string, unknown][] = Array.isArray(value)
      ? value.map((item, index) => [String(index), item])
      : Object.entries(value);
    for (const [childKey, child] of entries) {
      const childPath = path ? `${path}.${childKey}` : childKey;
      const keyProblem = problemIn(childKey, undefined, childPath);
      if (keyProblem) return { field: childPath, message: "A field name contains an invalid character" };
      // An array's items take their meaning from the array's own key ("comments": [...]).
      stack.push({
        value: child,
        path: childPath,
        key: Array.isArray(value) ? key : childKey,
        depth: depth + 1,
      });
    }
  }
  return null;
}
