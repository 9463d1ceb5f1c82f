import { BookOpenTextIcon } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { downloadServerFile, type ScorecardQuery, withScorecardQuery } from "../../../lib/download";
import { useDownload } from "../../../lib/use-download";

/** The scorecard query on screen (API-31). */
export type BriefingQuery = ScorecardQuery;

/** API-31: the briefing book's URL for the screen's query. */
export function briefingUrl(query: BriefingQuery): string {
  return withScorecardQuery("/api/reports/briefing.pdf", query);
}

/** UI-89: Corporate BSC's 'Briefing book' button: the PDF of the query on screen. */
export function BriefingBookButton({
  query,
  disabled = false,
}: {
  query: BriefingQuery;
  disabled?: boolean;
}) {
  const { busy, run: download } = useDownload("Briefing book failed", "The briefing book could not be made.");
  const run = () =>
    download(() =>
      downloadServerFile(
        briefingUrl(query),
        "briefing-book.pdf",
        (status) => `The briefing book could not be made (${status}).`,
      ),
    );
  return (
    <Button
      variant="outline"
      disabled={disabled || busy}
      aria-busy={busy}
      onClick={() => void run()}
      data-testid="briefing-book"
    >
      <BookOpenTextIcon aria-hidden="true" />
      {busy ? "Preparing…" : "Briefing book"}
    </Button>
  );
}
