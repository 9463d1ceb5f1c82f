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
import { paths } from "../../lib/paths";
import type { ScreenName } from "../routes/screens";

export type NavItem = {
  label: string;
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
  { label: "Dashboard", to: paths.home, icon: LayoutDashboard, screen: "dashboard" },
  { label: "Corporate BSC", to: paths.corporateBsc, icon: Target, screen: "corporateBsc" },
  { label: "Library", to: paths.library, icon: BookOpen, screen: "library" },
  { label: "KPI Input", to: paths.kpiOverview, icon: PenLine, screen: "kpiOverview" },
  { label: "Set and Cascade", to: paths.setCascade, icon: GitBranch, screen: "setCascade" },
  { label: "KPI Results", to: paths.kpiResults, icon: ChartColumn, screen: "kpiResults" },
  // UI-46: every member's own KPIs.
  { label: "My KPIs", to: paths.myKpis, icon: UserCheck, screen: "myKpis" },
  // UI-63: every member's periods to report.
  { label: "My Updates", to: paths.myUpdates, icon: ClipboardCheck, screen: "myUpdates" },
  // UI-65: completeness of reporting, for administrators.
  {
    label: "Reporting Status",
    to: paths.reportingStatus,
    icon: Grid3x3,
    screen: "reportingStatus",
    adminOnly: true,
  },
  // UI-59: submitted values waiting for an administrator or a head.
  { label: "Approvals", to: paths.approvals, icon: Stamp, screen: "approvals", approvers: true },
  // UI-69: change requests, for every member.
  { label: "Requests", to: paths.requests, icon: FileDiff, screen: "requests" },
  // UI-76: the organization's initiatives, for every member.
  { label: "Initiatives", to: paths.initiatives, icon: FolderKanban, screen: "initiatives" },
  // UI-83: every member imports targets and actuals (the server checks what each may write).
  { label: "Import", to: paths.import, icon: FileUp, screen: "import" },
  { label: "Activities", to: paths.activities, icon: Activity, screen: "activities" },
  { label: "Settings", to: paths.settings, icon: Settings, screen: "settings" },
];

/** Only super admins see these (UI-2, ROLE-4). */
export const SUPER_ADMIN_NAV: NavItem[] = [
  { label: "Admin Panel", to: paths.admin, icon: ShieldCheck, screen: "admin" },
  { label: "Tables", to: paths.tables, icon: Database, screen: "tables" },
];
