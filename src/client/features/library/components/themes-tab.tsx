import { Palette } from "lucide-react";
import { useState } from "react";
import type { Theme } from "../../../../domain/schemas/library";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { Button } from "../../../components/ui/button";
import { useObjectives } from "../../../lib/api/objectives";
import { useThemes } from "../../../lib/api/themes";
import { useBulkDelete } from "../api/bulk-delete";
import { deleteTheme, useDeleteTheme } from "../api/themes";
import { useListControls } from "../lib/use-list-controls";
import { type Column, ItemTable } from "./item-table";
import { ColorSwatch } from "./library-badges";
import { ListPanel } from "./list-panel";
import { EmptyState } from "./list-states";
import { ListToolbar, SelectionBar } from "./list-toolbar";

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export function ThemesTab({
  canWrite,
  onAdd,
  onEdit,
}: {
  canWrite: boolean;
  onAdd: () => void;
  onEdit: (theme: Theme) => void;
}) {
  const themes = useThemes();
  const objectives = useObjectives();
  const controls = useListControls(themes.data);
  const [toDelete, setToDelete] = useState<Theme | null>(null);
  const [bulkOpen, setBulkOpen] = useState(false);
  const remove = useDeleteTheme();
  const bulk = useBulkDelete("theme", deleteTheme);
  const selectedCount = controls.selectedItems.length;

  const usedBy = (ids: readonly string[]) =>
    (objectives.data ?? []).filter((objective) => objective.themeId && ids.includes(objective.themeId))
      .length;
  // spec §2: 'The theme delete says objectives using it will show 'No theme'' (D6 names how many).
  const consequence = (count: number) =>
    count === 0
      ? "No objective uses it, so nothing else changes."
      : `${plural(count, "objective uses", "objectives use")} it; they will show 'No theme'.`;

  const columns: Column<Theme>[] = [
    { header: "Name", className: "min-w-40 font-medium whitespace-normal", cell: (t) => t.name },
    {
      header: "Description",
      className: "min-w-56 whitespace-normal",
      cell: (t) =>
        t.description ? (
          <span className="line-clamp-2 text-muted-foreground">{t.description}</span>
        ) : (
          <span className="text-muted-foreground italic">No description</span>
        ),
    },
    { header: "Color", cell: (t) => <ColorSwatch color={t.color} /> },
  ];

  return (
    <div className="space-y-4">
      <ListToolbar
        query={controls.query}
        onQueryChange={controls.setQuery}
        searchLabel="Search themes"
        canWrite={canWrite}
        selecting={controls.selecting}
        onSelectingChange={controls.setSelecting}
        selectDisabled={!themes.data?.length}
        addLabel="Add Theme"
        onAdd={onAdd}
      />
      {canWrite && controls.selecting && (
        <SelectionBar
          count={selectedCount}
          allSelected={controls.allVisibleSelected}
          someSelected={controls.someVisibleSelected}
          onToggleAll={controls.toggleAll}
          onClear={controls.clear}
          onDelete={() => setBulkOpen(true)}
          onDone={() => controls.setSelecting(false)}
          disabled={bulk.isPending}
        />
      )}
      <div className="overflow-hidden rounded-xl border bg-card shadow-xs">
        <ListPanel
          what="themes"
          isPending={themes.isPending}
          isError={themes.isError}
          onRetry={() => void themes.refetch()}
          total={themes.data?.length ?? 0}
          visible={controls.visible.length}
          query={controls.query}
          onClearSearch={() => controls.setQuery("")}
          empty={
            <EmptyState
              icon={Palette}
              title="No themes yet"
              description={
                canWrite
                  ? "Strategic themes tie objectives together across the four perspectives, such as 'Customer intimacy' or 'Operational excellence'."
                  : "Themes your administrators create will appear here."
              }
              action={canWrite ? <Button onClick={onAdd}>Create your first theme</Button> : undefined}
            />
          }
        >
          <ItemTable
            label="Themes"
            items={controls.visible}
            columns={columns}
            selection={controls}
            canWrite={canWrite}
            onEdit={onEdit}
            onDelete={setToDelete}
            card={(t) => (
              <div className="flex gap-3">
                <span
                  className="mt-1 size-3 shrink-0 rounded-full"
                  style={{ backgroundColor: t.color }}
                  aria-hidden="true"
                />
                <div className="min-w-0 space-y-1">
                  <p className="font-medium">{t.name}</p>
                  <p className="line-clamp-2 text-xs text-muted-foreground">
                    {t.description || "No description"}
                  </p>
                  <p className="font-mono text-xs text-muted-foreground">{t.color}</p>
                </div>
              </div>
            )}
          />
        </ListPanel>
      </div>

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Delete theme?"
        description={`Are you sure you want to delete "${toDelete?.name ?? ""}"? This action cannot be undone.`}
        consequence={consequence(toDelete ? usedBy([toDelete.id]) : 0)}
        pending={remove.isPending}
        onConfirm={() => toDelete && remove.mutate(toDelete.id, { onSuccess: () => setToDelete(null) })}
      />
      <ConfirmDialog
        open={bulkOpen}
        onOpenChange={setBulkOpen}
        title={`Delete ${plural(selectedCount, "theme", "themes")}?`}
        description="This action cannot be undone."
        consequence={consequence(usedBy(controls.selectedItems.map((theme) => theme.id)))}
        confirmLabel="Delete Selected"
        pending={bulk.isPending}
        onConfirm={() =>
          bulk.mutate(controls.selectedItems, {
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
