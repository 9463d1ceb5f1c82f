// docs/decisions/025: the account pages' words. German in src/locales/de/account.json.
import { defineMessages } from "react-intl";

export const accountMessages = defineMessages({
  languageTitle: { id: "account.languageTitle", defaultMessage: "Language" },
  languageDescription: {
    id: "account.languageDescription",
    defaultMessage: "The language of your screens and of the mail Meridian sends you.",
  },
  languageLabel: { id: "account.languageLabel", defaultMessage: "Language" },
  languageFailed: { id: "account.languageFailed", defaultMessage: "Language not saved" },
});
