import { useState } from "react";
import { toast } from "../components/ui/toast-store";

/**
 * UI-88: a download button's state. `busy` while the file is made (the button says so); a failure
 * shows its message in a toast titled `failureTitle`, or `fallback` when it has none.
 */
export function useDownload(failureTitle: string, fallback: string) {
  const [busy, setBusy] = useState(false);
  const run = async (download: () => Promise<void>) => {
    setBusy(true);
    try {
      await download();
    } catch (error) {
      toast({
        title: failureTitle,
        description: error instanceof Error ? error.message : fallback,
        variant: "destructive",
      });
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
