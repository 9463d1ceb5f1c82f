import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { toast } from "../components/ui/toast";
import { translate } from "../i18n/translate";
import { currentUserQueryKey } from "../lib/auth";
import { subscribeToErrors } from "../lib/error-handler";
import { browserStorage, clearSessionHistory, readSessionHistory } from "../lib/session-history";
import { shellMessages as m } from "./messages";

// A dropped connection fails every poll; one notice per half minute is plenty.
const NETWORK_TOAST_INTERVAL_MS = 30_000;

/** Global toasts (ERROR-5), fed by the central error handler. */
export function GlobalErrorToasts() {
  const queryClient = useQueryClient();

  useEffect(() => {
    let lastNetworkToastAt = Number.NEGATIVE_INFINITY;
    return subscribeToErrors((error) => {
      if (error.kind === "AUTHENTICATION") {
        const storage = browserStorage();
        if (readSessionHistory(storage).wasAuthenticated) {
          clearSessionHistory(storage);
          toast({
            title: translate(m.sessionExpiredTitle),
            description: translate(m.sessionExpiredText),
            variant: "destructive",
          });
        }
        // Any 401 means signed out: let the access gate show the landing page.
        if (queryClient.getQueryData(currentUserQueryKey))
          queryClient.setQueryData(currentUserQueryKey, null);
        return;
      }
      if (error.kind === "NETWORK") {
        const now = Date.now();
        if (now - lastNetworkToastAt < NETWORK_TOAST_INTERVAL_MS) return;
        lastNetworkToastAt = now;
        toast({
          title: translate(m.connectionTitle),
          description: translate(m.connectionText),
          variant: "destructive",
        });
      }
    });
  }, [queryClient]);

  return null;
}
