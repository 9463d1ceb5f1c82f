// docs/decisions/025: the Library's words (UI-9..UI-20). German in src/locales/de/library.json.
// Translated so far: the list states (components/list-states.tsx) and the themes tab
// (components/themes-tab.tsx); the rest of the folder is still English.
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
  // The themes tab
  themeNoObjective: {
    id: "library.themeNoObjective",
    defaultMessage: "No objective uses it, so nothing else changes.",
  },
  themeObjectivesUse: defineMessage<{ readonly count: number }>({
    id: "library.themeObjectivesUse",
    defaultMessage:
      "{count} {count, plural, one {objective uses} other {objectives use}} it; they will show 'No theme'.",
    description: "CASCADE-5: what deleting a theme does to the objectives using it",
  }),
  columnName: { id: "library.columnName", defaultMessage: "Name" },
  columnColor: { id: "library.columnColor", defaultMessage: "Color" },
  noDescription: { id: "library.noDescription", defaultMessage: "No description" },
  themeDeleted: {
    id: "library.themeDeleted",
    defaultMessage: "Theme deleted successfully. Related objectives now show 'No theme'.",
  },
  themesEmpty: {
    id: "library.themesEmpty",
    defaultMessage:
      "Strategic themes tie objectives together across the four perspectives, such as 'Customer intimacy' or 'Operational excellence'.",
  },
});
