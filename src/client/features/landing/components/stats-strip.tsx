import { Message, useFormatMessage } from "../../../i18n/message";
import { landingMessages as m } from "../messages";

// UI-7: the stats strip says what the product does, not invented customer counts.
const STATS = [
  { value: "4", label: m.statPerspectives },
  { value: "4", label: m.statLevels },
  { value: "3", label: m.statFrequencies },
  { value: m.statMinutes, label: m.statFirstScorecard },
] as const;

export function StatsStrip() {
  const intl = useFormatMessage();
  return (
    <section aria-label={intl.text(m.statsLabel)} className="border-y bg-card/60">
      <dl className="mx-auto grid max-w-6xl grid-cols-2 gap-y-8 px-4 py-10 sm:px-6 md:grid-cols-4">
        {STATS.map(({ value, label }) => (
          <div key={label.id} className="flex flex-col items-center gap-1 px-2 text-center">
            <dt className="order-2 text-sm text-muted-foreground">
              <Message {...label} />
            </dt>
            <dd className="order-1 text-3xl font-bold tracking-tight text-primary">
              {typeof value === "string" ? value : <Message {...value} values={{ minutes: 15 }} />}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
