import { CheckIcon, ChevronDownIcon } from "lucide-react";
import { Select as SelectPrimitive } from "radix-ui";
import {
  Children,
  type ComponentProps,
  createContext,
  isValidElement,
  type ReactNode,
  useContext,
  useState,
} from "react";
import { cn } from "../../lib/cn";
import { servedStyleNonce } from "../../lib/page-policy";

/**
 * PLATFORM-25: a closed Radix select still renders every item, out of sight, so that its trigger can
 * show the chosen one's text and find items by type-ahead; on mounting it does so in a second, synchronous
 * render. A filter of 600 functions rendered 600 items before anyone looked at it, and a screen's eight
 * selects made most of its first draw. So until its trigger is first pointed at or focused (which every
 * way of opening it or typing into it goes through), a select renders no items: its trigger shows the
 * chosen item's label, found among the items it was given. From then on it is Radix's own.
 */
type Untouched = { label: ReactNode } | null;
const UntouchedSelect = createContext<{ untouched: Untouched; touch: () => void }>({
  untouched: null,
  touch: () => {},
});

/** The label of the item of `value` among a select's children (`<SelectContent>` and its items). */
function chosenLabel(children: ReactNode, value: string): Untouched {
  for (const child of Children.toArray(children)) {
    if (!isValidElement<{ children?: ReactNode }>(child) || child.type !== SelectContent) continue;
    for (const item of Children.toArray(child.props.children)) {
      if (isValidElement<{ value?: string; children?: ReactNode }>(item) && item.props.value === value)
        return { label: item.props.children };
    }
  }
  return null;
}

// UI-24: select type-ahead resets after 1 second. Radix Select does exactly that (its type-ahead
// search clears 1000 ms after the last key), so no extra code is needed here.
export function Select(props: ComponentProps<typeof SelectPrimitive.Root>) {
  const [touched, setTouched] = useState(false);
  // An uncontrolled select, or one whose value names no item (the placeholder), is Radix's own at once.
  const untouched = touched || props.value === undefined ? null : chosenLabel(props.children, props.value);
  return (
    <UntouchedSelect.Provider value={{ untouched, touch: () => setTouched(true) }}>
      <SelectPrimitive.Root
        {...props}
        onOpenChange={(open) => {
          if (open) setTouched(true);
          props.onOpenChange?.(open);
        }}
      />
    </UntouchedSelect.Provider>
  );
}
export const SelectGroup = SelectPrimitive.Group;

export function SelectValue({ children, ...props }: ComponentProps<typeof SelectPrimitive.Value>) {
  const { untouched } = useContext(UntouchedSelect);
  return <SelectPrimitive.Value {...props}>{children ?? untouched?.label}</SelectPrimitive.Value>;
}

export function SelectTrigger({
  className,
  children,
  onPointerEnter,
  onFocus,
  ...props
}: ComponentProps<typeof SelectPrimitive.Trigger>) {
  const { touch } = useContext(UntouchedSelect);
  return (
    <SelectPrimitive.Trigger
      onPointerEnter={(event) => {
        touch();
        onPointerEnter?.(event);
      }}
      onFocus={(event) => {
        touch();
        onFocus?.(event);
      }}
      className={cn(
        "flex h-9 w-full items-center justify-between gap-2 rounded-md border border-input bg-card px-3 py-2 text-sm whitespace-nowrap shadow-xs outline-none",
        "focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-50",
        "data-[placeholder]:text-muted-foreground [&>span]:truncate",
        className,
      )}
      {...props}
    >
      {children}
      <SelectPrimitive.Icon asChild>
        <ChevronDownIcon className="size-4 opacity-60" aria-hidden="true" />
      </SelectPrimitive.Icon>
    </SelectPrimitive.Trigger>
  );
}

export function SelectContent({
  className,
  children,
  position = "popper",
  ...props
}: ComponentProps<typeof SelectPrimitive.Content>) {
  if (useContext(UntouchedSelect).untouched) return null;
  return (
    <SelectPrimitive.Portal>
      <SelectPrimitive.Content
        position={position}
        className={cn(
          "relative z-50 max-h-[min(var(--radix-select-content-available-height),20rem)] min-w-[8rem] overflow-hidden rounded-lg border bg-popover text-popover-foreground shadow-lg",
          "data-[state=open]:animate-in data-[state=closed]:animate-out",
          position === "popper" &&
            "w-full min-w-[var(--radix-select-trigger-width)] data-[side=bottom]:translate-y-1",
          className,
        )}
        {...props}
      >
        <SelectPrimitive.Viewport className="p-1" nonce={servedStyleNonce()}>
          {children}
        </SelectPrimitive.Viewport>
      </SelectPrimitive.Content>
    </SelectPrimitive.Portal>
  );
}

export function SelectItem({ className, children, ...props }: ComponentProps<typeof SelectPrimitive.Item>) {
  return (
    <SelectPrimitive.Item
      className={cn(
        "relative flex w-full cursor-default items-center rounded-md py-1.5 pr-8 pl-2 text-sm outline-none select-none",
        "focus:bg-accent focus:text-accent-foreground data-[disabled]:pointer-events-none data-[disabled]:opacity-50",
        className,
      )}
      {...props}
    >
      <span className="absolute right-2 flex size-4 items-center justify-center">
        <SelectPrimitive.ItemIndicator>
          <CheckIcon className="size-4" aria-hidden="true" />
        </SelectPrimitive.ItemIndicator>
      </span>
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
    </SelectPrimitive.Item>
  );
}

export function SelectLabel({ className, ...props }: ComponentProps<typeof SelectPrimitive.Label>) {
  return (
    <SelectPrimitive.Label
      className={cn("px-2 py-1.5 text-xs font-medium text-muted-foreground", className)}
      {...props}
    />
  );
}
