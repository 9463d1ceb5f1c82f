import { createHash } from "node:crypto";

/**
 * PLATFORM-20: on a page the server painted a first frame for (PLATFORM-19), the app's JavaScript is
 * fetched once that frame is on screen, so the frame's CSS never waits behind it. This script does that:
 * it is written into the page itself (no request of its own to wait for) and allowed by its hash
 * (PLATFORM-32), which covers its text only, so each page names its entry and its screen's chunks in
 * the element's data attributes. After the next frame is drawn; a hidden tab draws none, so it starts
 * at once.
 */
const APP_BOOT_SCRIPT = `(() => {
  const boot = document.currentScript;
  if (!boot) return;
  const start = () => {
    for (const href of (boot.dataset.preload ?? "").split(" ").filter(Boolean)) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = href;
      document.head.append(link);
    }
    const entry = document.createElement("script");
    entry.type = "module";
    entry.crossOrigin = "";
    entry.src = boot.dataset.entry ?? "";
    document.head.append(entry);
  };
  if (document.visibilityState === "visible") requestAnimationFrame(() => setTimeout(start, 0));
  else start();
})();`;

/** The script's SHA-256 (base64), for the page's policy. */
export const APP_BOOT_HASH = createHash("sha256").update(APP_BOOT_SCRIPT).digest("base64");

/** The boot script element naming the app's entry and the modules to preload (paths, attribute-safe). */
export const appBootElement = (entry: string, modules: readonly string[]): string =>
  `<script data-entry="${entry}" data-preload="${modules.join(" ")}">${APP_BOOT_SCRIPT}</script>`;
