import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

const VARIANTS = {
  default: "border-transparent bg-primary text-primary-foreground",
  secondary: "border-transparent bg-secondary text-secondary-foreground",
  destructive: "border-transparent bg-destructive text-destructive-foreground",
  outline: "text-foreground",
  success: "border-transparent bg-success/15 text-success",
  warning: "border-transparent bg-warning/20 text-foreground",
  // ROLE-6 role badge colours: admin purple, super_admin red, else grey.
  purple: "border-transparent bg-purple-500/15 text-purple-700 dark:text-purple-300",
  red: "border-transparent bg-red-500/15 text-red-700 dark:text-red-300",
  grey: "border-transparent bg-muted text-muted-foreground",
} as const;

export type BadgeVariant = keyof typeof VARIANTS;

export function Badge({
  className,
  variant = "default",
  ...props
}: ComponentProps<"span"> & { variant?: BadgeVariant }) {
  return (
    <span
      className={cn(
        "inline-flex w-fit shrink-0 items-center gap-1 whitespace-nowrap rounded-md border px-2 py-0.5 text-xs font-medium [&>svg]:size-3",
        VARIANTS[variant],
        className,
      )}
      {...props}
    />
  );
}
