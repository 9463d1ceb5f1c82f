import { LOGO_IMAGE } from "../../domain/logo";
import { cn } from "../lib/cn";

/** The Meridian logo; the light and dark artwork swap with the theme (UI-2). */
export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn("inline-flex h-8 shrink-0 items-center", className)}>
      <img
        src={LOGO_IMAGE.light}
        alt="Meridian"
        width={148}
        height={32}
        className="h-full w-auto dark:hidden"
      />
      <img
        src={LOGO_IMAGE.dark}
        alt="Meridian"
        width={148}
        height={32}
        className="hidden h-full w-auto dark:block"
      />
    </span>
  );
}
