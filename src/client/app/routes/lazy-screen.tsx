import { type ComponentType, lazy, useState } from "react";

export type LazyScreen = {
  Component: ComponentType;
  /** Starts downloading the screen's chunk early, e.g. when a link is hovered. */
  preload: () => Promise<unknown>;
};

/**
 * A named page export in a chunk of its own, loaded on first render or ahead of it (`preload`).
 * PLATFORM-22: once loaded, it renders at once. A React.lazy rendered for the first time suspends even
 * when its chunk is there, and React then holds the reveal back for up to 300 ms; so each place it
 * appears picks, when it mounts, the loaded component if there is one, React.lazy otherwise, and keeps
 * its pick (a switch would remount the screen).
 */
export function lazyScreen(load: () => Promise<ComponentType>): LazyScreen {
  let pending: Promise<ComponentType> | undefined;
  let loaded: ComponentType | undefined;
  const loadOnce = () => {
    pending ??= load().then(
      (Component) => {
        loaded = Component;
        return Component;
      },
      (error: unknown) => {
        pending = undefined; // the next render or preload tries again
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(() => loadOnce().then((Component) => ({ default: Component })));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per screen as its module loads, never in a render
  function Screen() {
    const [Shown] = useState<ComponentType>(() => loaded ?? Lazy);
    return <Shown />;
  }
  return { Component: Screen, preload: loadOnce };
}
