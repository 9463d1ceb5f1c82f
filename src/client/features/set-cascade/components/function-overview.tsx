import { Building2Icon, GaugeIcon, TargetIcon, XIcon } from "lucide-react";
import type { ReactNode } from "react";
import { type FunctionLevel, levelName, type NamingSettings } from "../../../../domain/labels";
import type { CascadeFunction } from "../../../../domain/schemas/set-cascade";
import { Button } from "../../../components/ui/button";
import type { FunctionTotals } from "../lib/tree";

function Tile({ label, value, icon, hint }: { label: string; value: number; icon: ReactNode; hint: string }) {
  return (
    <div className="flex items-center gap-3 rounded-xl border bg-card p-3 shadow-xs sm:p-4">
      <div className="hidden size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary sm:flex">
        {icon}
      </div>
      <dl className="min-w-0">
        <dt className="text-xs text-muted-foreground sm:text-sm">{label}</dt>
        <dd className="text-2xl font-semibold tabular-nums" data-testid={label}>
          {value}
        </dd>
        <dd className="hidden truncate text-xs text-muted-foreground sm:block">{hint}</dd>
      </dl>
    </div>
  );
}

/** UI-15: Total Functions, Total Objectives and Total KPIs, narrowed to the selected function's subtree. */
export function FunctionTiles({
  totals,
  selected,
}: {
  totals: FunctionTotals;
  selected: CascadeFunction | null;
}) {
  const hint = selected ? `In ${selected.name} and below` : "Across the organization";
  return (
    <div className="grid grid-cols-3 gap-2 sm:gap-3">
      <Tile
        label="Total Functions"
        value={totals.functions}
        hint={hint}
        icon={<Building2Icon className="size-5" aria-hidden="true" />}
      />
      <Tile
        label="Total Objectives"
        value={totals.objectives}
        hint={hint}
        icon={<TargetIcon className="size-5" aria-hidden="true" />}
      />
      <Tile
        label="Total KPIs"
        value={totals.kpis}
        hint={hint}
        icon={<GaugeIcon className="size-5" aria-hidden="true" />}
      />
    </div>
  );
}

// Focus banner (UI-15): 'a per-level description'.
const LEVEL_DESCRIPTIONS: Record<FunctionLevel, string> = {
  ceo: "Organization-wide direction: the objectives set here are the ones every division cascades from.",
  division: "Division objectives link to the CEO's and guide the general departments below.",
  "general-department": "General department objectives link to their division's and guide its departments.",
  department:
    "Department objectives link to their general department's and turn them into day-to-day targets.",
};

export function FocusBanner({
  fn,
  settings,
  onClear,
}: {
  fn: CascadeFunction;
  settings?: NamingSettings | null;
  onClear: () => void;
}) {
  return (
    <section
      aria-label="Selected Function Context"
      className="flex items-start gap-3 rounded-xl border border-primary/30 bg-primary/5 p-4"
    >
      <div className="min-w-0 flex-1">
        <h2 className="text-sm font-semibold text-primary">Selected Function Context</h2>
        <p className="mt-1 font-medium">
          {levelName(fn.level, settings)} · {fn.name}
        </p>
        {/* UI-53, CYCLE-1: who heads the selected function. */}
        <p className="mt-0.5 text-sm">
          <span className="text-muted-foreground">Head: </span>
          {fn.headName ?? <span className="text-muted-foreground">No head</span>}
        </p>
        <p className="mt-0.5 text-sm text-muted-foreground">{LEVEL_DESCRIPTIONS[fn.level]}</p>
      </div>
      <Button variant="ghost" size="sm" onClick={onClear} aria-label="Clear the selected function">
        <XIcon aria-hidden="true" /> Clear
      </Button>
    </section>
  );
}
