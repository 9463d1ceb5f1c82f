import { type ComponentProps, type ReactNode, useId } from "react";
import { cn } from "../../lib/cn";
import { Label } from "./label";

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return (
    <textarea
      rows={3}
      className={cn(
        "min-h-20 w-full resize-y rounded-md border border-input bg-card px-3 py-2 text-sm shadow-xs outline-none",
        "placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40",
        "disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive",
        className,
      )}
      {...props}
    />
  );
}

/** A labelled multi-line text input with its hint and error, wired up as TextField wires an input. */
export function TextareaField({
  label,
  error,
  hint,
  className,
  textareaClassName,
  id,
  ...props
}: ComponentProps<"textarea"> & {
  label: string;
  error?: string;
  hint?: ReactNode;
  textareaClassName?: string;
}) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const describedBy = error ? `${fieldId}-error` : hint ? `${fieldId}-hint` : undefined;
  return (
    <div className={cn("grid content-start gap-1.5", className)}>
      <Label htmlFor={fieldId}>{label}</Label>
      <Textarea
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={textareaClassName}
        {...props}
      />
      {error ? (
        <p id={`${fieldId}-error`} className="text-xs font-medium text-destructive">
          {error}
        </p>
      ) : hint ? (
        <p id={`${fieldId}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
