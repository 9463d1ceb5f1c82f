import { TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "./ui/alert-dialog";
import { Button } from "./ui/button";

/**
 * A confirmation of something that cannot be undone: TOAST-3, CASCADE-5, and the
 * console's suspend. CASCADE-5: 'every confirmation dialog names what goes with it' (the consequence). The
 * dialog cannot be dismissed while the request runs, and its caller closes it only on success (spec
 * TOAST-1: dialogs stay open on failure).
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  consequence,
  confirmLabel = "Delete",
  pendingLabel = "Deleting...",
  pending,
  confirmDisabled,
  onConfirm,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  /** What else goes, or changes, with the item. */
  consequence?: ReactNode;
  confirmLabel?: string;
  pendingLabel?: string;
  pending: boolean;
  /** The confirm button waits for something the dialog asks for (USER-11: a new owner). */
  confirmDisabled?: boolean;
  onConfirm: () => void;
  /** More inputs between the consequence and the buttons. */
  children?: ReactNode;
}) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {consequence && (
          <div className="flex gap-2.5 rounded-lg border border-warning/40 bg-warning/10 p-3 text-sm">
            <TriangleAlert className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden="true" />
            <div>{consequence}</div>
          </div>
        )}
        {children}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
          <Button variant="destructive" disabled={pending || confirmDisabled} onClick={onConfirm}>
            {pending ? pendingLabel : confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
