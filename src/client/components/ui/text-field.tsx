import { type ComponentProps, type ReactNode, useId } from "react";
import { cn } from "../../lib/cn";
import { Input } from "./input";
import { Label } from "./label";

/** A labelled input with its hint and error wired up for assistive technology. */
export function TextField({
  label,
  error,
  hint,
  labelAction,
  className,
  id,
  ...inputProps
}: ComponentProps<typeof Input> & {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Something to show at the end of the label row, such as a 'Forgot password?' link. */
  labelAction?: ReactNode;
}) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("grid content-start gap-1.5", className)}>
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={inputId}>{label}</Label>
        {labelAction}
      </div>
      <Input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...inputProps}
      />
      {hint && !error && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-xs font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
