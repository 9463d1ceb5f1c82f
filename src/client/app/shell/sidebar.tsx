import { LogOut, ShieldCheck } from "lucide-react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link, NavLink } from "react-router";
import { Logo } from "../../components/logo";
import { ThemeToggle } from "../../components/theme-toggle";
import { Badge, type BadgeVariant } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { WithTooltip } from "../../components/ui/tooltip";
import { useApprover } from "../../features/approvals";
import { useLogout } from "../../features/auth/api/logout";
import { type CurrentUser, useCurrentUser } from "../../lib/auth";
import { cn } from "../../lib/cn";
import { paths } from "../../lib/paths";
import { displayName, initials } from "../../lib/user-display";
import { shellMessages as m } from "../messages";
import { screens } from "../routes/screens";
import { MAIN_NAV, type NavItem, SUPER_ADMIN_NAV } from "./nav-items";

const ROLE_LABELS = { user: m.roleUser, admin: m.roleAdmin, super_admin: m.roleSuperAdmin } as const;

// ROLE-6: admin purple, super_admin red, else grey.
function roleBadgeVariant(role: CurrentUser["role"] | undefined): BadgeVariant {
  if (role === "super_admin") return "red";
  if (role === "admin") return "purple";
  return "grey";
}

function NavItemLink({
  item,
  onNavigate,
  count,
}: {
  item: NavItem;
  onNavigate?: () => void;
  /** A number waiting behind the item (UI-59: submissions to decide); nothing at 0. */
  count?: number;
}) {
  const { label, to, icon: Icon, screen } = item;
  const preload = () => void screens[screen].preload();
  return (
    <li>
      <NavLink
        to={to}
        end={to === paths.home}
        onClick={onNavigate}
        onPointerEnter={preload}
        onFocus={preload}
        className={({ isActive }) =>
          cn(
            "flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors outline-none",
            "focus-visible:ring-[3px] focus-visible:ring-ring/50",
            isActive
              ? "bg-sidebar-accent text-sidebar-accent-foreground"
              : "text-sidebar-foreground/80 hover:bg-sidebar-accent/60 hover:text-sidebar-foreground",
          )
        }
      >
        <Icon className="size-4 shrink-0" aria-hidden="true" />
        <FormattedMessage {...label} />
        {count ? (
          <span className="ml-auto rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-foreground tabular-nums">
            <span aria-hidden="true">{count}</span>
            <span className="sr-only">
              , <FormattedMessage {...m.navWaiting} values={{ count }} />
            </span>
          </span>
        ) : null}
      </NavLink>
    </li>
  );
}

function UserBlock({ onNavigate }: { onNavigate?: () => void }) {
  const { user } = useCurrentUser();
  const logout = useLogout();
  const intl = useIntl();
  return (
    <div className="border-t border-sidebar-border p-3">
      <div className="flex items-center gap-3 rounded-lg p-2">
        <span
          aria-hidden="true"
          className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary/15 text-sm font-semibold text-primary dark:text-accent-foreground"
        >
          {initials(user)}
        </span>
        <div className="min-w-0 flex-1" data-testid="sidebar-user">
          <p className="truncate text-sm font-medium" title={displayName(user)}>
            {displayName(user)}
          </p>
          <div className="mt-1 flex flex-wrap items-center gap-1.5">
            <Badge variant={roleBadgeVariant(user?.role)}>
              <FormattedMessage {...(ROLE_LABELS[user?.role ?? "user"] ?? m.roleUser)} />
            </Badge>
            {user?.organizationId && (
              <span className="text-xs text-muted-foreground">
                <FormattedMessage {...m.organizationMember} />
              </span>
            )}
          </div>
        </div>
      </div>
      <div className="mt-1 flex items-center justify-end gap-1">
        <ThemeToggle />
        {/* AUTH-37, AUTH-38: the password and the sessions. */}
        <WithTooltip label={intl.formatMessage(m.security)}>
          <Button variant="ghost" size="icon" aria-label={intl.formatMessage(m.security)} asChild>
            <Link to={paths.security} onClick={onNavigate}>
              <ShieldCheck aria-hidden="true" />
            </Link>
          </Button>
        </WithTooltip>
        <WithTooltip label={intl.formatMessage(m.logout)}>
          <Button
            variant="ghost"
            size="icon"
            aria-label={intl.formatMessage(m.logout)}
            disabled={logout.isPending}
            onClick={() => logout.mutate()}
          >
            <LogOut aria-hidden="true" />
          </Button>
        </WithTooltip>
      </div>
    </div>
  );
}

/** Sidebar (UI-2): logos, the items with the current path highlighted, the user block. */
export function SidebarContent({ onNavigate }: { onNavigate?: () => void }) {
  const { user } = useCurrentUser();
  const approver = useApprover();
  const intl = useIntl();
  return (
    <div className="flex h-full flex-col bg-sidebar text-sidebar-foreground">
      <div className="flex h-16 shrink-0 items-center px-5">
        <Link
          to={paths.home}
          onClick={onNavigate}
          aria-label={intl.formatMessage(m.home)}
          className="rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <Logo />
        </Link>
      </div>
      <nav aria-label={intl.formatMessage(m.navMain)} className="flex-1 overflow-y-auto px-3 py-2">
        {/* UI-45: an account with no organization sees no organization screen. */}
        {user?.organizationId && (
          <ul className="space-y-1">
            {MAIN_NAV.filter((item) => !item.adminOnly || user.role === "admin")
              .filter((item) => !item.approvers || approver.isApprover)
              .map((item) => (
                <NavItemLink
                  key={item.to}
                  item={item}
                  onNavigate={onNavigate}
                  count={item.approvers ? approver.waiting : undefined}
                />
              ))}
          </ul>
        )}
        {user?.role === "super_admin" && (
          <>
            <p
              className={cn(
                "mb-2 px-3 text-xs font-semibold tracking-wider text-muted-foreground uppercase",
                user.organizationId && "mt-6",
              )}
            >
              <FormattedMessage {...m.navPlatform} />
            </p>
            <ul className="space-y-1">
              {SUPER_ADMIN_NAV.map((item) => (
                <NavItemLink key={item.to} item={item} onNavigate={onNavigate} />
              ))}
            </ul>
          </>
        )}
      </nav>
      <UserBlock onNavigate={onNavigate} />
    </div>
  );
}
