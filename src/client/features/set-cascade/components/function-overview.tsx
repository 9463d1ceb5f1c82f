import { Building2Icon, GaugeIcon, TargetIcon, XIcon } from "lucide-react";
import type { ReactNode } from "react";
import { FormattedMessage, type MessageDescriptor, useIntl } from "react-intl";
import type { FunctionLevel, NamingSettings } from "../../../../domain/labels";
import type { CascadeFunction } from "../../../../domain/schemas/set-cascade";
import { Button } from "../../../components/ui/button";
import type { FunctionTotals } from "../lib/tree";
import { setCascadeMessages as m } from "../messages";
import { levelLabel } from "./names";

function Tile({
  label,
  testId,
  value,
  icon,
  hint,
}: {
  label: string;
  /** The English label, which the tests find the figure by. */
  testId: string;
  value: number;
  icon: ReactNode;
  hint: string;
}) {
  return (
    <div className="flex items-center gap-3 rounded-xl border bg-card p-3 shadow-xs sm:p-4">
      <div className="hidden size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary sm:flex">
        {icon}
      </div>
      <dl className="min-w-0">
        <dt className="text-xs text-muted-foreground sm:text-sm">{label}</dt>
        <dd className="text-2xl font-semibold tabular-nums" data-testid={testId}>
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
  const intl = useIntl();
  const hint = selected
    ? intl.formatMessage(m.tilesInFunction, { name: selected.name })
    : intl.formatMessage(m.tilesAcrossOrganization);
  return (
    <div className="grid grid-cols-3 gap-2 sm:gap-3">
      <Tile
        label={intl.formatMessage(m.totalFunctions)}
        testId="Total Functions"
        value={totals.functions}
        hint={hint}
        icon={<Building2Icon className="size-5" aria-hidden="true" />}
      />
      <Tile
        label={intl.formatMessage(m.totalObjectives)}
        testId="Total Objectives"
        value={totals.objectives}
        hint={hint}
        icon={<TargetIcon className="size-5" aria-hidden="true" />}
      />
      <Tile
        label={intl.formatMessage(m.totalKpis)}
        testId="Total KPIs"
        value={totals.kpis}
        hint={hint}
        icon={<GaugeIcon className="size-5" aria-hidden="true" />}
      />
    </div>
  );
}

// Focus banner (UI-15): 'a per-level description'.
const LEVEL_DESCRIPTIONS: Record<FunctionLevel, MessageDescriptor> = {
  ceo: m.levelDescriptionCeo,
  division: m.levelDescriptionDivision,
  "general-department": m.levelDescriptionGeneralDepartment,
  department: m.levelDescriptionDepartment,
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
  const intl = useIntl();
  return (
    <section
      aria-label={intl.formatMessage(m.selectedFunctionContext)}
      className="flex items-start gap-3 rounded-xl border border-primary/30 bg-primary/5 p-4"
    >
      <div className="min-w-0 flex-1">
        <h2 className="text-sm font-semibold text-primary">
          <FormattedMessage {...m.selectedFunctionContext} />
        </h2>
        <p className="mt-1 font-medium">
          {levelLabel(intl, fn.level, settings)} · {fn.name}
        </p>
        {/* UI-53, CYCLE-1: who heads the selected function. */}
        <p className="mt-0.5 text-sm">
          <span className="text-muted-foreground">
            <FormattedMessage {...m.headLabel} />
          </span>
          {fn.headName ?? (
            <span className="text-muted-foreground">
              <FormattedMessage {...m.noHead} />
            </span>
          )}
        </p>
        <p className="mt-0.5 text-sm text-muted-foreground">
          <FormattedMessage {...LEVEL_DESCRIPTIONS[fn.level]} />
        </p>
      </div>
      <Button
        variant="ghost"
        size="sm"
        onClick={onClear}
        aria-label={intl.formatMessage(m.clearSelectedFunction)}
      >
        <XIcon aria-hidden="true" /> <FormattedMessage {...m.clear} />
      </Button>
    </section>
  );
}
