// PLATFORM-20: on a page the server painted a first frame for (PLATFORM-19), the app's JavaScript is
// fetched once that frame is on screen, so the frame's CSS never waits behind it. The server names the
// entry and the screen's chunks in this script's data attributes, which differ by page (an inline script
// is allowed only by its hash, PLATFORM-32).
(() => {
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
  // After the next frame is drawn; a hidden tab draws none, so it starts at once.
  if (document.visibilityState === "visible") requestAnimationFrame(() => setTimeout(start, 0));
  else start();
})();
