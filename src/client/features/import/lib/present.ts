import { AlertTriangle, CheckCircle2, Clock, MinusCircle, XCircle } from "lucide-react";
import type { IMPORT_COLUMNS } from "../../../../domain/imports";
import type { ImportStatus } from "../../../../domain/schemas/imports";
import type { BadgeVariant } from "../../../components/ui/badge";
import { formatNumber } from "../../../lib/intl";

export const STATUS: Record<
  ImportStatus,
  { label: string; variant: BadgeVariant; icon: typeof CheckCircle2 }
> = {
  ok: { label: "Ready", variant: "success", icon: CheckCircle2 },
  warning: { label: "Warning", variant: "warning", icon: AlertTriangle },
  pending: { label: "For approval", variant: "purple", icon: Clock },
  skipped: { label: "Unchanged", variant: "grey", icon: MinusCircle },
  error: { label: "Error", variant: "destructive", icon: XCircle },
};
export const COLUMN_LABELS: Record<(typeof IMPORT_COLUMNS)[number], string> = {
  function: "Function",
  kpi: "KPI",
  year: "Year",
  period: "Period",
  target: "Target",
  actual: "Actual",
};
/** After the import, a row that was ready says it was imported. */
export const DONE_STATUS: Partial<Record<ImportStatus, string>> = { ok: "Imported", warning: "Imported" };

export function plural(count: number, one: string, many = `${one}s`) {
  return `${formatNumber(count)} ${count === 1 ? one : many}`;
}
