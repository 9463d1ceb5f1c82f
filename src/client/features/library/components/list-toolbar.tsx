import { ListChecks, Plus, Search, Trash2, X } from "lucide-react";
import { useId } from "react";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Checkbox } from "../../../components/ui/checkbox";
import { Input } from "../../../components/ui/input";
import { cn } from "../../../lib/cn";

/** Library (LIBRARY-6): each tab's search box, Multi-select toggle and 'Add …' button. */
export function ListToolbar({
  query,
  onQueryChange,
  searchLabel,
  canWrite,
  selecting,
  onSelectingChange,
  selectDisabled = false,
  addLabel,
  onAdd,
}: {
  query: string;
  onQueryChange: (query: string) => void;
  searchLabel: string;
  canWrite: boolean;
  selecting: boolean;
  onSelectingChange: (on: boolean) => void;
  /** Nothing to select yet. */
  selectDisabled?: boolean;
  addLabel: string;
  onAdd: () => void;
}) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <div className="relative flex-1">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          type="search"
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
          placeholder={`${searchLabel}...`}
          aria-label={searchLabel}
          className="pl-9"
        />
      </div>
      {canWrite && (
        <div className="flex gap-2">
          <Button
            variant={selecting ? "secondary" : "outline"}
            aria-pressed={selecting}
            onClick={() => onSelectingChange(!selecting)}
            disabled={selectDisabled && !selecting}
            className="flex-1 sm:flex-none"
          >
            <ListChecks aria-hidden="true" />
            Multi-select
          </Button>
          <Button onClick={onAdd} className="flex-1 sm:flex-none">
            <Plus aria-hidden="true" />
            {addLabel}
          </Button>
        </div>
      )}
    </div>
  );
}

/** Multi-select (LIBRARY-6): select-all, the selected-count badge, a clear button and 'Delete Selected'. */
export function SelectionBar({
  count,
  allSelected,
  someSelected,
  onToggleAll,
  onClear,
  onDelete,
  onDone,
  disabled,
}: {
  count: number;
  allSelected: boolean;
  someSelected: boolean;
  onToggleAll: () => void;
  onClear: () => void;
  onDelete: () => void;
  onDone: () => void;
  disabled: boolean;
}) {
  const id = useId();
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-primary/25 bg-primary/5 px-3 py-2">
      <div className="flex items-center gap-2">
        <Checkbox
          id={id}
          checked={allSelected ? true : someSelected ? "indeterminate" : false}
          onCheckedChange={onToggleAll}
          disabled={disabled}
        />
        <label htmlFor={id} className="cursor-pointer text-sm font-medium">
          Select all
        </label>
      </div>
      <Badge variant={count > 0 ? "default" : "grey"} aria-live="polite">
        {count} selected
      </Badge>
      <div className="ml-auto flex items-center gap-2">
        <Button variant="ghost" size="sm" onClick={onClear} disabled={count === 0 || disabled}>
          Clear
        </Button>
        <Button variant="destructive" size="sm" onClick={onDelete} disabled={count === 0 || disabled}>
          <Trash2 aria-hidden="true" />
          Delete Selected
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className={cn("size-8")}
          onClick={onDone}
          aria-label="Leave multi-select"
        >
          <X aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
