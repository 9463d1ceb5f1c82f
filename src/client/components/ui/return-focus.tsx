import { type MutableRefObject, useRef, useState } from "react";

// UI-37: closing a dialog returns focus to the control that opened it. Radix does this only for a
// dialog opened by its own Trigger; most of ours are opened from state (a row's button, a menu item),
// so the dialog components remember what had focus when they opened and focus it again on close.

type Opener = {
  /** What had focus as the dialog opened. */
  element: HTMLElement | null;
  /** When that was a menu item (gone once the menu closes): the button that opened the menu. */
  fallback: HTMLElement | null;
};

function currentOpener(): Opener {
  const active = typeof document === "undefined" ? null : document.activeElement;
  const element = active instanceof HTMLElement && active !== document.body ? active : null;
  const menuId = element?.closest('[role="menu"]')?.getAttribute("aria-labelledby");
  return { element, fallback: menuId ? document.getElementById(menuId) : null };
}

function focusable(element: HTMLElement | null): element is HTMLElement {
  return (
    !!element &&
    element.isConnected &&
    !element.hasAttribute("disabled") &&
    element.getAttribute("aria-hidden") !== "true"
  );
}

/** Rendered inside a dialog's content, so it runs once per opening, before focus moves in. */
function OpenerMemory({ into }: { into: MutableRefObject<Opener | null> }) {
  useState(() => {
    into.current = currentOpener();
    return null;
  });
  return null;
}

/**
 * For a dialog content: `memory` goes inside the content, `onCloseAutoFocus` on it. On close the
 * opener (or, for a menu item, the menu's button) gets focus back; with neither Radix's own rule applies.
 */
export function useReturnFocus(onCloseAutoFocus?: (event: Event) => void) {
  const opener = useRef<Opener | null>(null);
  return {
    memory: <OpenerMemory into={opener} />,
    onCloseAutoFocus: (event: Event) => {
      onCloseAutoFocus?.(event);
      if (event.defaultPrevented) return;
      const target = [opener.current?.element ?? null, opener.current?.fallback ?? null].find(focusable);
      opener.current = null;
      if (!target) return;
      event.preventDefault();
      target.focus();
    },
  };
}
