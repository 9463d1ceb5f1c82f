import type { MouseEvent } from "react";
import { Message } from "../i18n/message";
import { commonMessages } from "./messages";

/**
 * UI-38: the first focusable element of the app shell and the landing page. Hidden until focused; it
 * moves focus to the page's main region (`id="main"`, `tabIndex={-1}`), past the navigation. On the landing
 * page too, hence <Message> (docs/decisions/025).
 */
export function SkipLink({ target = "main" }: { target?: string }) {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(target);
    if (!main) return;
    // Focus the region itself rather than changing the URL's hash (the router owns the URL).
    event.preventDefault();
    main.focus({ preventScroll: true });
    main.scrollIntoView({ block: "start" });
  };
  return (
    <a
      href={`#${target}`}
      onClick={skip}
      className="fixed top-3 left-3 z-[100] -translate-y-24 rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground opacity-0 shadow-lg outline-none focus:translate-y-0 focus:opacity-100 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
    >
      <Message {...commonMessages.skipToContent} />
    </a>
  );
}
