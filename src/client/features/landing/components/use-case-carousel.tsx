import { Building2, Factory, HeartPulse, Store } from "lucide-react";
import { useEffect, useState } from "react";
import { cn } from "../../../lib/cn";

// UI-6: the carousel rotates every 5 seconds. UI-7: use-case stories, not quotes from named people.
export const CAROUSEL_INTERVAL_MS = 5_000;

const STORIES = [
  {
    icon: Factory,
    sector: "Manufacturing group",
    title: "Plants aligned to one set of group targets",
    story:
      "Group objectives cascade to each plant and department. Plant managers enter monthly output, scrap rate and safety figures, and the board reviews one corporate scorecard instead of a dozen spreadsheets.",
  },
  {
    icon: HeartPulse,
    sector: "Healthcare network",
    title: "Patient outcomes next to the financials",
    story:
      "Clinical and operational KPIs sit in the Customer and Internal Process perspectives beside the budget, so leadership sees the trade-offs each quarter with scores computed the same way everywhere.",
  },
  {
    icon: Store,
    sector: "Retail chain",
    title: "Regional goals that add up",
    story:
      "Divisions own like-for-like sales and customer satisfaction; stores own conversion and stock accuracy. Weights that balance to 100% keep every level honest about what matters most.",
  },
  {
    icon: Building2,
    sector: "Public agency",
    title: "Strategy that survives the annual plan",
    story:
      "Strategic themes group objectives across departments. Annual and quarterly KPIs live side by side, and the activity log shows who changed which result and when.",
  },
] as const;

export function UseCaseCarousel() {
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (paused) return;
    const timer = setInterval(() => setActive((index) => (index + 1) % STORIES.length), CAROUSEL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [paused]);

  return (
    <section id="use-cases" className="scroll-mt-20 border-y bg-card/60">
      <div className="mx-auto max-w-4xl px-4 py-20 sm:px-6">
        <div className="text-center">
          <h2 className="text-3xl font-bold tracking-tight sm:text-4xl">
            Built for how organizations really work
          </h2>
          <p className="mt-4 text-muted-foreground">A few of the ways teams put Meridian to work.</p>
        </div>
        <section
          aria-roledescription="carousel"
          aria-label="Use cases"
          className="mt-10"
          onMouseEnter={() => setPaused(true)}
          onMouseLeave={() => setPaused(false)}
          onFocus={() => setPaused(true)}
          onBlur={() => setPaused(false)}
        >
          <div className="relative grid">
            {STORIES.map(({ icon: Icon, sector, title, story }, index) => (
              <article
                key={title}
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${STORIES.length}`}
                aria-hidden={index !== active}
                className={cn(
                  "col-start-1 row-start-1 rounded-2xl border bg-background p-6 shadow-sm transition-all duration-500 sm:p-10",
                  index === active
                    ? "translate-y-0 opacity-100"
                    : "pointer-events-none translate-y-2 opacity-0",
                )}
              >
                <div className="flex items-center gap-3">
                  <span className="flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <p className="text-sm font-medium text-primary">{sector}</p>
                </div>
                <h3 className="mt-5 text-xl font-semibold sm:text-2xl">{title}</h3>
                <p className="mt-3 leading-relaxed text-muted-foreground">{story}</p>
              </article>
            ))}
          </div>
          <div className="mt-6 flex justify-center gap-2">
            {STORIES.map(({ title }, index) => (
              <button
                key={title}
                type="button"
                aria-label={`Show use case ${index + 1}`}
                aria-current={index === active}
                onClick={() => setActive(index)}
                // A 24 px target around a small dot: easy to tap, quiet to look at.
                className="group flex h-6 min-w-6 items-center justify-center rounded-full outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    "h-2.5 rounded-full transition-all",
                    index === active
                      ? "w-8 bg-primary"
                      : "w-2.5 bg-muted-foreground/30 group-hover:bg-muted-foreground/50",
                  )}
                />
              </button>
            ))}
          </div>
        </section>
      </div>
    </section>
  );
}
