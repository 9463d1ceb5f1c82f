import { translate } from "../i18n/translate";
import { describeFailure } from "../lib/errors";
import { commonMessages } from "./messages";
import { toast } from "./ui/toast-store";

/**
 * A write's toasts, as its hook's onSuccess and onError: 'Success' with `done` (TOAST-2), or the
 * `failed` title with the server's words, else `fallback` (TOAST-1).
 */
export function writeToasts(done: string, failed: string, fallback?: string) {
  return {
    onSuccess: () => {
      toast({ title: translate(commonMessages.success), description: done, variant: "success" });
    },
    onError: (error: unknown) => {
      toast({
        title: failed,
        description: describeFailure(error, fallback ?? translate(commonMessages.tryAgainLater)),
        variant: "destructive",
      });
    },
  };
}
