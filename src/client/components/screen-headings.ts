// UI-105, docs/decisions/025: the screens' headings (SCREEN_HEADINGS, which the server paints in English
// in the first frame) in the screens' language. Their English is SCREEN_HEADINGS' word for word
// (src/client/i18n/i18n.test.tsx checks it).
import { useEffect } from "react";
import { defineMessage, defineMessages, useIntl } from "react-intl";
import type { HeadedScreenPath, ScreenHeading } from "../../domain/screen-headings";

const m = defineMessages({
  corporateBscTitle: { id: "shell.corporateBscTitle", defaultMessage: "Corporate BSC" },
  corporateBscDescription: {
    id: "shell.corporateBscDescription",
    defaultMessage: "Strategic overview with themes and organizational alignment",
  },
  libraryTitle: { id: "shell.libraryTitle", defaultMessage: "Library" },
  libraryDescription: {
    id: "shell.libraryDescription",
    defaultMessage:
      "Create template objectives and KPIs here, then assign them and set their targets in Set & Cascade.",
  },
  kpiOverviewTitle: { id: "shell.kpiOverviewTitle", defaultMessage: "KPI Overview" },
  kpiOverviewDescription: {
    id: "shell.kpiOverviewDescription",
    defaultMessage:
      "Every KPI of the year with its target, actual and score: search, filter, sort and enter results.",
  },
  setCascadeTitle: { id: "shell.setCascadeTitle", defaultMessage: "Set and Cascade" },
  setCascadeDescription: {
    id: "shell.setCascadeDescription",
    defaultMessage: "Align objectives throughout the organization",
  },
  kpiResultsTitle: { id: "shell.kpiResultsTitle", defaultMessage: "KPI Results" },
  kpiResultsDescription: {
    id: "shell.kpiResultsDescription",
    defaultMessage: "Scores and status of each KPI for the selected organizational level and period.",
  },
  myKpisTitle: { id: "shell.myKpisTitle", defaultMessage: "My KPIs" },
  myKpisDescription: {
    id: "shell.myKpisDescription",
    defaultMessage: "The KPIs you own across functions, with their latest results and what is due.",
  },
  approvalsTitle: { id: "shell.approvalsTitle", defaultMessage: "Approvals" },
  approvalsDescription: {
    id: "shell.approvalsDescription",
    defaultMessage: "Values submitted while approval is required. Scores use a value once it is approved.",
  },
  reportingStatusTitle: { id: "shell.reportingStatusTitle", defaultMessage: "Reporting Status" },
  reportingStatusDescription: {
    id: "shell.reportingStatusDescription",
    defaultMessage:
      "How complete each function's reporting is, period by period: values reported out of those expected.",
  },
  requestsTitle: { id: "shell.requestsTitle", defaultMessage: "Requests" },
  requestsDescription: {
    id: "shell.requestsDescription",
    defaultMessage: "Changes to targets, weights, KPIs and closed periods, with their impact and approvals.",
  },
  initiativesTitle: { id: "shell.initiativesTitle", defaultMessage: "Initiatives" },
  initiativesDescription: {
    id: "shell.initiativesDescription",
    defaultMessage: "The projects that deliver the objectives, and whether they move the scores",
  },
  importTitle: { id: "shell.importTitle", defaultMessage: "Import" },
  importDescription: {
    id: "shell.importDescription",
    defaultMessage:
      "Targets and actual results from a CSV or Excel file: every row is checked before anything is written.",
  },
  notificationsTitle: { id: "shell.notificationsTitle", defaultMessage: "Notifications" },
  notificationsDescription: {
    id: "shell.notificationsDescription",
    defaultMessage: "What happened to the KPIs, updates and requests that concern you.",
  },
  activitiesTitle: { id: "shell.activitiesTitle", defaultMessage: "Activities" },
  activitiesDescription: {
    id: "shell.activitiesDescription",
    defaultMessage: "A log of the changes made across your organization.",
  },
  settingsTitle: { id: "shell.settingsTitle", defaultMessage: "Settings" },
  settingsDescription: {
    id: "shell.settingsDescription",
    defaultMessage:
      "KPI scoring thresholds, the people in your organization, its fiscal year and reporting cycle.",
  },
  adminTitle: { id: "shell.adminTitle", defaultMessage: "Admin Panel" },
  adminDescription: {
    id: "shell.adminDescription",
    defaultMessage: "Organizations, users, analytics and system health across the platform.",
  },
  tablesTitle: { id: "shell.tablesTitle", defaultMessage: "Database Tables" },
  tablesDescription: {
    id: "shell.tablesDescription",
    defaultMessage:
      "Browse the platform's tables: their data, schema and relationships. Read-only; secret columns are masked.",
  },
  securityTitle: { id: "shell.securityTitle", defaultMessage: "Security" },
  securityDescription: {
    id: "shell.securityDescription",
    defaultMessage: "Your password and the devices signed in to your account.",
  },
  dashboardTitle: { id: "shell.dashboardTitle", defaultMessage: "Dashboard" },
  dashboardDescription: defineMessage<{ readonly firstName: string }>({
    id: "shell.dashboardDescription",
    defaultMessage: "Welcome back, {firstName}. Here's your performance overview.",
  }),
  documentTitle: defineMessage<{ readonly screen: string }>({
    id: "shell.documentTitle",
    defaultMessage: "{screen} · Meridian",
    description: "The browser tab's title on a screen",
  }),
  dashboardUser: {
    id: "shell.dashboardUser",
    defaultMessage: "User",
    description: "Stands for a person with no first name",
  },
});

