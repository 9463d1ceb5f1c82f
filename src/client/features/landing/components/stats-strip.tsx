// UI-7: the stats strip says what the product does, not invented customer counts.
const STATS = [
  { value: "4", label: "Scorecard perspectives" },
  { value: "4", label: "Organization levels, CEO to department" },
  { value: "3", label: "Reporting frequencies" },
  { value: "15 min", label: "From sign-up to first scorecard" },
] as const;

export function StatsStrip() {
  return (
    <section aria-label="Meridian in numbers" className="border-y bg-card/60">
      <dl className="mx-auto grid max-w-6xl grid-cols-2 gap-y-8 px-4 py-10 sm:px-6 md:grid-cols-4">
        {STATS.map(({ value, label }) => (
          <div key={label} className="flex flex-col items-center gap-1 px-2 text-center">
            <dt className="order-2 text-sm text-muted-foreground">{label}</dt>
            <dd className="order-1 text-3xl font-bold tracking-tight text-primary">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
