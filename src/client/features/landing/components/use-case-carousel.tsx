import { Building2, Factory, HeartPulse, Store } from "lucide-react";
import { useEffect, useState } from "react";
import { Message, useFormatMessage } from "../../../i18n/message";
import { cn } from "../../../lib/cn";
import { landingMessages as m } from "../messages";

// UI-6: the carousel rotates every 5 seconds. UI-7: use-case stories, not quotes from named people.
export const CAROUSEL_INTERVAL_MS = 5_000;

const STORIES = [
  {
    icon: Factory,
    sector: m.manufacturingSector,
    title: m.manufacturingTitle,
    story: m.manufacturingStory,
  },
  {
    icon: HeartPulse,
    sector: m.healthcareSector,
    title: m.healthcareTitle,
    story: m.healthcareStory,
  },
  {
    icon: Store,
    sector: m.retailSector,
    title: m.retailTitle,
    story: m.retailStory,
  },
  {
    icon: Building2,
    sector: m.publicSector,
    title: m.publicTitle,
    story: m.publicStory,
  },
] as const;

export function UseCaseCarousel() {
  const intl = useFormatMessage();
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
            <Message {...m.useCasesTitle} />
          </h2>
          <p className="mt-4 text-muted-foreground">
            <Message {...m.useCasesText} />
          </p>
        </div>
        <section
          aria-roledescription="carousel"
          aria-label={intl.text(m.useCasesLabel)}
          className="mt-10"
          onMouseEnter={() => setPaused(true)}
          onMouseLeave={() => setPaused(false)}
          onFocus={() => setPaused(true)}
          onBlur={() => setPaused(false)}
        >
          <div className="relative grid">
            {STORIES.map(({ icon: Icon, sector, title, story }, index) => (
              <article
                key={title.id}
                aria-roledescription="slide"
                aria-label={intl.text(m.useCaseSlide, { index: index + 1, count: STORIES.length })}
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
                  <p className="text-sm font-medium text-primary">
                    <Message {...sector} />
                  </p>
                </div>
                <h3 className="mt-5 text-xl font-semibold sm:text-2xl">
                  <Message {...title} />
                </h3>
                <p className="mt-3 leading-relaxed text-muted-foreground">
                  <Message {...story} />
                </p>
              </article>
            ))}
          </div>
          <div className="mt-6 flex justify-center gap-2">
            {STORIES.map(({ title }, index) => (
              <button
                key={title.id}
                type="button"
                aria-label={intl.text(m.useCaseShow, { index: index + 1 })}
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
