"use no memo"; // PLATFORM-29: react-hook-form reads its state during render, which the compiler would memoize.
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { childLevelOf, levelName, type NamingSettings } from "../../../../domain/labels";
import { functionsResource } from "../../../../domain/resources";
import {
  type CreateFunctionInput,
  type FunctionFormInput,
  type FunctionFormValues,
  functionFormSchema,
  type OrganizationFunction,
  type UpdateFunctionInput,
} from "../../../../domain/schemas/functions";
import type { CascadeFunction } from "../../../../domain/schemas/set-cascade";
import type { ManagedUser } from "../../../../domain/schemas/users";
import { FormDialog } from "../../../components/form/form-dialog";
import { Badge } from "../../../components/ui/badge";
import { Label } from "../../../components/ui/label";
import { SelectField } from "../../../components/ui/select-field";
import { TextField } from "../../../components/ui/text-field";
import { TextareaField } from "../../../components/ui/textarea";
import { toast } from "../../../components/ui/toast";
import { useCreate, useRead, useUpdate } from "../../../lib/resources";
import { failureMessage, notifyFailure, notifySuccess } from "./notify";

export type FunctionDialogState =
  | { mode: "create"; parent: CascadeFunction | null }
  | { mode: "edit"; fn: CascadeFunction };

type FunctionDialogProps = {
  onClose: () => void;
  settings?: NamingSettings | null;
  onCreated?: (fn: OrganizationFunction) => void;
};

/** UI-16 Add/Edit Function dialog; Function form (CASCADE-9); CASCADE-2 the level comes from the parent and never changes. */
export function FunctionDialog({
  state,
  ...props
}: FunctionDialogProps & { state: FunctionDialogState | null }) {
  if (!state) return null;
  const key = state.mode === "edit" ? state.fn.id : `new-${state.parent?.id ?? "top"}`;
  return <FunctionForm key={key} state={state} {...props} />;
}

function FunctionForm({
  state,
  onClose,
  settings,
  onCreated,
}: FunctionDialogProps & { state: FunctionDialogState }) {
  const create = useCreate<CreateFunctionInput, OrganizationFunction>(functionsResource);
  const update = useUpdate<UpdateFunctionInput>(functionsResource);
  const form = useForm<FunctionFormInput, unknown, FunctionFormValues>({
    resolver: zodResolver(functionFormSchema),
    defaultValues: {
      name: state.mode === "edit" ? state.fn.name : "",
      description: state.mode === "edit" ? (state.fn.description ?? "") : "",
    },
  });
  const { errors } = form.formState;
  // UI-53, CYCLE-1: the head, picked from the organization's people ('' is no head).
  const [headUserId, setHeadUserId] = useState(state.mode === "edit" ? (state.fn.headUserId ?? "") : "");
  const people = useRead<ManagedUser[]>("/api/employees", { silent: true });
  const headOptions = [
    { value: "", label: "No head" },
    ...(people.data ?? [])
      .filter((person) => person.status === "Active" || person.id === headUserId)
      .map((person) => ({ value: person.id, label: person.name || person.email })),
  ];
  const level =
    state.mode === "edit" ? state.fn.level : state.parent ? childLevelOf(state.parent.level) : "ceo";
  const pending = create.isPending || update.isPending;

  return (
    <FormDialog
      form={form}
      onOpenChange={(open) => !open && onClose()}
      title={state.mode === "edit" ? "Edit Function" : state.parent ? "Add Child Function" : "Add Function"}
      description={
        state.mode === "create" && state.parent
          ? `A new function under ${state.parent.name}.`
          : state.mode === "create"
            ? "The first function is the top of the organization."
            : "Change the function's name, head or description."
      }
      submitLabel={state.mode === "edit" ? "Save Changes" : "Create Function"}
      pendingLabel="Saving..."
      pending={pending}
      // CASCADE-9: a missing name also says 'Function name is required' in a 'Validation Error' toast.
      onInvalid={(invalid) => {
        const message = invalid.name?.message;
        if (message) toast({ title: "Validation Error", description: message, variant: "destructive" });
      }}
      onSubmit={(values) => {
        const input = { ...values, level, headUserId: headUserId || null };
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
            { id: state.fn.id, body: { ...input, version: state.fn.version } },
            {
              onSuccess: () => {
                notifySuccess("Function updated successfully");
                onClose();
              },
              onError: (error) => notifyFailure(`Failed to edit function: ${failureMessage(error)}`),
            },
          );
        }
      }}
    >
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
        autoFocus
        maxLength={200}
        error={errors.name?.message}
        {...form.register("name")}
      />
      <SelectField
        label="Head of function"
        options={headOptions}
        value={headUserId}
        onChange={setHeadUserId}
        placeholder="No head"
        hint="Overdue results escalate to the head, then up the tree."
      />
      <TextareaField
        label="Description"
        maxLength={2000}
        placeholder="Optional"
        error={errors.description?.message}
        {...form.register("description")}
      />
    </FormDialog>
  );
}
