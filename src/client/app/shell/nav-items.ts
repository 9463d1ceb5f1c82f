import {
  Activity,
  BookOpen,
  ChartColumn,
  ClipboardCheck,
  Database,
  FileDiff,
  FileUp,
  FolderKanban,
  GitBranch,
  Grid3x3,
  LayoutDashboard,
  type LucideIcon,
  PenLine,
  Settings,
  ShieldCheck,
  Stamp,
  Target,
  UserCheck,
} from "lucide-react";
import type { MessageDescriptor } from "react-intl";
import { paths } from "../../lib/paths";
import { shellMessages as m } from "../messages";
import type { ScreenName } from "../routes/screens";

export type NavItem = {
  label: MessageDescriptor;
  to: string;
  icon: LucideIcon;
  screen: ScreenName;
  /** Shown to administrators only. */
  adminOnly?: boolean;
  /** UI-59: shown to administrators and heads of functions, with the number waiting for them. */
  approvers?: boolean;
};

/** Sidebar (UI-2) items, in order: the organization's screens (UI-45: only for an account with one). */
export const MAIN_NAV: NavItem[] = [
  { label: m.navDashboard, to: paths.home, icon: LayoutDashboard, screen: "dashboard" },
  { label: m.navCorporateBsc, to: paths.corporateBsc, icon: Target, screen: "corporateBsc" },
  { label: m.navLibrary, to: paths.library, icon: BookOpen, screen: "library" },
  { label: m.navKpiInput, to: paths.kpiOverview, icon: PenLine, screen: "kpiOverview" },
  { label: m.navSetCascade, to: paths.setCascade, icon: GitBranch, screen: "setCascade" },
  { label: m.navKpiResults, to: paths.kpiResults, icon: ChartColumn, screen: "kpiResults" },
  // UI-46: every member's own KPIs.
  { label: m.navMyKpis, to: paths.myKpis, icon: UserCheck, screen: "myKpis" },
  // UI-63: every member's periods to report.
  { label: m.navMyUpdates, to: paths.myUpdates, icon: ClipboardCheck, screen: "myUpdates" },
  // UI-65: completeness of reporting, for administrators.
  {
    label: m.navReportingStatus,
    to: paths.reportingStatus,
    icon: Grid3x3,
    screen: "reportingStatus",
    adminOnly: true,
  },
  // UI-59: submitted values waiting for an administrator or a head.
  { label: m.navApprovals, to: paths.approvals, icon: Stamp, screen: "approvals", approvers: true },
  // UI-69: change requests, for every member.
  { label: m.navRequests, to: paths.requests, icon: FileDiff, screen: "requests" },
  // UI-76: the organization's initiatives, for every member.
  { label: m.navInitiatives, to: paths.initiatives, icon: FolderKanban, screen: "initiatives" },
  // UI-83: every member imports targets and actuals (the server checks what each may write).
  { label: m.navImport, to: paths.import, icon: FileUp, screen: "import" },
  { label: m.navActivities, to: paths.activities, icon: Activity, screen: "activities" },
  { label: m.navSettings, to: paths.settings, icon: Settings, screen: "settings" },
];

/** Only super admins see these (UI-2, ROLE-4). */
export const SUPER_ADMIN_NAV: NavItem[] = [
  { label: m.navAdminPanel, to: paths.admin, icon: ShieldCheck, screen: "admin" },
  { label: m.navTables, to: paths.tables, icon: Database, screen: "tables" },
];
