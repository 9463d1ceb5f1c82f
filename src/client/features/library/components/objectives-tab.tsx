import { Target } from "lucide-react";
import { useState } from "react";
import { perspectiveName } from "../../../../domain/labels";
import type { Objective } from "../../../../domain/schemas/library";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { Button } from "../../../components/ui/button";
import { useObjectives } from "../../../lib/api/objectives";
import { useOrganizationSettings } from "../../../lib/api/organization-settings";
import { useBulkDelete } from "../api/bulk-delete";
import { deleteObjective, useDeleteObjective } from "../api/objectives";
import { useListControls } from "../lib/use-list-controls";
import { type Column, ItemTable } from "./item-table";
import { PerspectiveBadge, StatusBadge, ThemeChip } from "./library-badges";
import { ListPanel } from "./list-panel";
import { EmptyState } from "./list-states";
import { ListToolbar, SelectionBar } from "./list-toolbar";

// D6: an objective takes its assignments and the KPIs assigned under them.
const OBJECTIVE_CONSEQUENCE =
  "Its assignments in Set & Cascade and the KPIs linked to them, with their targets and actual results, are also removed.";

export function ObjectivesTab({
  canWrite,
  onAdd,
  onEdit,
}: {
  canWrite: boolean;
  onAdd: () => void;
  onEdit: (objective: Objective) => void;
}) {
  const objectives = useObjectives();
  const settings = useOrganizationSettings().data;
  const controls = useListControls(objectives.data);
  const [toDelete, setToDelete] = useState<Objective | null>(null);
  const [bulkOpen, setBulkOpen] = useState(false);
  const remove = useDeleteObjective();
  const bulk = useBulkDelete("objective", deleteObjective);

  const selectedCount = controls.selectedItems.length;

  const columns: Column<Objective>[] = [
    {
      header: "Objective ID",
      className: "w-28",
      cell: (o) => (
        <span className="font-mono text-xs text-muted-foreground" title={o.id}>
          {o.id.slice(0, 8)}
        </span>
      ),
    },
    {
      header: "Name",
      className: "min-w-56 max-w-md whitespace-normal",
      cell: (o) => (
        <div className="space-y-1">
          <p className="font-medium">{o.name}</p>
          {o.description && <p className="line-clamp-2 text-xs text-muted-foreground">{o.description}</p>}
          <ThemeChip name={o.themeName} color={o.themeColor ?? undefined} />
        </div>
      ),
    },
    {
      header: "BSC Perspective",
      cell: (o) => (
        <PerspectiveBadge
          perspective={o.bscPerspective}
          label={perspectiveName(o.bscPerspective, settings)}
        />
      ),
    },
    { header: "Owner", cell: (o) => <span className="whitespace-nowrap">{o.ownerName || "Unknown"}</span> },
    { header: "Status", cell: (o) => <StatusBadge status={o.status} /> },
  ];

  return (
    <div className="space-y-4">
      <ListToolbar
        query={controls.query}
        onQueryChange={controls.setQuery}
        searchLabel="Search objectives"
        canWrite={canWrite}
        selecting={controls.selecting}
        onSelectingChange={controls.setSelecting}
        selectDisabled={!objectives.data?.length}
        addLabel="Add Objective"
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
          what="objectives"
          isPending={objectives.isPending}
          isError={objectives.isError}
          onRetry={() => void objectives.refetch()}
          total={objectives.data?.length ?? 0}
          visible={controls.visible.length}
          query={controls.query}
          onClearSearch={() => controls.setQuery("")}
          empty={
            <EmptyState
              icon={Target}
              title="No objectives yet"
              description={
                canWrite
                  ? "Objectives are the strategic goals you cascade to functions. Create the first one to get started."
                  : "Objectives your administrators create will appear here."
              }
              action={canWrite ? <Button onClick={onAdd}>Create your first objective</Button> : undefined}
            />
          }
        >
          <ItemTable
            label="Objectives"
            items={controls.visible}
            columns={columns}
            selection={controls}
            canWrite={canWrite}
            onEdit={onEdit}
            onDelete={setToDelete}
            card={(o) => (
              <div className="space-y-1.5">
                <p className="font-medium">{o.name}</p>
                {o.description && (
                  <p className="line-clamp-2 text-xs text-muted-foreground">{o.description}</p>
                )}
                <div className="flex flex-wrap items-center gap-2">
                  <PerspectiveBadge
                    perspective={o.bscPerspective}
                    label={perspectiveName(o.bscPerspective, settings)}
                  />
                  <StatusBadge status={o.status} />
                  <ThemeChip name={o.themeName} color={o.themeColor ?? undefined} />
                </div>
                <p className="text-xs text-muted-foreground">
                  <span className="font-mono">{o.id.slice(0, 8)}</span> · {o.ownerName || "Unknown"}
                </p>
              </div>
            )}
          />
        </ListPanel>
      </div>

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Delete objective?"
        description={`Are you sure you want to delete "${toDelete?.name ?? ""}"? This action cannot be undone.`}
        consequence={OBJECTIVE_CONSEQUENCE}
        pending={remove.isPending}
        onConfirm={() => toDelete && remove.mutate(toDelete.id, { onSuccess: () => setToDelete(null) })}
      />
      <ConfirmDialog
        open={bulkOpen}
        onOpenChange={setBulkOpen}
        title={`Delete ${selectedCount} ${selectedCount === 1 ? "objective" : "objectives"}?`}
        description="This action cannot be undone."
        consequence={
          selectedCount === 1
            ? OBJECTIVE_CONSEQUENCE
            : "Their assignments in Set & Cascade and the KPIs linked to them, with their targets and actual results, are also removed."
        }
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
