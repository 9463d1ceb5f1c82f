import { type ComponentType, lazy } from "react";

export type LazyScreen = {
  Component: ComponentType;
  /** Starts downloading the screen's chunk early, e.g. when a link is hovered. */
  preload: () => Promise<unknown>;
};

/** Wraps a named page export for React.lazy, so each screen is its own chunk. */
export function lazyScreen(load: () => Promise<ComponentType>): LazyScreen {
  let pending: Promise<ComponentType> | undefined;
  const loadOnce = () => {
    pending ??= load();
    return pending;
  };
  return {
    Component: lazy(() => loadOnce().then((Component) => ({ default: Component }))),
    preload: loadOnce,
  };
}
