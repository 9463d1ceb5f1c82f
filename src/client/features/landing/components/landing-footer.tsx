import { Logo } from "../../../components/logo";

export function LandingFooter() {
  return (
    <footer className="border-t">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-4 px-4 py-8 text-sm text-muted-foreground sm:flex-row sm:px-6">
        <Logo className="h-7" />
        <p>© {new Date().getFullYear()} Meridian. Balanced scorecards and KPI performance management.</p>
      </div>
    </footer>
  );
}
