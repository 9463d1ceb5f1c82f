import { type ComponentProps, lazy, Suspense } from "react";
import { useOpenedOnce } from "../../../lib/use-opened-once";
import type { InitiativeDialog as EagerInitiativeDialog } from "./initiative-dialog";

// PLATFORM-27: the initiative form brings the form libraries and the initiatives' schemas; it loads when
// first opened and stays, so that it closes with its animation.
const Dialog = lazy(() => import("./initiative-dialog").then((m) => ({ default: m.InitiativeDialog })));

export function InitiativeDialog(props: ComponentProps<typeof EagerInitiativeDialog>) {
  return (
    useOpenedOnce(props.open) && (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    )
  );
}
