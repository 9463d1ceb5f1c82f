import { cutCellText, MASK } from "../../../../domain/schemas/admin";

/** The text of a value as stored: JSON for objects, the literal for the rest. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/** ADMIN-7: a text cell cut at 100 characters; the full value is in the title (shown on hover). */
export function Cell({ value }: { value: unknown }) {
  if (value === null || value === undefined)
    return <span className="text-muted-foreground italic">null</span>;
  if (value === MASK) {
    return (
      <span className="text-muted-foreground" title="Secret value, masked">
        {MASK}
      </span>
    );
  }
  const text = cellText(value);
  const cut = cutCellText(text);
  return (
    <span
      // Ids, dates and short values stay on one line; long text wraps in a readable column.
      className={
        text.length > 40 ? "block min-w-[16rem] whitespace-pre-wrap break-words" : "whitespace-nowrap"
      }
      title={cut === text ? undefined : text}
    >
      {cut}
    </span>
  );
}
