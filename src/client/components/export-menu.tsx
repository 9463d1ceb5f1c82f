import { DownloadIcon, FileSpreadsheetIcon, FileTextIcon } from "lucide-react";
import { downloadServerFile, type ScorecardQuery, withScorecardQuery } from "../lib/download";
import { useDownload } from "../lib/use-download";
import { Button } from "./ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "./ui/dropdown-menu";

/** The scorecard query a screen shows (API-29). */
export type ExportQuery = ScorecardQuery;

/** API-29: the export's URL for the screen's query. */
export function exportUrl(format: "xlsx" | "csv", query: ExportQuery): string {
  return withScorecardQuery(`/api/exports/scorecard.${format}`, query);
}

/**
 * UI-87: the 'Export' menu of Corporate BSC, KPI Results and KPI Input: the screen's scorecard as Excel
 * or CSV, for the query on screen. UI-88: while a file is made the button says so; a failure shows the
 * server's message in a toast.
 */
export function ExportMenu({ query, disabled = false }: { query: ExportQuery; disabled?: boolean }) {
  const { busy, run: download } = useDownload("Export failed", "The export failed.");
  const run = (format: "xlsx" | "csv") =>
    download(() =>
      downloadServerFile(
        exportUrl(format, query),
        `scorecard.${format}`,
        (status) => `The export failed (${status}).`,
      ),
    );
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" disabled={disabled || busy} aria-busy={busy} data-testid="export-menu">
          <DownloadIcon aria-hidden="true" />
          {busy ? "Exporting…" : "Export"}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" collisionPadding={8}>
        <DropdownMenuItem onSelect={() => void run("xlsx")}>
          <FileSpreadsheetIcon aria-hidden="true" />
          Excel (.xlsx)
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void run("csv")}>
          <FileTextIcon aria-hidden="true" />
          CSV (.csv)
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
