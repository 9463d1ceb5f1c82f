import { LinkIcon, MoreHorizontalIcon, PencilIcon, PlusIcon, Trash2Icon, UserIcon } from "lucide-react";
import type { ReactNode } from "react";
import { FormattedMessage, type IntlShape, useIntl } from "react-intl";
import type { NamingSettings } from "../../../../domain/labels";
import { periodKeysFor } from "../../../../domain/periods";
import type { KpiAssignment, ObjectiveAssignment } from "../../../../domain/schemas/assignments";
import type { BscPerspective } from "../../../../domain/scorecard";
import type { KpiStatus } from "../../../../domain/scoring";
import { formatMeasure } from "../../../../domain/units";
import { kpiWeightBalance } from "../../../../domain/weights";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../../../components/ui/dropdown-menu";
import { cn } from "../../../lib/cn";
import { readerLocale } from "../../../lib/intl";
import { setCascadeMessages as m } from "../messages";
import {
  balanceMessage,
  PERSPECTIVE_DESCRIPTION_MESSAGES,
  periodText,
  perspectiveLabel,
  weightText,
} from "./names";
import { ScoreDot } from "./score-dot";

// Corporate BSC (UI-12) perspective colours, reused so a perspective looks the same everywhere.
const ACCENTS: Record<BscPerspective, string> = {
  Financial: "border-t-emerald-500",
  Customer: "border-t-blue-500",
  Internal_Process: "border-t-purple-500",
  Learning_Growth: "border-t-orange-500",
};

export type ScoredKpi = KpiAssignment & { score: number | null; status: KpiStatus };
export type ScoredObjective = ObjectiveAssignment & {
  score: number | null;
  status: KpiStatus;
  kpis: ScoredKpi[];
};

export type ItemHandlers = {
  canEdit: boolean;
  onEditObjective: (o: ScoredObjective) => void;
  onRemoveObjective: (o: ScoredObjective) => void;
  onAssignKpi: (o: ScoredObjective) => void;
  onEditKpi: (k: ScoredKpi) => void;
  onRemoveKpi: (k: ScoredKpi) => void;
  /** UI-82: more for an objective's row (its initiatives). */
  extraOf?: (o: ScoredObjective) => ReactNode;
};

