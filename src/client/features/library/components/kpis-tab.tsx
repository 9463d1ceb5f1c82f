import { ArrowDownRight, ArrowUpRight, Gauge } from "lucide-react";
import { frequencyLabel, kpiTypeLabel, polarityLabel } from "../../../../domain/labels";
import { kpisResource } from "../../../../domain/resources";
import type { Kpi } from "../../../../domain/schemas/library";
import { Badge } from "../../../components/ui/badge";
import { type Column, descriptionColumn } from "./item-table";
import { type LibraryTabProps, ListTab } from "./list-tab";

// CASCADE-4: a KPI template takes its assignments and their measurements.
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

export function KpisTab(props: LibraryTabProps<Kpi>) {
  // KPIs table columns (LIBRARY-7), fallbacks and badges.
  const columns: Column<Kpi>[] = [
    { header: "KPI Name", className: "min-w-36 max-w-56 font-medium whitespace-normal", cell: (k) => k.name },
    descriptionColumn("min-w-40 max-w-64 whitespace-normal"),
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

  const card = (k: Kpi) => (
    <div className="space-y-1.5">
      <p className="font-medium">{k.name}</p>
      <p className="line-clamp-2 text-xs text-muted-foreground" title={k.description || undefined}>
        {k.description || "No description"}
      </p>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5 text-xs">
        <span className="font-mono">{k.unit || "N/A"}</span>
        <span>{frequencyLabel(k.frequency)}</span>
        <Polarity polarity={k.polarity} />
        <Badge variant={k.isCumulative ? "purple" : "outline"}>{kpiTypeLabel(k.isCumulative)}</Badge>
        <Badge variant="secondary">Template</Badge>
      </div>
    </div>
  );

  return (
    <ListTab
      {...props}
      resource={kpisResource}
      entity="kpi"
      columns={columns}
      card={card}
      emptyIcon={Gauge}
      emptyDescription="KPIs are the measures you assign under objectives. Create a template once and reuse it across functions."
      consequence={(_items, many) =>
        many
          ? "Every assignment of these KPIs in Set & Cascade, with its targets and actual results, is also removed."
          : KPI_CONSEQUENCE
      }
    />
  );
}
