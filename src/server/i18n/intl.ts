import { createIntl, createIntlCache, type IntlShape, type MessageDescriptor } from "@formatjs/intl";
import { DEFAULT_LOCALE, type Locale } from "../../domain/locale";
import { catalogueOf } from "./catalogue";

export type MessageValues = Record<string, string | number | Date | null | undefined>;

/**
 * The server's formatter of one language (docs/decisions/026): messages by descriptor with their values,
 * and numbers, dates and lists by Intl in that language.
 */
export type ServerIntl = {
  locale: Locale;
  formatMessage(descriptor: MessageDescriptor, values?: MessageValues): string;
  formatNumber: IntlShape<string>["formatNumber"];
  formatDate: IntlShape<string>["formatDate"];
  formatList(items: readonly string[], options?: Intl.ListFormatOptions): string;
};

// docs/decisions/026: one formatter per language, made once and kept for the process.
const cache = createIntlCache();
const made = new Map<Locale, ServerIntl>();

function makeIntl(locale: Locale): ServerIntl {
  const shape = createIntl(
    {
      locale,
      defaultLocale: DEFAULT_LOCALE,
      messages: catalogueOf(locale),
      // A missing German text falls back to the English default; the catalogue test keeps both complete,
      // not a log line per request.
      onError: () => {},
    },
    cache,
  );
  // The typed overloads of formatMessage infer values from `defineMessages` literals, which the server's
  // catalogues (plain descriptors, values checked by the catalogue test) do not declare.
  const format = shape.formatMessage as unknown as (
    descriptor: MessageDescriptor,
    values?: MessageValues,
  ) => string;
  return {
    locale,
    formatMessage: (descriptor, values) => String(format(descriptor, values)),
    formatNumber: shape.formatNumber,
    formatDate: shape.formatDate,
    formatList: (items, options) =>
      new Intl.ListFormat(locale, { type: "conjunction", ...options }).format(items),
  };
}

/** The formatter of a language: its catalogue, English defaults for any id it lacks. */
export function intlFor(locale: Locale): ServerIntl {
  let intl = made.get(locale);
  if (!intl) {
    intl = makeIntl(locale);
    made.set(locale, intl);
  }
  return intl;
}

/**
 * A text to be said later in a language not known yet (an error's message, formatted by the error
 * handler in the caller's language, docs/decisions/026).
 */
export type Described = { descriptor: MessageDescriptor; values?: MessageValues };

export const described = (descriptor: MessageDescriptor, values?: MessageValues): Described => ({
  descriptor,
  ...(values ? { values } : {}),
});

/** A described text in one language. */
export const say = (locale: Locale, text: Described): string =>
  intlFor(locale).formatMessage(text.descriptor, text.values);
