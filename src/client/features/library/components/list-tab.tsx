import type { LucideIcon } from "lucide-react";
import { type ReactNode, useState } from "react";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { Button } from "../../../components/ui/button";
import { toast } from "../../../components/ui/toast";
import { describeFailure } from "../../../lib/errors";
import { useDelete, useList } from "../../../lib/resources";
import {
  bulkOutcomeToast,
  LIBRARY_NOUNS,
  type LibraryEntity,
  type LibraryResource,
  useBulkDelete,
} from "../api/bulk-delete";
import type { Searchable } from "../lib/search";
import { useListControls } from "../lib/use-list-controls";
import { type Column, ItemTable } from "./item-table";
import { EmptyState, ListSkeleton, LoadError, NoMatches } from "./list-states";
import { ListToolbar, SelectionBar } from "./list-toolbar";

type Item = Searchable & { id: string; name: string };

/** What the Library page gives each tab: whether the user may write, and how to add and edit. */
export type LibraryTabProps<T> = {
  canWrite: boolean;
  onAdd: () => void;
  onEdit: (item: T) => void;
};

/**
 * One Library tab: the toolbar (search, Multi-select, 'Add …'), the selection bar with 'Delete
 * Selected', the list (loading, error, empty, no matches, or the table) and the delete
 * confirmations with their toasts. Each tab passes its resource, its columns and its words.
 */
export function ListTab<T extends Item>({
  canWrite,
  onAdd,
  onEdit,
  resource,
  entity,
  deletedMessage,
  columns,
  card,
  emptyIcon,
  emptyDescription,
  consequence,
}: {
  resource: LibraryResource;
  entity: LibraryEntity;
  /** The success toast's words for one item deleted; by default '{One} deleted successfully'. */
  deletedMessage?: string;
  columns: Column<T>[];
  /** The body of a row's card on small screens. */
  card: (item: T) => ReactNode;
  emptyIcon: LucideIcon;
  /** What the empty state tells those who may add the first item. */
  emptyDescription: string;
  /** What else goes, or changes, when these items are deleted (one, or the selected ones in bulk). */
  consequence: (items: readonly T[], bulk: boolean) => ReactNode;
} & LibraryTabProps<T>) {
  const nouns = LIBRARY_NOUNS[entity];
  const list = useList(resource);
  // The tab's resource is the one its items come from (Objective[], Kpi[] or Theme[]).
  const items = list.data as readonly T[] | undefined;
  const remove = useDelete(resource, {
    silent: true,
    onSuccess: () =>
      toast({
        title: "Success",
        description: deletedMessage ?? `${nouns.One} deleted successfully`,
        variant: "success",
      }),
    onError: (error) =>
      toast({
        title: `Failed to delete ${nouns.one}`,
        description: describeFailure(error, "Please try again."),
        variant: "destructive",
      }),
  });
  const removeMany = useBulkDelete(resource, {
    onSuccess: (outcome) => toast(bulkOutcomeToast(entity, outcome)),
  });
  const controls = useListControls(items);
  const [toDelete, setToDelete] = useState<T | null>(null);
  const [bulkOpen, setBulkOpen] = useState(false);
  const selected = controls.selectedItems;
  const total = items?.length ?? 0;

  let panel: ReactNode;
  if (list.isPending) panel = <ListSkeleton />;
  else if (list.isError) panel = <LoadError what={nouns.many} onRetry={() => void list.refetch()} />;
  else if (total === 0)
    panel = (
      <EmptyState
        icon={emptyIcon}
        title={`No ${nouns.many} yet`}
        description={
          canWrite ? emptyDescription : `${nouns.Many} your administrators create will appear here.`
        }
        action={canWrite ? <Button onClick={onAdd}>Create your first {nouns.one}</Button> : undefined}
      />
    );
  else if (controls.visible.length === 0)
    panel = <NoMatches query={controls.query} onClear={() => controls.setQuery("")} />;
  else
    panel = (
      <ItemTable
        label={nouns.Many}
        items={controls.visible}
        columns={columns}
        card={card}
        selection={controls}
        canWrite={canWrite}
        onEdit={onEdit}
        onDelete={setToDelete}
      />
    );

  return (
    <div className="space-y-4">
      <ListToolbar
        query={controls.query}
        onQueryChange={controls.setQuery}
        searchLabel={`Search ${nouns.many}`}
        canWrite={canWrite}
        selecting={controls.selecting}
        onSelectingChange={controls.setSelecting}
        selectDisabled={total === 0}
        addLabel={`Add ${nouns.One}`}
        onAdd={onAdd}
      />
      {canWrite && controls.selecting && (
        <SelectionBar
          count={selected.length}
          allSelected={controls.allVisibleSelected}
          someSelected={controls.someVisibleSelected}
          onToggleAll={controls.toggleAll}
          onClear={controls.clear}
          onDelete={() => setBulkOpen(true)}
          onDone={() => controls.setSelecting(false)}
          disabled={removeMany.isPending}
        />
      )}
      <div className="overflow-hidden rounded-xl border bg-card shadow-xs">{panel}</div>

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title={`Delete ${nouns.one}?`}
        description={`Are you sure you want to delete "${toDelete?.name ?? ""}"? This action cannot be undone.`}
        consequence={consequence(toDelete ? [toDelete] : [], false)}
        pending={remove.isPending}
        onConfirm={() =>
          toDelete && remove.mutate({ id: toDelete.id }, { onSuccess: () => setToDelete(null) })
        }
      />
      <ConfirmDialog
        open={bulkOpen}
        onOpenChange={setBulkOpen}
        title={`Delete ${selected.length} ${selected.length === 1 ? nouns.one : nouns.many}?`}
        description="This action cannot be undone."
        consequence={consequence(selected, true)}
        confirmLabel="Delete Selected"
        pending={removeMany.isPending}
        onConfirm={() =>
          removeMany.mutate(selected, {
            onSuccess: (outcome) => {
              setBulkOpen(false);
              controls.keepOnly(outcome.failed.map((failure) => failure.item.id));
            },
          })
        }
      />
    </div>
  );
}
