import { useId, useMemo, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Checkbox } from "../../../components/ui/checkbox";
import { Input } from "../../../components/ui/input";
import { cn } from "../../../lib/cn";
import { initiativesMessages as m } from "../messages";

export type PickOption = { value: string; label: string; group: string };

/**
 * UI-79: a labelled multi-select: a filter box over a scrolling list of checkboxes grouped by function
 * (for the objectives and KPIs of a year), with the count picked. Every box is a labelled control.
 */
export function PickList({
  label,
  filterLabel,
  options,
  value,
  onChange,
  error,
  hint,
  empty,
  testId,
}: {
  label: string;
  /** The filter box's accessible name ('Filter objectives'). */
  filterLabel: string;
  options: readonly PickOption[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  error?: string;
  hint?: string;
  empty: string;
  testId?: string;
}) {
  const id = useId();
  const intl = useIntl();
  const [filter, setFilter] = useState("");
  const groups = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    const map = new Map<string, PickOption[]>();
    for (const option of options) {
      if (needle && !`${option.label} ${option.group}`.toLowerCase().includes(needle)) continue;
      const list = map.get(option.group) ?? [];
      list.push(option);
      map.set(option.group, list);
    }
    return [...map.entries()];
  }, [options, filter]);
  const picked = new Set(value);
  const toggle = (option: string, on: boolean) =>
    onChange(on ? [...value.filter((v) => v !== option), option] : value.filter((v) => v !== option));
  return (
    <fieldset
      className="grid gap-1.5"
      aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
      aria-invalid={error ? true : undefined}
      data-testid={testId}
    >
      <legend className="mb-1.5 flex w-full items-center justify-between gap-2 text-sm font-medium">
        <span>{label}</span>
        <span className="text-xs font-normal text-muted-foreground">
          <FormattedMessage {...m.selectedCount} values={{ count: value.length }} />
        </span>
      </legend>
      {options.length === 0 ? (
        <p className="rounded-md border border-dashed p-3 text-sm text-muted-foreground">{empty}</p>
      ) : (
        <>
          <Input
            type="search"
            aria-label={filterLabel}
            placeholder={intl.formatMessage(m.filterPlaceholder)}
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            className="h-8"
          />
          <div
            className={cn("max-h-44 overflow-y-auto rounded-md border p-2", error && "border-destructive")}
          >
            {groups.length === 0 ? (
              <p className="p-1 text-sm text-muted-foreground">
                <FormattedMessage {...m.nothingMatches} />
              </p>
            ) : (
              groups.map(([group, items]) => (
                <div key={group} className="grid gap-1 py-1">
                  <p className="px-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                    {group}
                  </p>
                  {items.map((option) => {
                    const boxId = `${id}-${option.value}`;
                    return (
                      <div
                        key={option.value}
                        className="flex items-center gap-2 rounded px-1 py-0.5 hover:bg-muted/60"
                      >
                        <Checkbox
                          id={boxId}
                          checked={picked.has(option.value)}
                          onCheckedChange={(on) => toggle(option.value, on === true)}
                        />
                        <label htmlFor={boxId} className="min-w-0 flex-1 cursor-pointer text-sm">
                          {option.label}
                        </label>
                      </div>
                    );
                  })}
                </div>
              ))
            )}
          </div>
        </>
      )}
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-xs font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
