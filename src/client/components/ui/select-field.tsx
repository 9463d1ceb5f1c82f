"use no memo"; // PLATFORM-29: react-hook-form reads its state during render, which the compiler would memoize.
import { type ReactNode, useId } from "react";
import { cn } from "../../lib/cn";
import { Label } from "./label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "./select";

export type SelectOption<V extends string = string> = {
  value: V;
  label: ReactNode;
  /** Quieter words after the label, such as an objective's perspective. */
  hint?: string;
  disabled?: boolean;
};

export type SelectFieldProps<V extends string> = {
  label: string;
  options: readonly SelectOption<V>[];
  /** '' (or nothing) shows the placeholder, unless an option has the value ''. */
  value: V | "" | null | undefined;
  onChange: (value: V) => void;
  placeholder?: string;
  error?: string;
  hint?: ReactNode;
  disabled?: boolean;
  /** Shown instead of the select when there is nothing to pick. */
  empty?: ReactNode;
  onBlur?: () => void;
  id?: string;
  className?: string;
};

// Radix gives no item the empty value; an option for '' (such as 'No Theme') is this inside the select.
const EMPTY = "__empty__";

/**
 * A labelled Radix select with its hint and error, typed by its options' values. For a form field,
 * FormSelectField (components/form) binds it to react-hook-form by `control` and `name`.
 */
export function SelectField<V extends string>({
  label,
  options,
  value,
  onChange,
  placeholder,
  error,
  hint,
  disabled,
  empty,
  onBlur,
  id,
  className,
}: SelectFieldProps<V>) {
  const generatedId = useId();
  const triggerId = id ?? generatedId;
  const hasEmptyOption = options.some((option) => option.value === "");
  const current = value ?? "";
  const selectValue = current === "" && hasEmptyOption ? EMPTY : current;
  const describedBy = error ? `${triggerId}-error` : hint ? `${triggerId}-hint` : undefined;
  return (
    <div className={cn("grid content-start gap-1.5", className)}>
      <Label htmlFor={triggerId}>{label}</Label>
      {options.length === 0 && empty ? (
        <p className="rounded-md border border-dashed p-3 text-sm text-muted-foreground">{empty}</p>
      ) : (
        <Select
          value={selectValue}
          onValueChange={(next) => onChange((next === EMPTY ? "" : next) as V)}
          disabled={disabled}
        >
          <SelectTrigger
            id={triggerId}
            onBlur={onBlur}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className="aria-invalid:border-destructive"
          >
            <SelectValue placeholder={placeholder} />
          </SelectTrigger>
          <SelectContent>
            {options.map((option) => (
              <SelectItem
                key={option.value}
                value={option.value === "" ? EMPTY : option.value}
                disabled={option.disabled}
              >
                {option.label}
                {option.hint ? <span className="ml-1 text-muted-foreground">· {option.hint}</span> : null}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
      {error ? (
        <p id={`${triggerId}-error`} className="text-xs font-medium text-destructive">
          {error}
        </p>
      ) : hint ? (
        <p id={`${triggerId}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
