import { type ReactNode, useId } from "react";
import { WEIGHT_MESSAGE } from "../../../../domain/weights";
import { Label } from "../../../components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../../components/ui/select";

export type Option = { value: string; label: string; hint?: string };

/** A labelled select with its error, for the assignment dialogs. */
export function SelectField({
  label,
  value,
  onChange,
  options,
  placeholder,
  error,
  disabled,
  empty,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly Option[];
  placeholder: string;
  error?: string;
  disabled?: boolean;
  /** Shown instead of the select when there is nothing to pick. */
  empty?: ReactNode;
}) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {options.length === 0 && empty ? (
        <p className="rounded-md border border-dashed p-3 text-sm text-muted-foreground">{empty}</p>
      ) : (
        <Select value={value || undefined} onValueChange={onChange} disabled={disabled}>
          <SelectTrigger id={id} aria-invalid={error ? true : undefined} aria-label={label}>
            <SelectValue placeholder={placeholder} />
          </SelectTrigger>
          <SelectContent>
            {options.map((option) => (
              <SelectItem key={option.value} value={option.value}>
                {option.label}
                {option.hint ? <span className="ml-1 text-muted-foreground">· {option.hint}</span> : null}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
      {error ? <p className="text-xs font-medium text-destructive">{error}</p> : null}
    </div>
  );
}

/** spec §5: weight is a number from 1 to 100 ('Weight must be between 1 and 100'). */
export function parseWeight(text: string): { weight: number | null; error?: string } {
  const trimmed = text.trim();
  const weight = trimmed === "" ? Number.NaN : Number(trimmed);
  if (!Number.isFinite(weight) || weight < 1 || weight > 100) return { weight: null, error: WEIGHT_MESSAGE };
  return { weight };
}

/** The server's words for a failed save, shown inside the dialog (which stays open, spec §8). */
export function FormError({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-md border border-destructive/40 bg-destructive/10 p-2 text-sm text-destructive"
    >
      {message}
    </p>
  );
}
