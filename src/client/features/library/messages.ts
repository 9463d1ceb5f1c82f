// docs/decisions/025: the Library's words (UI-9..UI-20). German in src/locales/de/library.json.
// Translated so far: the list states (components/list-states.tsx); the rest of the folder is still English.
import { defineMessage, defineMessages } from "react-intl";

export const libraryMessages = defineMessages({
  loading: { id: "library.loading", defaultMessage: "Loading" },
  noMatches: { id: "library.noMatches", defaultMessage: "No matches" },
  noMatchesDescription: defineMessage<{ readonly query: string }>({
    id: "library.noMatchesDescription",
    defaultMessage: "Nothing matches “{query}” in a name or description.",
  }),
  clearSearch: { id: "library.clearSearch", defaultMessage: "Clear search" },
  loadFailed: defineMessage<{ readonly what: string }>({
    id: "library.loadFailed",
    defaultMessage: "Couldn't load {what}",
    description: "`what` is the organization's word for the list (SETTINGS-5), e.g. 'objectives'",
  }),
  tryAgain: { id: "library.tryAgain", defaultMessage: "Try again" },
});
