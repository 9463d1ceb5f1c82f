import { ArrowDownRight, ArrowUpRight, Gauge } from "lucide-react";
import { useState } from "react";
import { frequencyLabel, type Kpi, kpiTypeLabel, polarityLabel } from "../../../../domain/schemas/library";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { useKpis } from "../../../lib/api/kpis";
import { useBulkDelete } from "../api/bulk-delete";
import { deleteKpi, useDeleteKpi } from "../api/kpis";
import { useListControls } from "../lib/use-list-controls";
import { type Column, ItemTable } from "./item-table";
import { ListPanel } from "./list-panel";
import { EmptyState } from "./list-states";
import { ListToolbar, SelectionBar } from "./list-toolbar";

// D6: a KPI template takes its assignments and their measurements.
const KPI_CONSEQUENCE =
  "Every assignment of this KPI in Set & Cascade, with its targets and actual results, is also removed.";

function Polarity({ polarity }: { polarity: Kpi["polarity"] }) {
  const Icon = polarity === "negative" ? ArrowDownRight : ArrowUpRight;
  return (
    <span className="inline-flex items-center gap-1 whitespace-nowrap">
      <Icon
        className={
          polarity === "negative" ? "size-4 text-orange-600 dark:text-orange-400" : "size-4 text-success"
        }
        aria-hidden="true"
      />
      {polarityLabel(polarity)}
    </span>
  );
}

const muted = (text: string) => <span className="text-muted-foreground italic">{text}</span>;

export function KpisTab({
  canWrite,
  onAdd,
  onEdit,
}: {
  canWrite: boolean;
  onAdd: () => void;
  onEdit: (kpi: Kpi) => void;
}) {
  const kpis = useKpis();
  const controls = useListControls(kpis.data);
  const [toDelete, setToDelete] = useState<Kpi | null>(null);
  const [bulkOpen, setBulkOpen] = useState(false);
  const remove = useDeleteKpi();
  const bulk = useBulkDelete("kpi", deleteKpi);
  const selectedCount = controls.selectedItems.length;

  // spec §2 KPIs table columns, fallbacks and badges.
  const columns: Column<Kpi>[] = [
    { header: "KPI Name", className: "min-w-36 max-w-56 font-medium whitespace-normal", cell: (k) => k.name },
    {
      header: "Description",
      className: "min-w-40 max-w-64 whitespace-normal",
      cell: (k) =>
        k.description ? (
          <span className="line-clamp-2 text-muted-foreground">{k.description}</span>
        ) : (
          muted("No description")
        ),
    },
    {
      header: "Unit",
      cell: (k) => (k.unit ? <span className="font-mono text-xs">{k.unit}</span> : muted("N/A")),
    },
    { header: "Frequency", cell: (k) => frequencyLabel(k.frequency) },
    { header: "Polarity", cell: (k) => <Polarity polarity={k.polarity} /> },
    {
      header: "Type",
      cell: (k) => (
        <Badge variant={k.isCumulative ? "purple" : "outline"}>{kpiTypeLabel(k.isCumulative)}</Badge>
      ),
    },
    { header: "Status", cell: () => <Badge variant="secondary">Template</Badge> },
  ];

  return (
    <div className="space-y-4">
      <ListToolbar
        query={controls.query}
        onQueryChange={controls.setQuery}
        searchLabel="Search KPIs"
        canWrite={canWrite}
        selecting={controls.selecting}
        onSelectingChange={controls.setSelecting}
        selectDisabled={!kpis.data?.length}
        addLabel="Add KPI"
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
          what="KPIs"
          isPending={kpis.isPending}
          isError={kpis.isError}
          onRetry={() => void kpis.refetch()}
          total={kpis.data?.length ?? 0}
          visible={controls.visible.length}
          query={controls.query}
          onClearSearch={() => controls.setQuery("")}
          empty={
            <EmptyState
              icon={Gauge}
              title="No KPIs yet"
              description={
                canWrite
                  ? "KPIs are the measures you assign under objectives. Create a template once and reuse it across functions."
                  : "KPIs your administrators create will appear here."
              }
              action={canWrite ? <Button onClick={onAdd}>Create your first KPI</Button> : undefined}
            />
          }
        >
          <ItemTable
            label="KPIs"
            items={controls.visible}
            columns={columns}
            selection={controls}
            canWrite={canWrite}
            onEdit={onEdit}
            onDelete={setToDelete}
            card={(k) => (
              <div className="space-y-1.5">
                <p className="font-medium">{k.name}</p>
                <p className="line-clamp-2 text-xs text-muted-foreground">
                  {k.description || "No description"}
                </p>
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5 text-xs">
                  <span className="font-mono">{k.unit || "N/A"}</span>
                  <span>{frequencyLabel(k.frequency)}</span>
                  <Polarity polarity={k.polarity} />
                  <Badge variant={k.isCumulative ? "purple" : "outline"}>
                    {kpiTypeLabel(k.isCumulative)}
                  </Badge>
                  <Badge variant="secondary">Template</Badge>
                </div>
              </div>
            )}
          />
        </ListPanel>
      </div>

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Delete KPI?"
        description={`Are you sure you want to delete "${toDelete?.name ?? ""}"? This action cannot be undone.`}
        consequence={KPI_CONSEQUENCE}
        pending={remove.isPending}
        onConfirm={() => toDelete && remove.mutate(toDelete.id, { onSuccess: () => setToDelete(null) })}
      />
      <ConfirmDialog
        open={bulkOpen}
        onOpenChange={setBulkOpen}
        title={`Delete ${selectedCount} ${selectedCount === 1 ? "KPI" : "KPIs"}?`}
        description="This action cannot be undone."
        consequence="Every assignment of these KPIs in Set & Cascade, with its targets and actual results, is also removed."
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