function ItemMenu({ label, onEdit, onRemove }: { label: string; onEdit: () => void; onRemove: () => void }) {
  const intl = useIntl();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="size-7"
          aria-label={intl.formatMessage(m.actionsFor, { name: label })}
        >
          <MoreHorizontalIcon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={onEdit}>
          <PencilIcon aria-hidden="true" /> <FormattedMessage {...m.editAssignment} />
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem destructive onSelect={onRemove}>
          <Trash2Icon aria-hidden="true" /> <FormattedMessage {...m.removeAssignment} />
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function targetsSummary(intl: IntlShape, kpi: KpiAssignment): string {
  const keys = periodKeysFor(kpi.frequency);
  const set = keys.filter((key) => kpi.targets[key] !== null && kpi.targets[key] !== undefined);
  if (set.length === 0) return intl.formatMessage(m.noTargetsFor, { year: kpi.year });
  if (keys.length <= 4) {
    return set
      .map((key) =>
        intl.formatMessage(m.periodTarget, {
          period: periodText(intl, key),
          value: formatMeasure(kpi.targets[key], kpi.unit, readerLocale()) ?? "",
        }),
      )
      .join(" · ");
  }
  return intl.formatMessage(m.monthlyTargetsSet, { set: set.length, total: keys.length });
}

/** UI-107: a weight reads as a weight, in plain text ('Weight 40%'), never in a score's coloured badge. */
function WeightText({ weight }: { weight: number }) {
  return (
    <span className="text-xs text-muted-foreground tabular-nums">
      <FormattedMessage {...m.weight} values={{ weight: weightText(weight) }} />
    </span>
  );
}

function KpiRow({ kpi, handlers }: { kpi: ScoredKpi; handlers: ItemHandlers }) {
  const intl = useIntl();
  return (
    <li
      data-testid="kpi-row"
      aria-label={kpi.kpiName}
      className="flex items-start gap-2 rounded-md bg-muted/40 px-2.5 py-2"
    >
      <ScoreDot score={kpi.score} status={kpi.status} className="mt-1.5" />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="text-sm font-medium">{kpi.kpiName}</span>
          <WeightText weight={kpi.weight} />
        </div>
        <p className="mt-0.5 text-xs text-muted-foreground">{targetsSummary(intl, kpi)}</p>
        {kpi.ownerName ? (
          <p className="mt-0.5 inline-flex items-center gap-1 text-xs text-muted-foreground">
            <UserIcon className="size-3" aria-hidden="true" />
            {kpi.ownerName}
          </p>
        ) : null}
      </div>
      {handlers.canEdit ? (
        <ItemMenu
          label={kpi.kpiName}
          onEdit={() => handlers.onEditKpi(kpi)}
          onRemove={() => handlers.onRemoveKpi(kpi)}
        />
      ) : null}
    </li>
  );
}

function ObjectiveRow({ objective, handlers }: { objective: ScoredObjective; handlers: ItemHandlers }) {
  const intl = useIntl();
  const balance = kpiWeightBalance(objective.kpis.map((k) => k.weight));
  const balanceText = balanceMessage(intl, "KPI", balance);
  return (
    <li data-testid="objective-row" aria-label={objective.objectiveName} className="rounded-lg border p-3">
      <div className="flex items-start gap-2">
        <ScoreDot score={objective.score} status={objective.status} className="mt-1.5" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="font-medium">{objective.objectiveName}</span>
            <WeightText weight={objective.weight} />
          </div>
          {objective.needsParent ? (
            // CASCADE-12: never silently orphaned.
            <p className="mt-0.5 inline-flex items-center gap-1 text-xs font-medium text-amber-700 dark:text-amber-400">
              <LinkIcon className="size-3" aria-hidden="true" />
              <FormattedMessage {...m.needsParent} />
            </p>
          ) : objective.parentObjectiveName ? (
            <p className="mt-0.5 inline-flex items-center gap-1 text-xs text-muted-foreground">
              <LinkIcon className="size-3" aria-hidden="true" />
              <FormattedMessage {...m.linkedTo} values={{ name: objective.parentObjectiveName }} />
            </p>
          ) : null}
          {handlers.extraOf?.(objective)}
        </div>
        {handlers.canEdit ? (
          <ItemMenu
            label={objective.objectiveName}
            onEdit={() => handlers.onEditObjective(objective)}
            onRemove={() => handlers.onRemoveObjective(objective)}
          />
        ) : null}
      </div>
      {objective.kpis.length > 0 ? (
        <>
          <ul className="mt-2 grid gap-1.5">
            {objective.kpis.map((kpi) => (
              <KpiRow key={kpi.id} kpi={kpi} handlers={handlers} />
            ))}
          </ul>
          <p
            className={cn(
              "mt-2 text-xs",
              balance.valid ? "text-emerald-700 dark:text-emerald-400" : "text-amber-700 dark:text-amber-400",
            )}
          >
            {balanceText}
          </p>
        </>
      ) : (
        <div className="mt-2 flex flex-wrap items-center justify-between gap-2 rounded-md border border-dashed px-2.5 py-2">
          <span className="text-xs text-muted-foreground">{balanceText}</span>
          {handlers.canEdit ? (
            <Button size="sm" variant="outline" onClick={() => handlers.onAssignKpi(objective)}>
              <PlusIcon aria-hidden="true" /> <FormattedMessage {...m.assignKpi} />
            </Button>
          ) : null}
        </div>
      )}
    </li>
  );
}

/** UI-16: one card per perspective, listing the assigned objectives with their KPIs. */
export function PerspectiveCard({
  perspective,
  objectives,
  settings,
  handlers,
}: {
  perspective: BscPerspective;
  objectives: readonly ScoredObjective[];
  settings?: NamingSettings | null;
  handlers: ItemHandlers;
}) {
  const intl = useIntl();
  const name = perspectiveLabel(intl, perspective, settings);
  return (
    <Card
      className={cn("border-t-4", ACCENTS[perspective])}
      aria-label={intl.formatMessage(m.perspectiveRegion, { name })}
      role="region"
    >
      <CardHeader className="p-4 pb-3 sm:p-6 sm:pb-3">
        <div className="flex items-center justify-between gap-2">
          <CardTitle>{name}</CardTitle>
          <Badge variant="grey">
            <FormattedMessage {...m.objectiveCount} values={{ count: objectives.length }} />
          </Badge>
        </div>
        <CardDescription>
          <FormattedMessage {...PERSPECTIVE_DESCRIPTION_MESSAGES[perspective]} />
        </CardDescription>
      </CardHeader>
      <CardContent className="p-3 pt-2 sm:p-6 sm:pt-3">
        {objectives.length === 0 ? (
          <p className="rounded-md border border-dashed p-4 text-center text-sm text-muted-foreground">
            <FormattedMessage {...m.noObjectivesInPerspective} />
          </p>
        ) : (
          <ul className="grid gap-2">
            {objectives.map((objective) => (
              <ObjectiveRow key={objective.id} objective={objective} handlers={handlers} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
