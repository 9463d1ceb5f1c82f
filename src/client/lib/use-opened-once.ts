import { useState } from "react";

/**
 * True from the first render in which `open` is: a dialog whose code loads when it is first opened
 * (PLATFORM-27) mounts then and stays, so that it closes with its animation.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
