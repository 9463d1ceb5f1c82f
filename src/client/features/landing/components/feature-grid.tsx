import { BookOpen, Gauge, GitBranch, LayoutDashboard, PenLine, Users } from "lucide-react";
import { Message } from "../../../i18n/message";
import { landingMessages as m } from "../messages";

const FEATURES = [
  {
    icon: BookOpen,
    title: m.featureLibraryTitle,
    text: m.featureLibraryText,
  },
  {
    icon: GitBranch,
    title: m.featureCascadeTitle,
    text: m.featureCascadeText,
  },
  {
    icon: PenLine,
    title: m.featureInputTitle,
    text: m.featureInputText,
  },
  {
    icon: Gauge,
    title: m.featureScoringTitle,
    text: m.featureScoringText,
  },
  {
    icon: LayoutDashboard,
    title: m.featureScorecardTitle,
    text: m.featureScorecardText,
  },
  {
    icon: Users,
    title: m.featureTeamsTitle,
    text: m.featureTeamsText,
  },
] as const;

export function FeatureGrid() {
  return (
    <section id="features" className="mx-auto max-w-6xl scroll-mt-20 px-4 py-20 sm:px-6">
      <div className="mx-auto max-w-2xl text-center">
        <h2 className="text-3xl font-bold tracking-tight sm:text-4xl">
          <Message {...m.featuresTitle} />
        </h2>
        <p className="mt-4 text-muted-foreground">
          <Message {...m.featuresText} />
        </p>
      </div>
      <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map(({ icon: Icon, title, text }) => (
          <li
            key={title.id}
            className="rounded-xl border bg-card p-6 shadow-xs transition-shadow hover:shadow-md"
          >
            <span className="flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <h3 className="mt-4 font-semibold">
              <Message {...title} />
            </h3>
            <p className="mt-2 text-sm text-muted-foreground">
              <Message {...text} />
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
