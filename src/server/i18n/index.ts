export { catalogueOf } from "./catalogue";
export { type Described, described, intlFor, type MessageValues, type ServerIntl, say } from "./intl";
export { acceptedLocale, localeFor } from "./locale-of";
export { localeOfRecipient, organizationLocale } from "./recipients";
