import { SearchIcon, TableIcon } from "lucide-react";
import { useState } from "react";
import type { TableInfo } from "../../../../domain/schemas/admin";
import { Card } from "../../../components/ui/card";
import { Input } from "../../../components/ui/input";
import { cn } from "../../../lib/cn";
import { formatNumber } from "../../../lib/intl";

/** Database Tables (UI-21): the sidebar with table search. */
export function TableSidebar({
  tables,
  selected,
  onSelect,
}: {
  tables: TableInfo[];
  selected: string | null;
  onSelect: (table: string) => void;
}) {
  const [search, setSearch] = useState("");
  const needle = search.trim().toLowerCase();
  const shown = needle ? tables.filter((t) => t.tableName.toLowerCase().includes(needle)) : tables;
  return (
    <Card className="flex flex-col gap-3 p-3 lg:sticky lg:top-6">
      <div className="relative">
        <SearchIcon
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          type="search"
          aria-label="Search tables"
          placeholder="Search tables"
          className="pl-9"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <nav aria-label="Tables" className="max-h-64 overflow-y-auto lg:max-h-[calc(100dvh-12rem)]">
        <ul className="grid gap-0.5">
          {shown.map((table) => (
            <li key={table.tableName}>
              <button
                type="button"
                onClick={() => onSelect(table.tableName)}
                aria-current={table.tableName === selected ? "true" : undefined}
                className={cn(
                  "flex w-full items-center gap-2 rounded-md px-2 py-1.5 text-left text-sm outline-none transition-colors",
                  "hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50",
                  table.tableName === selected && "bg-accent font-medium text-accent-foreground",
                )}
              >
                <TableIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                <span className="min-w-0 flex-1 truncate font-mono text-xs" title={table.tableName}>
                  {table.tableName}
                </span>
                <span className="text-xs text-muted-foreground tabular-nums">
                  {formatNumber(table.rowCount)}
                </span>
              </button>
            </li>
          ))}
          {shown.length === 0 && (
            <li className="px-2 py-4 text-center text-sm text-muted-foreground">
              No table matches "{search.trim()}".
            </li>
          )}
        </ul>
      </nav>
    </Card>
  );
}
