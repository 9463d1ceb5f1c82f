import type { IntlShape, MessageDescriptor } from "react-intl";

let current: IntlShape | null = null;

/** I18nProvider's react-intl instance, for code outside React (set as the provider renders). */
export function setCurrentIntl(intl: IntlShape) {
  current = intl;
}

/**
 * docs/decisions/025: a message in the screens' language for code outside React (a toast raised in a
 * write's callback, a title built in a helper). Components use useIntl() or <FormattedMessage>.
 */
export function translate(descriptor: MessageDescriptor, values?: Record<string, string | number>): string {
  if (current) return current.formatMessage(descriptor, values);
  return typeof descriptor.defaultMessage === "string" ? descriptor.defaultMessage : String(descriptor.id);
}
