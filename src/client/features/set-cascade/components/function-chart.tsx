import {
  ChevronDownIcon,
  ChevronRightIcon,
  EyeIcon,
  GaugeIcon,
  MoreHorizontalIcon,
  PencilIcon,
  PlusIcon,
  TargetIcon,
  Trash2Icon,
  UserRoundIcon,
} from "lucide-react";
import { FormattedMessage, useIntl } from "react-intl";
import type { NamingSettings } from "../../../../domain/labels";
import type { CascadeFunction } from "../../../../domain/schemas/set-cascade";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../../../components/ui/dropdown-menu";
import { cn } from "../../../lib/cn";
import type { FunctionNode } from "../lib/tree";
import { setCascadeMessages as m } from "../messages";
import { levelLabel } from "./names";

export type FunctionAction = "add-child" | "edit" | "view" | "delete";

type ChartProps = {
  expanded: ReadonlySet<string>;
  selectedId: string | null;
  canEdit: boolean;
  settings?: NamingSettings | null;
  onToggle: (id: string) => void;
  onSelect: (fn: CascadeFunction) => void;
  onAction: (action: FunctionAction, fn: CascadeFunction) => void;
};

/** Organisation functions (UI-15): cards in a tree, ceo > division > general department > department. */
export function FunctionChart({ roots, ...props }: ChartProps & { roots: readonly FunctionNode[] }) {
  const intl = useIntl();
  return (
    <ul aria-label={intl.formatMessage(m.chartLabel)} className="grid gap-3">
      {roots.map((node) => (
        <FunctionBranch key={node.id} node={node} depth={1} {...props} />
      ))}
    </ul>
  );
}

function FunctionBranch({ node, depth, ...props }: ChartProps & { node: FunctionNode; depth: number }) {
  const hasChildren = node.children.length > 0;
  const open = hasChildren && props.expanded.has(node.id);
  const intl = useIntl();
  return (
    <li aria-label={node.name} data-level={depth} className="grid gap-3">
      <FunctionCard node={node} open={open} {...props} />
      {open ? (
        <ul
          aria-label={intl.formatMessage(m.functionsUnder, { name: node.name })}
          className="ml-3 grid gap-3 border-l border-border pl-3 sm:ml-5 sm:pl-5"
        >
          {node.children.map((child) => (
            <FunctionBranch key={child.id} node={child} depth={depth + 1} {...props} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

function FunctionCard({
  node,
  open,
  selectedId,
  canEdit,
  settings,
  onToggle,
  onSelect,
  onAction,
}: ChartProps & { node: FunctionNode; open: boolean }) {
  const intl = useIntl();
  const selected = selectedId === node.id;
  const hasChildren = node.children.length > 0;
  return (
    <div
      data-testid="function-card"
      className={cn(
        "flex items-start gap-2 rounded-xl border bg-card p-3 shadow-xs transition-colors sm:p-4",
        selected ? "border-primary ring-2 ring-primary/30" : "hover:border-primary/40",
      )}
    >
      {hasChildren ? (
        <Button
          variant="ghost"
          size="icon"
          className="-ml-1 size-7"
          aria-label={intl.formatMessage(open ? m.collapse : m.expand, { name: node.name })}
          aria-expanded={open}
          onClick={() => onToggle(node.id)}
        >
          {open ? <ChevronDownIcon aria-hidden="true" /> : <ChevronRightIcon aria-hidden="true" />}
        </Button>
      ) : (
        <span className="-ml-1 size-7 shrink-0" aria-hidden="true" />
      )}
      <button
        type="button"
        className="min-w-0 flex-1 text-left outline-none focus-visible:underline"
        onClick={() => onSelect(node)}
        aria-pressed={selected}
      >
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-semibold">{node.name}</span>
          <Badge variant={node.level === "ceo" ? "default" : "secondary"}>
            {levelLabel(intl, node.level, settings)}
          </Badge>
        </span>
        {node.description ? (
          <span className="mt-1 line-clamp-2 block text-sm text-muted-foreground" title={node.description}>
            {node.description}
          </span>
        ) : null}
        <span className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
          <span className="inline-flex items-center gap-1">
            <TargetIcon className="size-3.5" aria-hidden="true" />
            <FormattedMessage {...m.objectiveCount} values={{ count: node.objectiveCount }} />
          </span>
          <span className="inline-flex items-center gap-1">
            <GaugeIcon className="size-3.5" aria-hidden="true" />
            <FormattedMessage {...m.kpiCount} values={{ count: node.kpiCount }} />
          </span>
          {/* UI-53, CYCLE-1: the function's head on its card. */}
          <span className="inline-flex min-w-0 items-center gap-1" title={node.headName ?? undefined}>
            <UserRoundIcon className="size-3.5 shrink-0" aria-hidden="true" />
            <span className="truncate">
              {node.headName ? (
                <FormattedMessage {...m.headName} values={{ name: node.headName }} />
              ) : (
                <FormattedMessage {...m.noHead} />
              )}
            </span>
          </span>
        </span>
      </button>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={intl.formatMessage(m.actionsFor, { name: node.name })}
          >
            <MoreHorizontalIcon aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {canEdit && node.level !== "department" ? (
            <DropdownMenuItem onSelect={() => onAction("add-child", node)}>
              <PlusIcon aria-hidden="true" /> <FormattedMessage {...m.addChildFunction} />
            </DropdownMenuItem>
          ) : null}
          {canEdit ? (
            <DropdownMenuItem onSelect={() => onAction("edit", node)}>
              <PencilIcon aria-hidden="true" /> <FormattedMessage {...m.editFunction} />
            </DropdownMenuItem>
          ) : null}
          <DropdownMenuItem onSelect={() => onAction("view", node)}>
            <EyeIcon aria-hidden="true" /> <FormattedMessage {...m.viewAssignments} />
          </DropdownMenuItem>
          {canEdit && node.level !== "ceo" ? (
            <>
              <DropdownMenuSeparator />
              <DropdownMenuItem destructive onSelect={() => onAction("delete", node)}>
                <Trash2Icon aria-hidden="true" /> <FormattedMessage {...m.deleteFunction} />
              </DropdownMenuItem>
            </>
          ) : null}
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
