import { CheckIcon, MinusIcon } from "lucide-react";
import { Checkbox as CheckboxPrimitive } from "radix-ui";
import { type ComponentProps, type ReactNode, useId } from "react";
import { cn } from "../../lib/cn";

/**
 * A Radix checkbox: a row or select-all box of a list (label it with `aria-label`), or the box of a
 * CheckboxField. `checked` may be 'indeterminate'.
 */
export function Checkbox({ className, ...props }: ComponentProps<typeof CheckboxPrimitive.Root>) {
  return (
    <CheckboxPrimitive.Root
      className={cn(
        "peer flex size-4 shrink-0 items-center justify-center rounded-[4px] border border-input bg-card shadow-xs outline-none transition-colors",
        "focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50",
        "data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground",
        "data-[state=indeterminate]:border-primary data-[state=indeterminate]:bg-primary data-[state=indeterminate]:text-primary-foreground",
        className,
      )}
      {...props}
    >
      <CheckboxPrimitive.Indicator className="flex items-center justify-center">
        {props.checked === "indeterminate" ? (
          <MinusIcon className="size-3.5" aria-hidden="true" />
        ) : (
          <CheckIcon className="size-3.5" aria-hidden="true" />
        )}
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}

/** A labelled checkbox in a bordered box, with an optional line of explanation under its label. */
export function CheckboxField({
  label,
  hint,
  checked,
  onCheckedChange,
  disabled,
  className,
  id,
}: {
  label: string;
  hint?: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  className?: string;
  id?: string;
}) {
  const generatedId = useId();
  const boxId = id ?? generatedId;
  return (
    <div className={cn("flex items-start gap-3 rounded-lg border p-3", className)}>
      <Checkbox
        id={boxId}
        className="mt-0.5"
        checked={checked}
        disabled={disabled}
        onCheckedChange={(value) => onCheckedChange(value === true)}
        aria-describedby={hint ? `${boxId}-hint` : undefined}
      />
      <div className="grid gap-0.5">
        <label htmlFor={boxId} className="cursor-pointer text-sm font-medium">
          {label}
        </label>
        {hint && (
          <p id={`${boxId}-hint`} className="text-xs text-muted-foreground">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}
