import { Menu } from "lucide-react";
import { Dialog as DialogPrimitive, VisuallyHidden } from "radix-ui";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { Logo } from "../../components/logo";
import { Button } from "../../components/ui/button";
import { OVERLAY_CLASSES } from "../../components/ui/dialog";
import { NotificationBell } from "../../features/notifications";
import { useCurrentUser } from "../../lib/auth";
import { paths } from "../../lib/paths";
import { shellMessages as m } from "../messages";
import { SidebarContent } from "./sidebar";

/** On phone widths the sidebar becomes a drawer behind a menu button. */
function MobileNav() {
  const [open, setOpen] = useState(false);
  const intl = useIntl();
  return (
    <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
      <DialogPrimitive.Trigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={intl.formatMessage(m.openMenu)}
          className="-ml-2 md:hidden"
        >
          <Menu className="size-5" aria-hidden="true" />
        </Button>
      </DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={OVERLAY_CLASSES} />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            // Start on the current screen's link rather than on the first button in the drawer.
            event.preventDefault();
            const drawer = event.currentTarget instanceof HTMLElement ? event.currentTarget : null;
            drawer?.querySelector<HTMLElement>('[aria-current="page"]')?.focus();
          }}
          className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] border-r border-sidebar-border shadow-xl outline-none data-[state=open]:animate-slide-in-left data-[state=closed]:animate-out"
        >
          <VisuallyHidden.Root>
            <DialogPrimitive.Title>
              <FormattedMessage {...m.navigation} />
            </DialogPrimitive.Title>
          </VisuallyHidden.Root>
          <SidebarContent onNavigate={() => setOpen(false)} />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/**
 * UI-2: the shell's header bar: on phones the menu button and logo; at the right the notifications bell
 * (UI-98) for anyone in an organization (notifications are the organization's).
 */
export function HeaderBar() {
  const { user } = useCurrentUser();
  const intl = useIntl();
  return (
    <header className="sticky top-0 z-30 flex h-16 shrink-0 items-center gap-3 border-b bg-background/85 px-4 backdrop-blur-md sm:px-6">
      <MobileNav />
      <Link to={paths.home} aria-label={intl.formatMessage(m.home)} className="md:hidden">
        <Logo className="h-7" />
      </Link>
      {user?.organizationId ? (
        <div className="ml-auto flex items-center gap-1">
          <NotificationBell />
        </div>
      ) : null}
    </header>
  );
}
