import { createContext, type ReactNode, useContext } from "react";
import type { MessageDescriptor } from "react-intl";

type Values = Record<string, unknown>;
/** Formats a message as useIntl().formatMessage does. */
export type FormatMessage = (descriptor: MessageDescriptor, values?: Values) => ReactNode;

const FormatMessageContext = createContext<FormatMessage | null>(null);
/** Given by I18nProvider (react-intl's formatMessage) and by the landing page's MessagesProvider. */
export const FormatMessageProvider = FormatMessageContext.Provider;

/**
 * docs/decisions/025, LANDING-7: formatMessage for the landing page's components, which its own entry
 * renders without react-intl (it does not fit the page's budget) and the app renders under I18nProvider.
 * Only src/client/features/landing uses this and <Message>; everything else uses react-intl.
 */
export function useFormatMessage() {
  const format = useContext(FormatMessageContext);
  if (!format) throw new Error("Messages need an I18nProvider or a MessagesProvider above them");
  /** The message as text, for an attribute (aria-label, title). */
  const text = (descriptor: MessageDescriptor, values?: Values) => String(format(descriptor, values));
  return { format, text };
}

/** <FormattedMessage> for the landing page's components (see useFormatMessage). */
export function Message({ values, ...descriptor }: MessageDescriptor & { values?: Values }) {
  return <>{useFormatMessage().format(descriptor, values)}</>;
}
