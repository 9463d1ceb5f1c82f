"use no memo"; // PLATFORM-29: react-hook-form reads its state during render, which the compiler would memoize.
import { type ReactNode, useState } from "react";
import type { FieldPath, FieldValues, SubmitErrorHandler, UseFormReturn } from "react-hook-form";
import { applyServerFieldErrors } from "../../lib/form-errors";
import { Button } from "../ui/button";
import { Dialog, DialogContent, DialogFooter, DialogHeading } from "../ui/dialog";

/** What a FormDialog's submit handler gets besides the values, for a failed save. */
export type FormDialogHelpers = {
  /** Copies a 400's per-field messages (`fields`) onto the form's fields; true when any was known. */
  applyServerErrors: (error: unknown) => boolean;
  /** Shows a message in the dialog's form-level error slot, until the next submit. */
  setFormError: (message: string) => void;
};

/** The words of a failed save, shown inside a dialog that stays open. */
export function FormError({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-md border border-destructive/40 bg-destructive/10 p-2 text-sm text-destructive"
    >
      {message}
    </p>
  );
}

/**
 * A dialog holding one react-hook-form form: title and description, the fields (children), a
 * form-level error, and Cancel and submit buttons. Submitting runs the form's resolver first, so
 * `onSubmit` gets the schema's output. While `pending` the buttons are disabled, the submit button
 * shows `pendingLabel`, and the dialog cannot be dismissed (a failure keeps it open). A second submit
 * while the first is being checked or sent is ignored (UI-35).
 *
 * Mount the form with the dialog (or key it by useOpenCount) so each opening starts afresh.
 */
export function FormDialog<TIn extends FieldValues, TOut>({
  open = true,
  onOpenChange,
  title,
  description,
  form,
  onSubmit,
  onInvalid,
  submitLabel,
  pendingLabel,
  pending = false,
  submitDisabled = false,
  formError,
  className,
  children,
}: {
  open?: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  form: UseFormReturn<TIn, unknown, TOut>;
  onSubmit: (values: TOut, helpers: FormDialogHelpers) => void;
  /** Runs when the resolver refuses the values (their messages are on the fields already). */
  onInvalid?: SubmitErrorHandler<TIn>;
  submitLabel: string;
  pendingLabel: string;
  pending?: boolean;
  submitDisabled?: boolean;
  /** A form-level message of the caller's own; by default the one set with `setFormError`. */
  formError?: string;
  /** Classes of the dialog box, such as a wider `sm:max-w-xl`. */
  className?: string;
  children: ReactNode;
}) {
  const helpers: FormDialogHelpers = {
    applyServerErrors: (error) =>
      applyServerFieldErrors(
        error,
        Object.keys(form.formState.defaultValues ?? {}) as FieldPath<TIn>[],
        form.setError,
      ),
    setFormError: (message) => form.setError("root.server", { type: "server", message }),
  };
  const rootError = form.formState.errors.root?.server?.message;
  // UI-35: from the first click until the write settles the form takes no second submit. The resolver
  // runs before `onSubmit`, so `isSubmitting` covers the time before the write's own `pending`.
  const busy = pending || form.formState.isSubmitting;
  return (
    <Dialog open={open} onOpenChange={(next) => (next || !pending) && onOpenChange(next)}>
      {/* Without a description, say so, or Radix warns that the dialog is not described. */}
      <DialogContent className={className} {...(description ? {} : { "aria-describedby": undefined })}>
        <DialogHeading title={title} description={description} />
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            if (busy) {
              event.preventDefault();
              return;
            }
            return form.handleSubmit((values) => onSubmit(values, helpers), onInvalid)(event);
          }}
        >
          {children}
          <FormError message={formError ?? rootError} />
          <DialogFooter className="pt-2">
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy || submitDisabled}>
              {pending ? pendingLabel : submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/**
 * How many times a dialog has been opened. Key a dialog's form by it: each opening then starts from
 * fresh values, and a closing dialog keeps its content through the exit animation.
 */
export function useOpenCount(open: boolean): number {
  const [state, setState] = useState({ open, count: open ? 1 : 0 });
  if (state.open !== open) {
    const next = { open, count: open ? state.count + 1 : state.count };
    setState(next);
    return next.count;
  }
  return state.count;
}
