import { describeFailure } from "../lib/errors";
import { toast } from "./ui/toast-store";

/**
 * A write's toasts, as its hook's onSuccess and onError: 'Success' with `done` (TOAST-2), or the
 * `failed` title with the server's words, else `fallback` (TOAST-1).
 */
export function writeToasts(done: string, failed: string, fallback = "Please try again.") {
  return {
    onSuccess: () => {
      toast({ title: "Success", description: done, variant: "success" });
    },
    onError: (error: unknown) => {
      toast({ title: failed, description: describeFailure(error, fallback), variant: "destructive" });
    },
  };
}
