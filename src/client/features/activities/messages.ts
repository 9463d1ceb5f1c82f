// docs/decisions/025: Activities' words (ACTIVITY-2..ACTIVITY-7). German in src/locales/de/activities.json.
import { defineMessage, defineMessages, type MessageTag } from "react-intl";

export const activitiesMessages = defineMessages({
  counterLibrary: { id: "activities.counterLibrary", defaultMessage: "Library Actions" },
  counterAssignments: { id: "activities.counterAssignments", defaultMessage: "Assignments" },
  counterDataUpdates: { id: "activities.counterDataUpdates", defaultMessage: "Data Updates" },
  counterTotal: { id: "activities.counterTotal", defaultMessage: "Total Activities" },
  category: defineMessage<{ readonly category: string }>({
    id: "activities.category",
    defaultMessage:
      "{category, select, library {Library} assignments {Assignments} actual_result_update {Actual Result Update} organization {Organization} requests {Requests} system {System} initiatives {Initiatives} other {{category}}}",
    description: "An activity's category (ACTIVITY_CATEGORY_LABELS of src/domain/activities.ts)",
  }),
  loadFailed: { id: "activities.loadFailed", defaultMessage: "The activities could not be loaded." },
  tryAgain: { id: "activities.tryAgain", defaultMessage: "Try Again" },
  emptyFiltered: { id: "activities.emptyFiltered", defaultMessage: "No activities match these filters" },
  emptyCategory: { id: "activities.emptyCategory", defaultMessage: "No activities in this category yet" },
  empty: { id: "activities.empty", defaultMessage: "No activities yet" },
  emptyHint: defineMessage<{ readonly link: MessageTag }>({
    id: "activities.emptyHint",
    defaultMessage:
      "Changes made in your organization appear here. Start by creating objectives in the <link>Library</link>.",
  }),
  timelineLabel: { id: "activities.timelineLabel", defaultMessage: "Activity timeline" },
  loading: { id: "activities.loading", defaultMessage: "Loading..." },
  loadOlder: { id: "activities.loadOlder", defaultMessage: "Load older activities" },
  byWho: defineMessage<{ readonly who: string; readonly when: MessageTag }>({
    id: "activities.byWho",
    defaultMessage: "{who} · <when></when>",
    description: "Who made a change, then when (the tag holds the time)",
  }),
  justNow: { id: "activities.justNow", defaultMessage: "just now" },
  linkDashboard: { id: "activities.linkDashboard", defaultMessage: "Dashboard" },
  linkLibrary: { id: "activities.linkLibrary", defaultMessage: "Library" },
  linkRequests: { id: "activities.linkRequests", defaultMessage: "Requests" },
  timeline: { id: "activities.timeline", defaultMessage: "Timeline" },
  categoryLabel: { id: "activities.categoryLabel", defaultMessage: "Category" },
  allCategories: { id: "activities.allCategories", defaultMessage: "All Categories" },
  filterLegend: { id: "activities.filterLegend", defaultMessage: "Filter by person and date" },
  person: { id: "activities.person", defaultMessage: "Person" },
  everyone: { id: "activities.everyone", defaultMessage: "Everyone" },
  from: { id: "activities.from", defaultMessage: "From" },
  to: { id: "activities.to", defaultMessage: "To" },
  clearFilters: { id: "activities.clearFilters", defaultMessage: "Clear filters" },
});
