// docs/decisions/025, LANDING-7: a compiled message (an ICU AST, as `formatjs compile --ast` and the build
// write it) formatted without FormatJS's runtime, for the landing page's own entry, whose budget has no
// room for it (about 7 KB gzipped). It writes what intl-messageformat writes for the message kinds a
// landing page uses: text, arguments, numbers, plurals (with `#` and `=n`), selects and rich-text tags;
// src/client/i18n/format-ast.test.ts checks it against react-intl. The app uses react-intl itself.
import type { MessageFormatElement } from "react-intl";

type Values = Record<string, unknown>;
type Part = unknown;

// The element types of @formatjs/icu-messageformat-parser.
const LITERAL = 0;
const ARGUMENT = 1;
const NUMBER = 2;
const SELECT = 5;
const PLURAL = 6;
const POUND = 7;
const TAG = 8;

const numberOptions = (style: unknown): Intl.NumberFormatOptions => {
  if (style && typeof style === "object" && "parsedOptions" in style) {
    return style.parsedOptions as Intl.NumberFormatOptions;
  }
  if (style === "percent") return { style: "percent" };
  if (style === "integer") return { maximumFractionDigits: 0 };
  return {};
};

/** The parts of a message: strings and whatever the values put in (elements, tag results). */
export function formatParts(
  ast: readonly MessageFormatElement[],
  locale: string,
  values: Values = {},
  pluralValue?: number,
): Part[] {
  const parts: Part[] = [];
  for (const element of ast) {
    const el = element as unknown as {
      type: number;
      value: string;
      style?: unknown;
      options?: Record<string, { value: MessageFormatElement[] }>;
      offset?: number;
      pluralType?: Intl.PluralRuleType;
      children?: MessageFormatElement[];
    };
    if (el.type === LITERAL) parts.push(el.value);
    else if (el.type === POUND) parts.push(new Intl.NumberFormat(locale).format(pluralValue ?? 0));
    else {
      if (!(el.value in values)) throw new Error(`The message needs a value for "${el.value}"`);
      const value = values[el.value];
      if (el.type === ARGUMENT) parts.push(value ?? "");
      else if (el.type === NUMBER)
        parts.push(new Intl.NumberFormat(locale, numberOptions(el.style)).format(Number(value)));
      else if (el.type === SELECT && el.options) {
        const option = el.options[String(value)] ?? el.options.other;
        parts.push(...formatParts(option?.value ?? [], locale, values, pluralValue));
      } else if (el.type === PLURAL && el.options) {
        const count = Number(value) - (el.offset ?? 0);
        const rule = new Intl.PluralRules(locale, { type: el.pluralType ?? "cardinal" }).select(count);
        const option = el.options[`=${Number(value)}`] ?? el.options[rule] ?? el.options.other;
        parts.push(...formatParts(option?.value ?? [], locale, values, count));
      } else if (el.type === TAG && typeof value === "function") {
        parts.push(value(formatParts(el.children ?? [], locale, values, pluralValue)));
      } else throw new Error(`The landing page's formatter writes no element of type ${el.type}`);
    }
  }
  return parts;
}

/** A message as one string when every part is text, else as its parts, adjacent text joined. */
export function formatAst(ast: readonly MessageFormatElement[], locale: string, values?: Values) {
  const joined: Part[] = [];
  for (const part of formatParts(ast, locale, values)) {
    const last = joined.length - 1;
    if (typeof part === "string" && typeof joined[last] === "string") joined[last] += part;
    else joined.push(part);
  }
  if (joined.length === 0) return "";
  return joined.every((part) => typeof part === "string") ? joined.join("") : joined;
}