/** The messages of each screen's heading, by the screen's path. */
export const SCREEN_HEADING_MESSAGES = {
  "/corporate-bsc": { title: m.corporateBscTitle, description: m.corporateBscDescription },
  "/library": { title: m.libraryTitle, description: m.libraryDescription },
  "/kpi-overview": { title: m.kpiOverviewTitle, description: m.kpiOverviewDescription },
  "/set-cascade": { title: m.setCascadeTitle, description: m.setCascadeDescription },
  "/kpi-results": { title: m.kpiResultsTitle, description: m.kpiResultsDescription },
  "/my-kpis": { title: m.myKpisTitle, description: m.myKpisDescription },
  "/approvals": { title: m.approvalsTitle, description: m.approvalsDescription },
  "/reporting-status": { title: m.reportingStatusTitle, description: m.reportingStatusDescription },
  "/requests": { title: m.requestsTitle, description: m.requestsDescription },
  "/initiatives": { title: m.initiativesTitle, description: m.initiativesDescription },
  "/import": { title: m.importTitle, description: m.importDescription },
  "/notifications": { title: m.notificationsTitle, description: m.notificationsDescription },
  "/activities": { title: m.activitiesTitle, description: m.activitiesDescription },
  "/settings": { title: m.settingsTitle, description: m.settingsDescription },
  "/admin": { title: m.adminTitle, description: m.adminDescription },
  "/tables": { title: m.tablesTitle, description: m.tablesDescription },
  "/security": { title: m.securityTitle, description: m.securityDescription },
} as const;

/** A screen's heading in the screens' language, for its PageHeader: `<PageHeader {...useScreenHeading("/library")} />`. */
export function useScreenHeading(path: HeadedScreenPath): ScreenHeading {
  const intl = useIntl();
  const heading = SCREEN_HEADING_MESSAGES[path];
  return { title: intl.formatMessage(heading.title), description: intl.formatMessage(heading.description) };
}

/** UI-4: the Dashboard's heading greets the person by first name ('User' when they have none). */
export function useDashboardHeading(firstName: string | null | undefined): ScreenHeading {
  const intl = useIntl();
  return {
    title: intl.formatMessage(m.dashboardTitle),
    description: intl.formatMessage(m.dashboardDescription, {
      firstName: firstName?.trim() || intl.formatMessage(m.dashboardUser),
    }),
  };
}

/**
 * UI-118: the browser tab's title names the screen in the screens' language ('KPI Results · Meridian');
 * a screen with no fixed heading keeps 'Meridian'. The shell calls it, so the headings' messages load
 * with the shell rather than with each screen.
 */
export function useDocumentTitle(pathname: string) {
  const intl = useIntl();
  const path = pathname === "/" ? null : (pathname as HeadedScreenPath);
  const heading = path === null ? m.dashboardTitle : SCREEN_HEADING_MESSAGES[path]?.title;
  const title = heading
    ? intl.formatMessage(m.documentTitle, { screen: intl.formatMessage(heading) })
    : "Meridian";
  useEffect(() => {
    document.title = title;
  }, [title]);
}
