// docs/decisions/025: words shared by many screens (common.*). German in src/locales/de/common.json.
import { defineMessages } from "react-intl";

export const commonMessages = defineMessages({
  success: { id: "common.success", defaultMessage: "Success", description: "Title of a toast after a write" },
  error: { id: "common.error", defaultMessage: "Error", description: "Title of a toast after a failure" },
  tryAgainLater: { id: "common.tryAgainLater", defaultMessage: "Please try again." },
  skipToContent: { id: "common.skipToContent", defaultMessage: "Skip to content" },
  save: { id: "common.save", defaultMessage: "Save" },
  saving: { id: "common.saving", defaultMessage: "Saving..." },
  toggleTheme: { id: "common.toggleTheme", defaultMessage: "Toggle theme" },
});
