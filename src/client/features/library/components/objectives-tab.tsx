import { Target } from "lucide-react";
import { perspectiveName } from "../../../../domain/labels";
import { objectivesResource } from "../../../../domain/resources";
import type { Objective } from "../../../../domain/schemas/library";
import { toast } from "../../../components/ui/toast";
import { describeFailure } from "../../../lib/errors";
import { useDelete, useList, useRead } from "../../../lib/resources";
import { bulkOutcomeToast, useBulkDelete } from "../api/bulk-delete";
import type { Column } from "./item-table";
import { PerspectiveBadge, StatusBadge, ThemeChip } from "./library-badges";
import { ListTab } from "./list-tab";

// CASCADE-4: an objective takes its assignments and the KPIs assigned under them.
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
  const objectives = useList(objectivesResource);
  const settings = useRead("/api/organization-settings").data;
  const remove = useDelete(objectivesResource, {
    silent: true,
    onSuccess: () =>
      toast({ title: "Success", description: "Objective deleted successfully", variant: "success" }),
    onError: (error) =>
      toast({
        title: "Failed to delete objective",
        description: describeFailure(error, "Please try again."),
        variant: "destructive",
      }),
  });
  const bulk = useBulkDelete(objectivesResource, {
    onSuccess: (outcome) => toast(bulkOutcomeToast("objective", outcome)),
  });

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
          {o.description && (
            <p className="line-clamp-2 text-xs text-muted-foreground" title={o.description}>
              {o.description}
            </p>
          )}
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

  const card = (o: Objective) => (
    <div className="space-y-1.5">
      <p className="font-medium">{o.name}</p>
      {o.description && (
        <p className="line-clamp-2 text-xs text-muted-foreground" title={o.description}>
          {o.description}
        </p>
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
  );

  return (
    <ListTab
      canWrite={canWrite}
      onAdd={onAdd}
      onEdit={onEdit}
      nouns={{ one: "objective", many: "objectives", One: "Objective", Many: "Objectives" }}
      list={objectives}
      remove={remove}
      removeMany={bulk}
      columns={columns}
      card={card}
      emptyIcon={Target}
      emptyDescription="Objectives are the strategic goals you cascade to functions. Create the first one to get started."
      consequence={(items, many) =>
        many && items.length !== 1
          ? "Their assignments in Set & Cascade and the KPIs linked to them, with their targets and actual results, are also removed."
          : OBJECTIVE_CONSEQUENCE
      }
    />
  );
}
