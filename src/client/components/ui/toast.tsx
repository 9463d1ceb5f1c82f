import { CircleAlert, CircleCheck, XIcon } from "lucide-react";
import { Toast as ToastPrimitive } from "radix-ui";
import { useSyncExternalStore } from "react";
import { cn } from "../../lib/cn";
import {
  currentToasts,
  dismissToast,
  subscribeToToasts,
  TOAST_DURATION_MS,
  type ToastVariant,
} from "./toast-store";

export { dismissToast, type ToastInput, toast } from "./toast-store";

const VARIANT_CLASSES: Record<ToastVariant, string> = {
  default: "border bg-popover text-popover-foreground",
  success: "border bg-popover text-popover-foreground",
  destructive: "border-destructive bg-destructive text-destructive-foreground",
};

function VariantIcon({ variant }: { variant: ToastVariant }) {
  if (variant === "success")
    return <CircleCheck className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />;
  if (variant === "destructive") return <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />;
  return null;
}

/**
 * Renders the toast store. UI-23: one at a time, 5 s, swipe right past 50 px to dismiss, F8 moves
 * focus to the notifications.
 */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToToasts, currentToasts, currentToasts);
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50}>
      {toasts.map(({ id, title, description, variant = "default", duration, open }) => (
        <ToastPrimitive.Root
          key={id}
          open={open}
          duration={duration}
          type={variant === "destructive" ? "foreground" : "background"}
          onOpenChange={(isOpen) => {
            if (!isOpen) dismissToast(id);
          }}
          className={cn(
            "group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-lg p-4 pr-9 shadow-lg",
            "data-[state=open]:animate-slide-in-right data-[state=closed]:animate-out",
            "data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[swipe=end]:animate-slide-out-right",
            VARIANT_CLASSES[variant],
          )}
        >
          <VariantIcon variant={variant} />
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{title}</ToastPrimitive.Title>
            {description && (
              <ToastPrimitive.Description className="text-sm opacity-90">
                {description}
              </ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close
            aria-label="Close"
            className="absolute top-2.5 right-2.5 rounded-md p-1 opacity-70 transition-opacity hover:opacity-100 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <XIcon className="size-4" aria-hidden="true" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        hotkey={["F8"]}
        className="fixed right-0 bottom-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none sm:max-w-[420px]"
      />
    </ToastPrimitive.Provider>
  );
}
