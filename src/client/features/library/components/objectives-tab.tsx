import { Target } from "lucide-react";
import { perspectiveName } from "../../../../domain/labels";
import { objectivesResource } from "../../../../domain/resources";
import type { Objective } from "../../../../domain/schemas/library";
import { useRead } from "../../../lib/resources";
import type { Column } from "./item-table";
import { PerspectiveBadge, StatusBadge, ThemeChip } from "./library-badges";
import { type LibraryTabProps, ListTab } from "./list-tab";

// CASCADE-4: an objective takes its assignments and the KPIs assigned under them.
const OBJECTIVE_CONSEQUENCE =
  "Its assignments in Set & Cascade and the KPIs linked to them, with their targets and actual results, are also removed.";

export function ObjectivesTab(props: LibraryTabProps<Objective>) {
  const settings = useRead("/api/organization-settings").data;

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
      {...props}
      resource={objectivesResource}
      entity="objective"
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
