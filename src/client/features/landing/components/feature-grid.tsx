import { BookOpen, Gauge, GitBranch, LayoutDashboard, PenLine, Users } from "lucide-react";

const FEATURES = [
  {
    icon: BookOpen,
    title: "Strategy library",
    text: "Keep objectives, KPIs and strategic themes as reusable templates across all four perspectives.",
  },
  {
    icon: GitBranch,
    title: "Set and cascade",
    text: "Cascade objectives from the CEO through divisions and departments, with weights that balance to 100%.",
  },
  {
    icon: PenLine,
    title: "Simple KPI input",
    text: "Owners enter actuals monthly, quarterly or annually. Cumulative KPIs roll up on their own.",
  },
  {
    icon: Gauge,
    title: "Automatic scoring",
    text: "Polarity-aware scores with your own thresholds and caps turn every result into a clear status.",
  },
  {
    icon: LayoutDashboard,
    title: "Corporate scorecard",
    text: "See every perspective, objective and KPI at a glance, colour-coded and ready for the board.",
  },
  {
    icon: Users,
    title: "Teams and roles",
    text: "Invite colleagues, bulk-upload users from CSV and follow every change in the activity log.",
  },
] as const;

export function FeatureGrid() {
  return (
    <section id="features" className="mx-auto max-w-6xl scroll-mt-20 px-4 py-20 sm:px-6">
      <div className="mx-auto max-w-2xl text-center">
        <h2 className="text-3xl font-bold tracking-tight sm:text-4xl">Everything a scorecard needs</h2>
        <p className="mt-4 text-muted-foreground">
          From the strategy map to the last department's monthly numbers, in one place your whole team can
          use.
        </p>
      </div>
      <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map(({ icon: Icon, title, text }) => (
          <li
            key={title}
            className="rounded-xl border bg-card p-6 shadow-xs transition-shadow hover:shadow-md"
          >
            <span className="flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <h3 className="mt-4 font-semibold">{title}</h3>
            <p className="mt-2 text-sm text-muted-foreground">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
