"use no memo"; // PLATFORM-29: react-hook-form reads its state during render, which the compiler would memoize.
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { FormattedMessage, useIntl } from "react-intl";
import { childLevelOf, type NamingSettings } from "../../../../domain/labels";
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
import { commonMessages } from "../../../components/messages";
import { Badge } from "../../../components/ui/badge";
import { Label } from "../../../components/ui/label";
import { SelectField } from "../../../components/ui/select-field";
import { TextField } from "../../../components/ui/text-field";
import { TextareaField } from "../../../components/ui/textarea";
import { toast } from "../../../components/ui/toast";
import { useCreate, useRead, useUpdate } from "../../../lib/resources";
import { setCascadeMessages as m } from "../messages";
import { levelLabel } from "./names";
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
  const intl = useIntl();
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
    { value: "", label: intl.formatMessage(m.noHead) },
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
      title={intl.formatMessage(
        state.mode === "edit" ? m.editFunction : state.parent ? m.addChildFunction : m.addFunction,
      )}
      description={
        state.mode === "create" && state.parent
          ? intl.formatMessage(m.newFunctionUnder, { name: state.parent.name })
          : intl.formatMessage(state.mode === "create" ? m.firstFunctionIsTop : m.changeFunction)
      }
      submitLabel={intl.formatMessage(state.mode === "edit" ? m.saveChanges : m.createFunction)}
      pendingLabel={intl.formatMessage(commonMessages.saving)}
      pending={pending}
      // CASCADE-9: a missing name also says 'Function name is required' in a 'Validation Error' toast.
      onInvalid={(invalid) => {
        const message = invalid.name?.message;
        if (message)
          toast({
            title: intl.formatMessage(m.validationError),
            description: message,
            variant: "destructive",
          });
      }}
      onSubmit={(values) => {
        const input = { ...values, level, headUserId: headUserId || null };
        if (state.mode === "create") {
          create.mutate(
            { ...input, parentId: state.parent?.id ?? null },
            {
              onSuccess: (created) => {
                notifySuccess(intl.formatMessage(m.functionCreated));
                onCreated?.(created);
                onClose();
              },
              onError: (error) =>
                notifyFailure(intl.formatMessage(m.createFunctionFailed, { message: failureMessage(error) })),
            },
          );
        } else {
          update.mutate(
            { id: state.fn.id, body: { ...input, version: state.fn.version } },
            {
              onSuccess: () => {
                notifySuccess(intl.formatMessage(m.functionUpdated));
                onClose();
              },
              onError: (error) =>
                notifyFailure(intl.formatMessage(m.editFunctionFailed, { message: failureMessage(error) })),
            },
          );
        }
      }}
    >
      <div className="flex items-center gap-2 text-sm">
        <Label asChild>
          <span>
            <FormattedMessage {...m.level} />
          </span>
        </Label>
        <Badge variant="secondary">{levelLabel(intl, level, settings)}</Badge>
        <span className="text-xs text-muted-foreground">
          <FormattedMessage {...(state.mode === "edit" ? m.levelCannotChange : m.levelSetByParent)} />
        </span>
      </div>
      <TextField
        label={intl.formatMessage(m.functionName)}
        autoFocus
        maxLength={200}
        error={errors.name?.message}
        {...form.register("name")}
      />
      <SelectField
        label={intl.formatMessage(m.headOfFunction)}
        options={headOptions}
        value={headUserId}
        onChange={setHeadUserId}
        placeholder={intl.formatMessage(m.noHead)}
        hint={intl.formatMessage(m.headHint)}
      />
      <TextareaField
        label={intl.formatMessage(m.description)}
        maxLength={2000}
        placeholder={intl.formatMessage(m.optional)}
        error={errors.description?.message}
        {...form.register("description")}
      />
    </FormDialog>
  );
}
