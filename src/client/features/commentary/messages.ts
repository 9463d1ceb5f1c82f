// docs/decisions/025: the commentary's words (UI-57, COMMENT-1 … COMMENT-3). German in
// src/locales/de/commentary.json.
import { defineMessage, defineMessages } from "react-intl";

export const commentaryMessages = defineMessages({
  title: { id: "commentary.title", defaultMessage: "Commentary" },
  empty: { id: "commentary.empty", defaultMessage: "No commentary yet." },
  loading: { id: "commentary.loading", defaultMessage: "Loading commentary..." },
  loadFailed: { id: "commentary.loadFailed", defaultMessage: "The commentary could not be loaded." },
  analysis: { id: "commentary.analysis", defaultMessage: "Analysis" },
  recommendations: { id: "commentary.recommendations", defaultMessage: "Recommendations" },
  cleared: {
    id: "commentary.cleared",
    defaultMessage: "Cleared.",
    description: "A version whose analysis and recommendations were both emptied",
  },
  byline: defineMessage<{ readonly author: string; readonly time: string }>({
    id: "commentary.byline",
    defaultMessage: "{author} · {time}",
  }),
  formerMember: {
    id: "commentary.formerMember",
    defaultMessage: "A former member",
    description: "The author of a version whose account was removed, at the start of a line",
  },
  formerMemberInline: {
    id: "commentary.formerMemberInline",
    defaultMessage: "a former member",
    description: "The author of a version whose account was removed, inside a sentence",
  },
  earlierVersions: defineMessage<{ readonly count: number }>({
    id: "commentary.earlierVersions",
    defaultMessage: "Earlier versions ({count})",
  }),
  periodTitle: defineMessage<{ readonly period: string; readonly year: string; readonly title: string }>({
    id: "commentary.periodTitle",
    defaultMessage:
      "{period, select, january {January {year}} february {February {year}} march {March {year}} april {April {year}} may {May {year}} june {June {year}} july {July {year}} august {August {year}} september {September {year}} october {October {year}} november {November {year}} december {December {year}} annual {Annual {year}} other {{title}}}",
    description: "A period's heading; quarters (other) show {title}, e.g. 'Q2 2026'",
  }),
  analysisPlaceholder: {
    id: "commentary.analysisPlaceholder",
    defaultMessage: "What happened in this period, and why?",
  },
  recommendationsPlaceholder: {
    id: "commentary.recommendationsPlaceholder",
    defaultMessage: "What should be done next?",
  },
  characters: defineMessage<{ readonly count: string; readonly max: string }>({
    id: "commentary.characters",
    defaultMessage: "{count} / {max}",
    description: "Characters typed of the most allowed",
  }),
  lastSaved: defineMessage<{ readonly author: string; readonly time: string }>({
    id: "commentary.lastSaved",
    defaultMessage: "Last saved by {author}, {time}",
  }),
  eachSaveKeeps: { id: "commentary.eachSaveKeeps", defaultMessage: "Each save keeps the earlier version." },
  saved: { id: "commentary.saved", defaultMessage: "Commentary saved" },
  notSaved: { id: "commentary.notSaved", defaultMessage: "The commentary could not be saved" },
  save: { id: "commentary.save", defaultMessage: "Save commentary" },
});
