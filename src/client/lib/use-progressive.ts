import { startTransition, useEffect, useState } from "react";

/**
 * PLATFORM-28: a long list drawn a screenful at a time. The first `first` items come at once; the rest
 * follow `step` at a time, each slice in a background render (a transition) of its own, so that no one
 * task creates, styles and lays out the whole list while the page is still starting. A later list (another
 * page, sort or filter) is drawn at once up to the count reached, the rest likewise.
 */
export function useProgressive<T>(items: readonly T[], first = 12, step = 12): readonly T[] {
  const [shown, setShown] = useState(first);
  const whole = shown >= items.length;
  const next = whole ? null : shown + step;
  useEffect(() => {
    if (next === null) return;
    const slice = setTimeout(() => startTransition(() => setShown(next)), 0);
    return () => clearTimeout(slice);
  }, [next]);
  return whole ? items : items.slice(0, shown);
}
