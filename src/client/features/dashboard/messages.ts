// docs/decisions/025: the Dashboard's words (UI-4, UI-68, ACTIVITY-3). German in src/locales/de/dashboard.json.
import { defineMessages } from "react-intl";

export const dashboardMessages = defineMessages({
  viewCorporateBsc: { id: "dashboard.viewCorporateBsc", defaultMessage: "View Corporate BSC" },
  viewCorporateBscDescription: {
    id: "dashboard.viewCorporateBscDescription",
    defaultMessage: "See the scorecard across all four perspectives.",
  },
  manageLibrary: { id: "dashboard.manageLibrary", defaultMessage: "Manage Library" },
  manageLibraryDescription: {
    id: "dashboard.manageLibraryDescription",
    defaultMessage: "Shape the objectives, KPIs and themes you measure.",
  },
  setCascade: { id: "dashboard.setCascade", defaultMessage: "Set and Cascade" },
  setCascadeDescription: {
    id: "dashboard.setCascadeDescription",
    defaultMessage: "Assign objectives and KPIs down the organization.",
  },
  libraryTotal: {
    id: "dashboard.libraryTotal",
    defaultMessage: "Library Total",
    description: "How many objectives (or KPIs) the library holds",
  },
  active: { id: "dashboard.active", defaultMessage: "Active", description: "How many are active" },
  assignments: {
    id: "dashboard.assignments",
    defaultMessage: "Assignments",
    description: "How many assignments to functions there are this year",
  },
  recentActivity: { id: "dashboard.recentActivity", defaultMessage: "Recent Activity" },
  recentActivityDescription: {
    id: "dashboard.recentActivityDescription",
    defaultMessage: "The latest changes across your organization.",
  },
  viewAllActivities: { id: "dashboard.viewAllActivities", defaultMessage: "View All Activities" },
  welcome: { id: "dashboard.welcome", defaultMessage: "Welcome to Meridian" },
  startInLibrary: {
    id: "dashboard.startInLibrary",
    defaultMessage: "Start by creating objectives in the Library",
  },
  recentActivityList: { id: "dashboard.recentActivityList", defaultMessage: "Recent activity" },
  objectives: { id: "dashboard.objectives", defaultMessage: "Objectives" },
  kpis: { id: "dashboard.kpis", defaultMessage: "KPIs" },
  activeUsers: { id: "dashboard.activeUsers", defaultMessage: "Active Users" },
  systemParticipants: { id: "dashboard.systemParticipants", defaultMessage: "System participants" },
  quickActions: { id: "dashboard.quickActions", defaultMessage: "Quick Actions" },
  quickActionsDescription: {
    id: "dashboard.quickActionsDescription",
    defaultMessage: "Jump to the work that moves your scorecard.",
  },
});
