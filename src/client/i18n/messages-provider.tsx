import { Children, Fragment, isValidElement, type ReactNode } from "react";
import type { MessageDescriptor } from "react-intl";
import { setActiveLocale } from "./active-locale";
import { loadedCatalogue } from "./catalogues";
import { formatAst } from "./format-ast";
import { reportIntlError } from "./intl-errors";
import type { DisplayLocale } from "./locale";
import { FormatMessageProvider } from "./message";

/** Children of a rich-text tag, keyed by position, as react-intl keys them (a message's parts keep their order). */
const keyed = (nodes: unknown): ReactNode[] =>
  Children.toArray(nodes as ReactNode).map((node, index) =>
    // biome-ignore lint/suspicious/noArrayIndexKey: a message's parts keep their order
    isValidElement(node) ? <Fragment key={index}>{node}</Fragment> : node,
  );

/**
 * docs/decisions/025, LANDING-7: the landing page's own entry formats its compiled messages itself
 * (format-ast.ts), without react-intl and FormatJS's runtime, which its budget has no room for: its
 * components format through <Message> and useFormatMessage (message.tsx). The app, which takes the page
 * over, renders the same components under I18nProvider.
 */
export function MessagesProvider({ locale, children }: { locale: DisplayLocale; children: ReactNode }) {
  const shown = loadedCatalogue(locale) ? locale : "en";
  setActiveLocale(shown);
  const catalogue = loadedCatalogue(shown) ?? {};
  const formatMessage = (descriptor: MessageDescriptor, values?: Record<string, unknown>) => {
    const id = String(descriptor.id);
    let message = catalogue[id];
    if (!message && shown !== "en")
      reportIntlError(new Error(`Missing message: "${id}" for locale "${shown}"`) as never);
    message ??= typeof descriptor.defaultMessage === "string" ? undefined : descriptor.defaultMessage;
    // A message the build did not compile (a test without the build's plugin) shows as it is written.
    if (!message) return typeof descriptor.defaultMessage === "string" ? descriptor.defaultMessage : id;
    const rich = values
      ? Object.fromEntries(
          Object.entries(values).map(([name, value]) => [
            name,
            typeof value === "function" ? (parts: unknown) => value(keyed(parts)) : value,
          ]),
        )
      : undefined;
    try {
      const result = formatAst(message, shown, rich);
      return Array.isArray(result) ? keyed(result) : result;
    } catch (error) {
      reportIntlError(error as never);
      return id;
    }
  };
  return <FormatMessageProvider value={formatMessage}>{children}</FormatMessageProvider>;
}
