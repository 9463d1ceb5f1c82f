import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
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
import { setCascadeMessages as m } from "../messages";
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
  const intl = useIntl();
  const [overwrite, setOverwrite] = useState(false);
  const copy = useAction<CopyYearInput, CopyYearResponse>(functionsResource, { name: "copy-year" });
  return (
    <Dialog open onOpenChange={(open) => !open && !copy.isPending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            <FormattedMessage {...m.copyYear} values={{ fromYear, toYear }} />
          </DialogTitle>
          <DialogDescription>
            <FormattedMessage {...m.copyYearDescription} values={{ name: fn.name, fromYear, toYear }} />
          </DialogDescription>
        </DialogHeader>
        <CheckboxField
          label={intl.formatMessage(m.replaceTargets, { toYear })}
          hint={overwrite ? undefined : intl.formatMessage(m.targetsKept, { toYear })}
          checked={overwrite}
          onCheckedChange={setOverwrite}
        />
        <DialogFooter>
          <Button variant="outline" disabled={copy.isPending} onClick={onClose}>
            <FormattedMessage {...m.cancel} />
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
                  onError: (error) =>
                    notifyFailure(
                      intl.formatMessage(m.copyFailed, { fromYear, message: failureMessage(error) }),
                    ),
                },
              )
            }
          >
            {copy.isPending ? (
              <FormattedMessage {...m.copying} />
            ) : (
              <FormattedMessage {...m.copyTo} values={{ toYear }} />
            )}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
