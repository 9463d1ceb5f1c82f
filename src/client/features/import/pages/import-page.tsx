import { Download } from "lucide-react";
import { currentYear } from "../../../../domain/periods";
import { PageHeader } from "../../../components/page-header";
import { useScreenHeading } from "../../../components/screen-headings";
import { Button } from "../../../components/ui/button";
import { useFiscalStartMonth, useOrganizationMonth } from "../../../lib/fiscal-year";
import { CheckCard } from "../components/check-card";
import { FileCard } from "../components/file-card";
import { RowsCard } from "../components/rows-card";
import { IMPORT_URL, useImport } from "../lib/use-import";

/**
 * Import (UI-83..UI-86, IMPORT-12..IMPORT-14): choose a CSV or XLSX file, see its columns, check every row
 * on the server (a dry run), choose the mode, import with a progress bar, read the summary, and take the
 * rows with errors back as a file to fix.
 */
export function ImportPage() {
  const fiscalStart = useFiscalStartMonth();
  // SETTINGS-17: this month on the organization's clocks.
  const orgMonth = useOrganizationMonth();
  const screen = useImport();
  const { check, loaded } = screen.state;
  const year = currentYear(orgMonth, fiscalStart);
  return (
    <div className="space-y-6">
      <PageHeader
        {...useScreenHeading("/import")}
        actions={
          <Button variant="outline" asChild>
            <a href={`${IMPORT_URL}/template.csv?year=${year}`} download>
              <Download aria-hidden="true" />
              Download template
            </a>
          </Button>
        }
      />
      <FileCard state={screen.state} onFile={screen.onFile} />
      {check && loaded && <CheckCard screen={screen} check={check} loaded={loaded} />}
      {check && loaded && <RowsCard screen={screen} loaded={loaded} />}
    </div>
  );
}
