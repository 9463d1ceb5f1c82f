// TOAST-1, TOAST-2: success toasts are titled 'Success', failure toasts 'Error' (destructive), with the words
// of
// the catalogue as the description.
import { toast } from "../../../components/ui/toast";
import { describeFailure } from "../../../lib/errors";

export function notifySuccess(description: string): void {
  toast({ title: "Success", description, variant: "success" });
}

export function notifyFailure(description: string): void {
  toast({ title: "Error", description, variant: "destructive" });
}

/** The '{message}' of 'Failed to … : {message}': the server's words, else the catalogue's, else the fallback. */
export function failureMessage(error: unknown, fallback = "Unknown error"): string {
  return describeFailure(error, fallback);
}
