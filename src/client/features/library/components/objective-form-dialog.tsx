"use no memo"; // PLATFORM-29: react-hook-form reads its state during render, which the compiler would memoize.
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { type NamingSettings, objectiveStatusLabel, perspectiveName } from "../../../../domain/labels";
import { objectivesResource } from "../../../../domain/resources";
import {
  OBJECTIVE_STATUSES,
  type Objective,
  type ObjectiveInput,
  type ObjectiveValues,
  objectiveInputSchema,
  type Theme,
} from "../../../../domain/schemas/library";
import { BSC_PERSPECTIVES } from "../../../../domain/scorecard";
import { FormDialog, useOpenCount } from "../../../components/form/form-dialog";
import { FormSelectField, FormTextareaField, FormTextField } from "../../../components/form/form-fields";
import type { SelectOption } from "../../../components/ui/select-field";
import { toast } from "../../../components/ui/toast";
import { describeFailure } from "../../../lib/errors";
import { useCreate, useUpdate } from "../../../lib/resources";

type ObjectiveDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  objective: Objective | null;
  themes: readonly Theme[];
  objectives: readonly Objective[];
  settings: NamingSettings | undefined;
};

function ObjectiveForm({
  open,
  onOpenChange,
  objective,
  themes,
  objectives,
  settings,
}: ObjectiveDialogProps) {
  const create = useCreate<ObjectiveInput>(objectivesResource, {
    silent: true,
    onSuccess: () =>
      toast({ title: "Success", description: "Objective created successfully", variant: "success" }),
    onError: (error) =>
      toast({
        title: "Failed to create objective",
        description: describeFailure(error, "Please check your input and try again."),
        variant: "destructive",
      }),
  });
  // `version` (the `updatedAt` the edit started from) makes a concurrent change a 409.
  const update = useUpdate<ObjectiveInput>(objectivesResource, {
    silent: true,
    onSuccess: () =>
      toast({ title: "Success", description: "Objective updated successfully", variant: "success" }),
    onError: (error) =>
      toast({
        title: "Failed to update objective",
        description: describeFailure(error, "Please check your input and try again."),
        variant: "destructive",
      }),
  });
  const pending = create.isPending || update.isPending;
  const form = useForm<ObjectiveInput, unknown, ObjectiveValues>({
    resolver: zodResolver(objectiveInputSchema),
    defaultValues: {
      name: objective?.name ?? "",
      description: objective?.description ?? "",
      bscPerspective: objective?.bscPerspective ?? "Financial",
      themeId: objective?.themeId ?? "",
      status: objective?.status ?? "Active",
      parentObjectiveId: objective?.parentObjectiveId ?? "",
    },
  });
  const close = () => onOpenChange(false);

  const themeOptions: SelectOption[] = [
    { value: "", label: "No Theme" },
    ...themes.map((theme) => ({
      value: theme.id,
      label: (
        <span className="flex items-center gap-2">
          <span
            className="size-2.5 rounded-full"
            style={{ backgroundColor: theme.color }}
            aria-hidden="true"
          />
          {theme.name}
        </span>
      ),
    })),
  ];
  const parentOptions: SelectOption[] = [
    { value: "", label: "None" },
    ...objectives
      .filter((other) => other.id !== objective?.id)
      .map((other) => ({ value: other.id, label: other.name })),
  ];

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      form={form}
      title={objective ? "Edit Objective" : "Add Objective"}
      description={
        objective
          ? "Changes apply wherever this objective is assigned."
          : "A template objective you can assign to functions in Set & Cascade."
      }
      submitLabel={objective ? "Save Changes" : "Create Objective"}
      pendingLabel={objective ? "Saving..." : "Creating..."}
      pending={pending}
      onSubmit={(values, { applyServerErrors }) => {
        const callbacks = { onSuccess: close, onError: applyServerErrors };
        if (objective)
          update.mutate({ id: objective.id, body: { ...values, version: objective.updatedAt } }, callbacks);
        else create.mutate(values, callbacks);
      }}
    >
      <FormTextField form={form} name="name" label="Name" autoFocus />
      <FormTextareaField
        form={form}
        name="description"
        label="Description"
        placeholder="What this objective aims to achieve"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormSelectField
          control={form.control}
          name="bscPerspective"
          label="BSC Perspective"
          options={BSC_PERSPECTIVES.map((value) => ({ value, label: perspectiveName(value, settings) }))}
        />
        <FormSelectField
          control={form.control}
          name="status"
          label="Status"
          options={OBJECTIVE_STATUSES.map((value) => ({ value, label: objectiveStatusLabel(value) }))}
        />
      </div>
      <FormSelectField
        control={form.control}
        name="themeId"
        label="Strategic Theme"
        options={themeOptions}
        hint={
          themes.length === 0 ? "Create themes in the Themes tab to group related objectives." : undefined
        }
      />
      <FormSelectField
        control={form.control}
        name="parentObjectiveId"
        label="Parent Objective (optional)"
        options={parentOptions}
      />
    </FormDialog>
  );
}

/** LIBRARY-2: the create and edit dialog of a library objective. It stays open on failure (TOAST-1). */
export function ObjectiveFormDialog(props: ObjectiveDialogProps) {
  // Each opening starts from the objective's current values (or a blank form).
  const opening = useOpenCount(props.open);
  return <ObjectiveForm key={opening} {...props} />;
}
