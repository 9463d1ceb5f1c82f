import { Pencil, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "../../../components/ui/button";
import { Checkbox } from "../../../components/ui/checkbox";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../../components/ui/table";
import { WithTooltip } from "../../../components/ui/tooltip";
import { cn } from "../../../lib/cn";

export type Column<T> = { header: string; cell: (item: T) => ReactNode; className?: string };

/** The 'Description' column (LIBRARY-7): two lines at most, the whole text on hover, or 'No description'. */
export function descriptionColumn<T extends { description: string | null }>(className: string): Column<T> {
  return {
    header: "Description",
    className,
    cell: (item) =>
      item.description ? (
        <span className="line-clamp-2 text-muted-foreground" title={item.description}>
          {item.description}
        </span>
      ) : (
        <span className="text-muted-foreground italic">No description</span>
      ),
  };
}

type Selection = {
  selecting: boolean;
  isSelected: (id: string) => boolean;
  toggle: (id: string) => void;
  allVisibleSelected: boolean;
  someVisibleSelected: boolean;
  toggleAll: () => void;
};

function RowActions({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete: () => void }) {
  return (
    <div className="flex justify-end gap-1">
      <WithTooltip label={`Edit ${name}`}>
        <Button variant="ghost" size="icon" className="size-8" onClick={onEdit} aria-label={`Edit ${name}`}>
          <Pencil aria-hidden="true" />
        </Button>
      </WithTooltip>
      <WithTooltip label={`Delete ${name}`}>
        <Button
          variant="ghost"
          size="icon"
          className="size-8 text-muted-foreground hover:bg-destructive/10 hover:text-destructive"
          onClick={onDelete}
          aria-label={`Delete ${name}`}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </WithTooltip>
    </div>
  );
}

/**
 * One Library table (LIBRARY-6): the tab's columns, a checkbox per row in multi-select mode and the
 * edit and delete actions for those who may write (ROLE-5). Below the md breakpoint each row becomes a
 * card, so a phone needs no sideways scrolling.
 */
export function ItemTable<T extends { id: string; name: string }>({
  label,
  items,
  columns,
  card,
  selection,
  canWrite,
  onEdit,
  onDelete,
}: {
  label: string;
  items: readonly T[];
  columns: Column<T>[];
  /** The body of the row's card on small screens. */
  card: (item: T) => ReactNode;
  selection: Selection;
  canWrite: boolean;
  onEdit: (item: T) => void;
  onDelete: (item: T) => void;
}) {
  const { selecting } = selection;
  return (
    <>
      <div className="hidden md:block">
        <Table aria-label={label}>
          <TableHeader className="bg-muted/40">
            <TableRow className="hover:bg-transparent">
              {selecting && (
                <TableHead className="w-10 pl-4">
                  <Checkbox
                    checked={
                      selection.allVisibleSelected
                        ? true
                        : selection.someVisibleSelected
                          ? "indeterminate"
                          : false
                    }
                    onCheckedChange={selection.toggleAll}
                    aria-label="Select all rows"
                  />
                </TableHead>
              )}
              {columns.map((column) => (
                <TableHead key={column.header} className={cn(column.className, !selecting && "first:pl-4")}>
                  {column.header}
                </TableHead>
              ))}
              {canWrite && <TableHead className="w-24 pr-4 text-right">Actions</TableHead>}
            </TableRow>
          </TableHeader>
          <TableBody>
            {items.map((item) => {
              const selected = selecting && selection.isSelected(item.id);
              return (
                <TableRow key={item.id} data-state={selected ? "selected" : undefined}>
                  {selecting && (
                    <TableCell className="pl-4">
                      <Checkbox
                        checked={selected}
                        onCheckedChange={() => selection.toggle(item.id)}
                        aria-label={`Select ${item.name}`}
                      />
                    </TableCell>
                  )}
                  {columns.map((column) => (
                    <TableCell
                      key={column.header}
                      className={cn(column.className, !selecting && "first:pl-4")}
                    >
                      {column.cell(item)}
                    </TableCell>
                  ))}
                  {canWrite && (
                    <TableCell className="pr-4">
                      <RowActions
                        name={item.name}
                        onEdit={() => onEdit(item)}
                        onDelete={() => onDelete(item)}
                      />
                    </TableCell>
                  )}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </div>
      <ul className="divide-y md:hidden" aria-label={label}>
        {items.map((item) => {
          const selected = selecting && selection.isSelected(item.id);
          return (
            <li key={item.id} className={cn("flex gap-3 px-4 py-3.5", selected && "bg-muted")}>
              {selecting && (
                <Checkbox
                  className="mt-0.5"
                  checked={selected}
                  onCheckedChange={() => selection.toggle(item.id)}
                  aria-label={`Select ${item.name}`}
                />
              )}
              <div className="min-w-0 flex-1">{card(item)}</div>
              {canWrite && (
                <div className="-mt-1 -mr-2 shrink-0">
                  <RowActions name={item.name} onEdit={() => onEdit(item)} onDelete={() => onDelete(item)} />
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
