import { useState } from "react";
import { functionsResource } from "../../../../domain/resources";
import type { CopyYearInput, CopyYearResponse } from "../../../../domain/schemas/assignment-changes";
import type { CascadeFunction } from "../../../../domain/schemas/set-cascade";
import { Button } from "../../../components/ui/button";
import { CheckboxField } from "../../../components/ui/checkbox";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog";
import { useAction } from "../../../lib/resources";
import { failureMessage, notifyFailure, notifySuccess } from "./notify";

/**
 * TARGET-5, TARGET-6: copy the year on the page's targets and weights of the function's assignments to
 * the next year; targets already set there are kept unless replacing is ticked.
 */
export function CopyYearDialog({
  fn,
  fromYear,
  toYear,
  onClose,
}: {
  fn: CascadeFunction;
  fromYear: number;
  toYear: number;
  onClose: () => void;
}) {
  const [overwrite, setOverwrite] = useState(false);
  const copy = useAction<CopyYearInput, CopyYearResponse>(functionsResource, { name: "copy-year" });
  return (
    <Dialog open onOpenChange={(open) => !open && !copy.isPending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            Copy {fromYear} to {toYear}
          </DialogTitle>
          <DialogDescription>
            The {fromYear} targets and weights of {fn.name}'s objectives and KPIs become those of {toYear}.
            Actual results are not copied.
          </DialogDescription>
        </DialogHeader>
        <CheckboxField
          label={`Replace targets already set for ${toYear}`}
          hint={overwrite ? undefined : `Targets already set for ${toYear} are kept.`}
          checked={overwrite}
          onCheckedChange={setOverwrite}
        />
        <DialogFooter>
          <Button variant="outline" disabled={copy.isPending} onClick={onClose}>
            Cancel
          </Button>
          <Button
            disabled={copy.isPending}
            onClick={() =>
              copy.mutate(
                { id: fn.id, body: { fromYear, toYear, overwrite } },
                {
                  onSuccess: (answer) => {
                    notifySuccess(answer.message);
                    onClose();
                  },
                  onError: (error) => notifyFailure(`Failed to copy ${fromYear}: ${failureMessage(error)}`),
                },
              )
            }
          >
            {copy.isPending ? "Copying..." : `Copy to ${toYear}`}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
