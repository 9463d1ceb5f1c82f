import type { ReactNode } from "react";
import { Link } from "react-router";
import { paths } from "../lib/paths";
import { Logo } from "./logo";
import { ThemeToggle } from "./theme-toggle";
import { Card } from "./ui/card";

/** The frame of the pages outside the shell (account links, unsubscribe): logo, theme toggle, one centred card. */
export function StandalonePageLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-primary/5 via-background to-background">
      <header className="flex items-center justify-between px-4 py-4 sm:px-8">
        <Link
          to={paths.home}
          aria-label="Meridian home"
          className="rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <Logo />
        </Link>
        <ThemeToggle />
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pt-8 pb-16 sm:items-center sm:pt-0">
        <Card className="w-full max-w-md p-6 shadow-lg sm:p-8">{children}</Card>
      </main>
    </div>
  );
}
