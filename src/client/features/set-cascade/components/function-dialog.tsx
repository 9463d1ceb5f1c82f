import { type FormEvent, useEffect, useState } from "react";
import { childLevelOf, levelName, type NamingSettings } from "../../../../domain/labels";
import { FUNCTION_NAME_MESSAGE } from "../../../../domain/schemas/functions";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog";
import { Label } from "../../../components/ui/label";
import { TextField } from "../../../components/ui/text-field";
import { toast } from "../../../components/ui/toast";
import type { OrganizationFunction } from "../../../lib/api/functions";
import { useCreateFunction } from "../api/create-function";
import { useUpdateFunction } from "../api/update-function";
import { failureMessage, notifyFailure, notifySuccess } from "./notify";

export type FunctionDialogState =
  | { mode: "create"; parent: OrganizationFunction | null }
  | { mode: "edit"; fn: OrganizationFunction };

/** spec §2 Add/Edit Function dialog; §5 Function form; §4 the level comes from the parent and never changes. */
export function FunctionDialog({
  state,
  onClose,
  settings,
  onCreated,
}: {
  state: FunctionDialogState | null;
  onClose: () => void;
  settings?: NamingSettings | null;
  onCreated?: (fn: OrganizationFunction) => void;
}) {
  const create = useCreateFunction();
  const update = useUpdateFunction();
  const [name, setName] = useState("");
  const [description, setDescription] = useState("");
  const [nameError, setNameError] = useState<string>();

  useEffect(() => {
    if (!state) return;
    setName(state.mode === "edit" ? state.fn.name : "");
    setDescription(state.mode === "edit" ? (state.fn.description ?? "") : "");
    setNameError(undefined);
  }, [state]);

  if (!state) return null;
  const level =
    state.mode === "edit" ? state.fn.level : state.parent ? childLevelOf(state.parent.level) : "ceo";
  const pending = create.isPending || update.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!state) return;
    const trimmed = name.trim();
    if (!trimmed) {
      // spec §5: 'Function name is required', title 'Validation Error'.
      setNameError(FUNCTION_NAME_MESSAGE);
      toast({ title: "Validation Error", description: FUNCTION_NAME_MESSAGE, variant: "destructive" });
      return;
    }
    const input = { name: trimmed, description: description.trim() || null, level };
    if (state.mode === "create") {
      create.mutate(
        { ...input, parentId: state.parent?.id ?? null },
        {
          onSuccess: (created) => {
            notifySuccess("Function created successfully");
            onCreated?.(created);
            onClose();
          },
          onError: (error) => notifyFailure(`Failed to create function: ${failureMessage(error)}`),
        },
      );
    } else {
      update.mutate(
        { id: state.fn.id, input: { ...input, version: state.fn.version } },
        {
          onSuccess: () => {
            notifySuccess("Function updated successfully");
            onClose();
          },
          onError: (error) => notifyFailure(`Failed to edit function: ${failureMessage(error)}`),
        },
      );
    }
  }

  const title =
    state.mode === "edit" ? "Edit Function" : state.parent ? "Add Child Function" : "Add Function";
  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>
              {state.mode === "create" && state.parent
                ? `A new function under ${state.parent.name}.`
                : state.mode === "create"
                  ? "The first function is the top of the organization."
                  : "Change the function's name or description."}
            </DialogDescription>
          </DialogHeader>
          <div className="flex items-center gap-2 text-sm">
            <Label asChild>
              <span>Level</span>
            </Label>
            <Badge variant="secondary">{levelName(level, settings)}</Badge>
            <span className="text-xs text-muted-foreground">
              {state.mode === "edit" ? "The level cannot change." : "Set by the parent function."}
            </span>
          </div>
          <TextField
            label="Function name"
            value={name}
            autoFocus
            maxLength={200}
            error={nameError}
            onChange={(event) => {
              setName(event.target.value);
              if (nameError) setNameError(undefined);
            }}
          />
          <div className="grid gap-1.5">
            <Label htmlFor="function-description">Description</Label>
            <textarea
              id="function-description"
              value={description}
              maxLength={2000}
              rows={3}
              onChange={(event) => setDescription(event.target.value)}
              className="min-h-20 w-full rounded-md border border-input bg-card px-3 py-2 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40"
              placeholder="Optional"
            />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? "Saving..." : state.mode === "edit" ? "Save Changes" : "Create Function"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
