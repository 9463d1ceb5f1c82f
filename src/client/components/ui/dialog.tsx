import { XIcon } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "../../lib/cn";
import { useReturnFocus } from "./return-focus";

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export const OVERLAY_CLASSES =
  "fixed inset-0 z-50 bg-black/50 backdrop-blur-[2px] data-[state=open]:animate-in data-[state=closed]:animate-out";

/** The parts of a Radix modal (Dialog or AlertDialog) that ModalContent puts together. */
type ModalPrimitive = Pick<typeof DialogPrimitive, "Portal" | "Overlay" | "Content">;

/**
 * The box every modal shares, dialog or alert dialog: on the overlay, centred, and giving focus back
 * on close to what opened it (UI-37). `className` adds the kind's own width and overflow.
 */
export function ModalContent({
  primitive: Modal,
  className,
  children,
  onCloseAutoFocus,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { primitive: ModalPrimitive }) {
  const returnFocus = useReturnFocus(onCloseAutoFocus);
  return (
    <Modal.Portal>
      <Modal.Overlay className={OVERLAY_CLASSES} />
      <Modal.Content
        className={cn(
          "fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 gap-4",
          "rounded-xl border bg-popover p-6 text-popover-foreground shadow-xl outline-none",
          "data-[state=open]:animate-in data-[state=closed]:animate-out",
          className,
        )}
        {...props}
        onCloseAutoFocus={returnFocus.onCloseAutoFocus}
      >
        {returnFocus.memory}
        {children}
      </Modal.Content>
    </Modal.Portal>
  );
}

export function DialogContent({
  className,
  children,
  showClose = true,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { showClose?: boolean }) {
  return (
    <ModalContent
      primitive={DialogPrimitive}
      className={cn("max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto", className)}
      {...props}
    >
      {children}
      {showClose && (
        <DialogPrimitive.Close
          className="absolute top-4 right-4 rounded-sm p-1 text-muted-foreground opacity-80 transition-opacity hover:opacity-100 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          aria-label="Close"
        >
          <XIcon className="size-4" aria-hidden="true" />
        </DialogPrimitive.Close>
      )}
    </ModalContent>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex flex-col gap-1.5 pr-6 text-left", className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<"div">) {
  return (
    <div className={cn("flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)} {...props} />
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title className={cn("text-lg leading-tight font-semibold", className)} {...props} />
  );
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description className={cn("text-sm text-muted-foreground", className)} {...props} />
  );
}

/**
 * A dialog's heading: its title, and its description when there is one. `children` stand above the
 * title (a logo, an icon); `titleClassName` and `descriptionRole` are for a heading that is itself
 * the news, such as 'Message sent'.
 */
export function DialogHeading({
  title,
  description,
  className,
  titleClassName,
  descriptionRole,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  className?: string;
  titleClassName?: string;
  descriptionRole?: "status";
  children?: ReactNode;
}) {
  return (
    <DialogHeader className={className}>
      {children}
      <DialogTitle className={titleClassName}>{title}</DialogTitle>
      {description ? <DialogDescription role={descriptionRole}>{description}</DialogDescription> : null}
    </DialogHeader>
  );
}
