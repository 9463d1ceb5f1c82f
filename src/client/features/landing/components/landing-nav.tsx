import { Logo } from "../../../components/logo";
import { commonMessages } from "../../../components/messages";
import { ThemeToggleButton } from "../../../components/theme-toggle-button";
import { Button } from "../../../components/ui/button";
import { Message, useFormatMessage } from "../../../i18n/message";
import { AuthLink } from "../landing-actions";
import { landingMessages as m } from "../messages";

const SECTIONS = [
  { href: "#features", label: m.navFeatures },
  { href: "#use-cases", label: m.navUseCases },
  { href: "#pricing", label: m.navPricing },
] as const;

export function LandingNav() {
  const intl = useFormatMessage();
  return (
    <header className="sticky top-0 z-40 border-b border-border/60 bg-background/80 backdrop-blur-md">
      <nav
        aria-label={intl.text(m.navMain)}
        className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 sm:px-6"
      >
        <a
          href="#top"
          aria-label={intl.text(m.navHome)}
          className="rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <img src="/favicon.svg" alt="" width={32} height={32} className="size-8 sm:hidden" />
          <Logo className="hidden sm:inline-flex" />
        </a>
        <ul className="ml-6 hidden items-center gap-1 md:flex">
          {SECTIONS.map(({ href, label }) => (
            <li key={href}>
              <a
                href={href}
                className="rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground"
              >
                <Message {...label} />
              </a>
            </li>
          ))}
        </ul>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <ThemeToggleButton title={intl.text(commonMessages.toggleTheme)} />
          <Button asChild variant="ghost" size="sm" className="sm:h-9 sm:px-4 sm:text-sm">
            <AuthLink mode="signin">
              <Message {...m.signIn} />
            </AuthLink>
          </Button>
          <Button asChild size="sm" className="sm:h-9 sm:px-4 sm:text-sm">
            <AuthLink mode="signup">
              <Message {...m.startFreeTrial} />
            </AuthLink>
          </Button>
        </div>
      </nav>
    </header>
  );
}
