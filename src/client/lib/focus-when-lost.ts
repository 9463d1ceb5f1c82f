// UI-108: an action that removes, moves or disables the control that had focus (Approve, Reject, a saved
// value moving to another section, a reopened period leaving the list) leaves the focus on a sensible
// element, never on <body>.

const WATCH_MS = 3000;
const STEP_MS = 50;

function lost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected;
}

function focusable(element: HTMLElement | null | undefined): element is HTMLElement {
  return !!element && element.isConnected && !element.matches(":disabled");
}

/**
 * For a few seconds after an action, whenever the focus falls to <body> (its control removed, moved or
 * disabled), gives it to `target()` (looked up again each time, as the screen re-renders). Stops once the
 * user puts the focus anywhere else but inside `passing` (a selector: the dialog that is closing, the item
 * about to leave, where focus only passes through).
 */
export function focusWhenLost(target: () => HTMLElement | null | undefined, passing?: string): void {
  let given: HTMLElement | null = null;
  let started: HTMLElement | null =
    document.activeElement instanceof HTMLElement && !lost() ? document.activeElement : null;
  const until = Date.now() + WATCH_MS;
  const step = () => {
    const active = document.activeElement;
    // The user moved on: the focus is somewhere this watch did not put it.
    if (!lost() && active !== given && active !== started && !(passing && active?.closest(passing))) return;
    if (lost()) {
      started = null;
      const next = target();
      if (focusable(next)) {
        next.focus({ preventScroll: false });
        given = next;
      }
    }
    if (Date.now() < until) window.setTimeout(step, STEP_MS);
  };
  window.setTimeout(step, 0);
}

/** Makes an element (a heading) a focus target that is not in the tab order. */
export function focusTarget(element: HTMLElement | null): HTMLElement | null {
  if (element && !element.hasAttribute("tabindex")) element.setAttribute("tabindex", "-1");
  return element;
}
