import { cn } from "../lib/cn";

/** The Meridian logo; the light and dark artwork swap with the theme (UI-2). */
export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn("inline-flex h-8 shrink-0 items-center", className)}>
      <img
        src="/logo-light.svg"
        alt="Meridian"
        width={148}
        height={32}
        className="h-full w-auto dark:hidden"
      />
      <img
        src="/logo-dark.svg"
        alt="Meridian"
        width={148}
        height={32}
        className="hidden h-full w-auto dark:block"
      />
    </span>
  );
}
