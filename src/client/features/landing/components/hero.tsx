import { ArrowRight, Check, Sparkles } from "lucide-react";
import type { ReactNode } from "react";
import { type ScoreColor, statusColor, statusForScore } from "../../../../domain/scoring";
import { Button } from "../../../components/ui/button";
import { Message, useFormatMessage } from "../../../i18n/message";
import { cn } from "../../../lib/cn";
import { AuthLink } from "../landing-actions";
import { landingMessages as m } from "../messages";
import { AnimatedCounter } from "./animated-counter";

export const CLAIMS = [m.claimTrial, m.claimNoCard, m.claimSetUp] as const;

const SAMPLE_PERSPECTIVES = [
  { name: "Financial", label: m.perspectiveFinancial, score: 96 },
  { name: "Customer", label: m.perspectiveCustomer, score: 92 },
  { name: "Internal Process", label: m.perspectiveInternal, score: 79 },
  { name: "Learning & Growth", label: m.perspectiveLearning, score: 93 },
] as const;

// LANDING-2: the sample's overall score is its perspectives' plain average (equal weights), shown rounded
// (ROLLUP-5), and its badge the status the product gives the unrounded average at the default
// thresholds (SCORE-5, SCORE-9).
const SAMPLE_AVERAGE = SAMPLE_PERSPECTIVES.reduce((sum, p) => sum + p.score, 0) / SAMPLE_PERSPECTIVES.length;
const SAMPLE_OVERALL = Math.round(SAMPLE_AVERAGE);
const SAMPLE_STATUS = statusForScore(SAMPLE_AVERAGE);

const SAMPLE_METRICS = [
  { label: m.metricOverall, value: SAMPLE_OVERALL, suffix: "%", tone: null },
  { label: m.metricObjectives, value: 24, suffix: "", tone: "text-foreground" },
  { label: m.metricKpis, value: 136, suffix: "", tone: "text-foreground" },
  { label: m.metricAlignment, value: 92, suffix: "%", tone: "text-foreground" },
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
  const intl = useFormatMessage();
  return (
    <figure
      aria-label={intl.text(m.previewLabel)}
      className="relative rounded-2xl border bg-card p-4 shadow-2xl shadow-primary/10 sm:p-6"
    >
      <div className="mb-4 flex items-center justify-between">
        <div>
          <p className="text-sm font-semibold">
            <Message {...m.previewTitle} />
          </p>
          <p className="text-xs text-muted-foreground">
            <Message {...m.previewSubtitle} />
          </p>
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
          <div key={label.id} className="rounded-xl border bg-background/60 p-3 sm:p-4">
            <dt className="text-xs text-muted-foreground">
              <Message {...label} />
            </dt>
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
        {SAMPLE_PERSPECTIVES.map(({ name, label, score }) => (
          <div
            key={name}
            className="grid grid-cols-[7.5rem_1fr_2.5rem] items-center gap-3 text-xs"
            data-sample-perspective={name}
            data-status={statusForScore(score)}
          >
            <span className="truncate text-muted-foreground">
              <Message {...label} />
            </span>
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
            <Message {...m.heroBadge} />
          </p>
          <h1 className="mt-5 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            <Message
              {...m.heroTitle}
              values={{ em: (words: ReactNode) => <span className="text-primary">{words}</span> }}
            />
          </h1>
          <p className="mt-5 max-w-xl text-lg text-pretty text-muted-foreground">
            <Message {...m.heroText} />
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <AuthLink mode="signup">
                <Message {...m.startFreeTrial} />
                <ArrowRight aria-hidden="true" />
              </AuthLink>
            </Button>
            <Button asChild size="lg" variant="outline">
              <AuthLink mode="signin">
                <Message {...m.signIn} />
              </AuthLink>
            </Button>
          </div>
          <ul className="mt-6 flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted-foreground">
            {CLAIMS.map((claim) => (
              <li key={claim.id} className="flex items-center gap-1.5">
                <Check className="size-4 text-success" aria-hidden="true" />
                <Message {...claim} />
              </li>
            ))}
          </ul>
        </div>
        <DashboardPreview />
      </div>
    </section>
  );
}
