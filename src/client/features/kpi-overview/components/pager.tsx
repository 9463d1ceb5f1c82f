import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from "lucide-react";
import { useIntl } from "react-intl";
import { Button } from "../../../components/ui/button";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../../components/ui/select";
import { formatNumber } from "../../../lib/intl";
import { PAGE_SIZE_CHOICES } from "../lib/kpi-input-state";
import { kpiOverviewMessages as m } from "../messages";

/**
 * UI-93: KPI Input's page controls: where the page is in the list, first / previous / next / last as
 * real buttons (Tab and Enter reach them; a disabled one says why by being disabled), and the page size.
 */
export function Pager({
  page,
  pageCount,
  pageSize,
  total,
  onPage,
  onPageSize,
}: {
  page: number;
  pageCount: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}) {
  const intl = useIntl();
  // A size from a link that is not among the choices is shown as one, so the select never reads blank.
  const sizeChoices = [...new Set([...PAGE_SIZE_CHOICES, pageSize])].sort((a, b) => a - b);
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  const step = (label: string, target: number, disabled: boolean, Icon: typeof ChevronLeft) => (
    <Button
      variant="outline"
      size="icon"
      className="size-9"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={() => onPage(target)}
    >
      <Icon aria-hidden="true" />
    </Button>
  );
  return (
    <nav
      aria-label={intl.formatMessage(m.pagesLabel)}
      className="flex flex-wrap items-center justify-between gap-3 border-t px-4 py-3 text-sm"
    >
      <p className="text-muted-foreground" aria-live="polite" data-testid="page-range">
        {total === 0
          ? intl.formatMessage(m.noKpis)
          : intl.formatMessage(m.pageRange, {
              first: formatNumber(first),
              last: formatNumber(last),
              total: formatNumber(total),
            })}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <div className="flex items-center gap-2">
          <span className="text-xs text-muted-foreground" id="kpi-page-size-label">
            {intl.formatMessage(m.rowsPerPage)}
          </span>
          <Select value={String(pageSize)} onValueChange={(value) => onPageSize(Number(value))}>
            <SelectTrigger className="h-9 w-20" aria-labelledby="kpi-page-size-label">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {sizeChoices.map((size) => (
                <SelectItem key={size} value={String(size)}>
                  {size}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        {step(intl.formatMessage(m.firstPage), 1, page <= 1, ChevronsLeft)}
        {step(intl.formatMessage(m.previousPage), page - 1, page <= 1, ChevronLeft)}
        <span className="min-w-24 text-center tabular-nums" data-testid="page-number">
          {intl.formatMessage(m.pageOf, { page: formatNumber(page), count: formatNumber(pageCount) })}
        </span>
        {step(intl.formatMessage(m.nextPage), page + 1, page >= pageCount, ChevronRight)}
        {step(intl.formatMessage(m.lastPage), pageCount, page >= pageCount, ChevronsRight)}
      </div>
    </nav>
  );
}
