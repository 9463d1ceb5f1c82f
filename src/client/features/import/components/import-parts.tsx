import type { ImportMode, ImportTotals } from "../../../../domain/schemas/imports";
import { cn } from "../../../lib/cn";
import { formatNumber } from "../../../lib/intl";

/** The counts of the dry run, or after the import those of what it did (UI-85). */
export function ImportCounts({
  check,
  done,
  toImport,
  lineCount,
}: {
  check: ImportTotals;
  done: ImportTotals | null;
  toImport: number;
  lineCount: number;
}) {
  const counts: [string, number, string][] = done
    ? [
        ["Imported", done.written, "text-success"],
        ["For approval", done.pending, "text-purple-600 dark:text-purple-300"],
        ["Unchanged", done.unchanged, "text-muted-foreground"],
        ["With errors", done.errors, "text-destructive"],
        ["Rows", lineCount, ""],
      ]
    : [
        ["Ready", toImport - check.pending, "text-success"],
        ["For approval", check.pending, "text-purple-600 dark:text-purple-300"],
        ["Unchanged", check.unchanged, "text-muted-foreground"],
        ["With errors", check.errors, "text-destructive"],
        ["Rows", check.rows, ""],
      ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5" data-testid="import-counts">
      {counts.map(([label, value, tone]) => (
        <div key={label} className="rounded-lg border p-3">
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className={cn("text-2xl font-semibold tabular-nums", tone)} data-count={label}>
            {formatNumber(value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

const MODES = [
  ["valid-only", "Import the valid rows", "Rows with errors are left out; fix them from the error file."],
  ["all-or-nothing", "All or nothing", "If any row has an error, nothing is imported."],
] as const;

/** IMPORT-13: import the valid rows, or all or nothing. */
export function ModeChoice({
  mode,
  disabled,
  onChange,
}: {
  mode: ImportMode;
  disabled: boolean;
  onChange: (mode: ImportMode) => void;
}) {
  return (
    <fieldset className="grid gap-2" disabled={disabled}>
      <legend className="mb-1 text-sm font-medium">Mode</legend>
      {MODES.map(([value, label, hint]) => (
        <label key={value} className="flex cursor-pointer items-start gap-2 text-sm">
          <input
            type="radio"
            name="import-mode"
            value={value}
            checked={mode === value}
            onChange={() => onChange(value)}
            className="mt-1 accent-primary"
          />
          <span>
            <span className="font-medium">{label}</span>
            <span className="block text-muted-foreground">{hint}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/** UI-84: how far the import is; all-or-nothing is one request, so its bar only pulses. */
export function ImportProgress({ done, total }: { done: number; total: number | null }) {
  return (
    <div className="grid gap-1.5">
      <div
        role="progressbar"
        aria-label="Import progress"
        aria-valuemin={0}
        {...(total === null ? {} : { "aria-valuemax": total, "aria-valuenow": done })}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={cn(
            "h-full rounded-full bg-primary transition-[width] duration-300",
            total === null && "w-1/3 animate-pulse",
          )}
          style={total === null ? undefined : { width: `${total ? (done / total) * 100 : 100}%` }}
        />
      </div>
      <p className="text-xs text-muted-foreground">
        {total === null
          ? "Importing every row in one transaction…"
          : `Importing ${formatNumber(done)} of ${formatNumber(total)} rows…`}
      </p>
    </div>
  );
}
