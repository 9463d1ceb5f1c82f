// TOAST-1, TOAST-2: success toasts are titled 'Success', failure toasts 'Error' (destructive), with the words
// of
// the catalogue as the description.
import { commonMessages } from "../../../components/messages";
import { toast } from "../../../components/ui/toast";
import { translate } from "../../../i18n/translate";
import { describeFailure } from "../../../lib/errors";
import { setCascadeMessages } from "../messages";

export function notifySuccess(description: string): void {
  toast({ title: translate(commonMessages.success), description, variant: "success" });
}

export function notifyFailure(description: string): void {
  toast({ title: translate(commonMessages.error), description, variant: "destructive" });
}

/** The '{message}' of 'Failed to … : {message}': the server's words, else the catalogue's, else the fallback. */
export function failureMessage(
  error: unknown,
  fallback = translate(setCascadeMessages.unknownError),
): string {
  return describeFailure(error, fallback);
}
