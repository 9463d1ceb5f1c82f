import { ArrowRight, Check, Sparkles } from "lucide-react";
import { type ScoreColor, statusColor, statusForScore } from "../../../../domain/scoring";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";
import { AuthLink } from "../landing-actions";
import { AnimatedCounter } from "./animated-counter";

export const CLAIMS = ["14-day free trial", "No credit card required", "Set up in 15 minutes"] as const;

const SAMPLE_PERSPECTIVES = [
  { name: "Financial", score: 96 },
  { name: "Customer", score: 92 },
  { name: "Internal Process", score: 79 },
  { name: "Learning & Growth", score: 93 },
] as const;

// LANDING-2: the sample's overall score is its perspectives' plain average (equal weights), shown rounded
// (ROLLUP-5), and its badge the status the product gives the unrounded average at the default
// thresholds (SCORE-5, SCORE-9).
const SAMPLE_AVERAGE = SAMPLE_PERSPECTIVES.reduce((sum, p) => sum + p.score, 0) / SAMPLE_PERSPECTIVES.length;
const SAMPLE_OVERALL = Math.round(SAMPLE_AVERAGE);
const SAMPLE_STATUS = statusForScore(SAMPLE_AVERAGE);

const SAMPLE_METRICS = [
  { label: "Overall score", value: SAMPLE_OVERALL, suffix: "%", tone: null },
  { label: "Objectives on track", value: 24, suffix: "", tone: "text-foreground" },
  { label: "KPIs measured", value: 136, suffix: "", tone: "text-foreground" },
  { label: "Goal alignment", value: 92, suffix: "%", tone: "text-foreground" },
] as const;

const BAR_TONE: Record<ScoreColor, string> = {
  green: "bg-success",
  yellow: "bg-warning",
  red: "bg-destructive",
  grey: "bg-muted-foreground/40",
};

const TEXT_TONE: Record<ScoreColor, string> = {
  green: "text-success",
  yellow: "text-warning",
  red: "text-destructive",
  grey: "text-muted-foreground",
};

// The product's own status pills (components/score-badges.tsx): dark enough to read on their tint.
const BADGE_TONE: Record<ScoreColor, string> = {
  green: "bg-emerald-500/10 text-emerald-700 dark:text-emerald-300",
  yellow: "bg-amber-500/10 text-amber-700 dark:text-amber-300",
  red: "bg-red-500/10 text-red-700 dark:text-red-300",
  grey: "bg-muted text-muted-foreground",
};

function barTone(score: number): string {
  // SCORE-10: the sample colours by status at the default thresholds (SCORE-5), as the product does.
  return BAR_TONE[statusColor(statusForScore(score))];
}

function DashboardPreview() {
  return (
    <figure
      aria-label="A preview of the Meridian dashboard with sample data"
      className="relative rounded-2xl border bg-card p-4 shadow-2xl shadow-primary/10 sm:p-6"
    >
      <div className="mb-4 flex items-center justify-between">
        <div>
          <p className="text-sm font-semibold">Corporate scorecard</p>
          <p className="text-xs text-muted-foreground">Sample data · Current quarter</p>
        </div>
        <span
          data-testid="sample-status"
          className={cn(
            "rounded-full px-2.5 py-1 text-xs font-medium",
            BADGE_TONE[statusColor(SAMPLE_STATUS)],
          )}
        >
          {SAMPLE_STATUS}
        </span>
      </div>
      <dl className="grid grid-cols-2 gap-3">
        {SAMPLE_METRICS.map(({ label, value, suffix, tone }) => (
          <div key={label} className="rounded-xl border bg-background/60 p-3 sm:p-4">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd
              className={cn(
                "mt-1 text-2xl font-bold tracking-tight sm:text-3xl",
                tone ?? TEXT_TONE[statusColor(SAMPLE_STATUS)],
              )}
              data-testid={tone ? undefined : "sample-overall"}
            >
              <AnimatedCounter value={value} suffix={suffix} />
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-4 space-y-2.5">
        {SAMPLE_PERSPECTIVES.map(({ name, score }) => (
          <div
            key={name}
            className="grid grid-cols-[7.5rem_1fr_2.5rem] items-center gap-3 text-xs"
            data-sample-perspective={name}
            data-status={statusForScore(score)}
          >
            <span className="truncate text-muted-foreground">{name}</span>
            <span className="h-2 overflow-hidden rounded-full bg-muted">
              <span
                className={`block h-full rounded-full ${barTone(score)}`}
                style={{ width: `${score}%` }}
              />
            </span>
            <span className="text-right font-medium tabular-nums">{score}%</span>
          </div>
        ))}
      </div>
    </figure>
  );
}

export function Hero() {
  return (
    <section id="top" className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 -top-40 -z-10 mx-auto h-[36rem] max-w-5xl rounded-full bg-gradient-to-br from-primary/25 via-blue-500/10 to-transparent blur-3xl"
      />
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-14 pb-16 sm:px-6 lg:grid-cols-[1.05fr_1fr] lg:pt-24 lg:pb-24">
        <div>
          <p className="inline-flex items-center gap-1.5 rounded-full border bg-card px-3 py-1 text-xs font-medium text-muted-foreground shadow-xs">
            <Sparkles className="size-3.5 text-primary" aria-hidden="true" />
            Balanced scorecards without the spreadsheets
          </p>
          <h1 className="mt-5 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            Turn strategy into <span className="text-primary">measurable performance</span>
          </h1>
          <p className="mt-5 max-w-xl text-lg text-pretty text-muted-foreground">
            Meridian connects objectives, KPIs and people in one balanced scorecard: cascade goals from the
            CEO to every department, enter results each period, and watch scores update across the
            organization.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <AuthLink mode="signup">
                Start Free Trial
                <ArrowRight aria-hidden="true" />
              </AuthLink>
            </Button>
            <Button asChild size="lg" variant="outline">
              <AuthLink mode="signin">Sign In</AuthLink>
            </Button>
          </div>
          <ul className="mt-6 flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted-foreground">
            {CLAIMS.map((claim) => (
              <li key={claim} className="flex items-center gap-1.5">
                <Check className="size-4 text-success" aria-hidden="true" />
                {claim}
              </li>
            ))}
          </ul>
        </div>
        <DashboardPreview />
      </div>
    </section>
  );
}
