import { type ComponentProps, createContext, type MouseEvent, useContext } from "react";
import type { AuthDialogMode } from "../../lib/paths";
import { AUTH_QUERY_PARAM } from "../../lib/paths";

// LANDING-6: the landing page knows nothing of the router. Whoever renders it says how a sign-in or
// sign-up link opens its dialog: the app's routes navigate to `?auth=…`; the standalone landing entry
// starts the app first (LANDING-7).
export type LandingActions = {
  openAuth(mode: AuthDialogMode): void;
  /** On the landing page's own entry, the contact form opens in the app, which takes over first; null: open it here. */
  openContactSales: (() => void) | null;
};

const LandingActionsContext = createContext<LandingActions | null>(null);
export const LandingActionsProvider = LandingActionsContext.Provider;

export function useLandingActions(): LandingActions {
  const actions = useContext(LandingActionsContext);
  if (!actions) throw new Error("The landing page needs a LandingActionsProvider");
  return actions;
}

/** The address of the landing page with a dialog open (AUTH-11: `?auth=signin|signup`). */
export const authSearch = (mode: AuthDialogMode) => `?${AUTH_QUERY_PARAM}=${mode}`;

/** A link that opens the sign-in or sign-up dialog; a real address, so it also opens in a new tab. */
export function AuthLink({ mode, onClick, ...props }: { mode: AuthDialogMode } & ComponentProps<"a">) {
  const { openAuth } = useLandingActions();
  return (
    <a
      href={authSearch(mode)}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        // A modified click (new tab or window) keeps the browser's own behaviour.
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
          return;
        event.preventDefault();
        openAuth(mode);
      }}
      {...props}
    />
  );
}
