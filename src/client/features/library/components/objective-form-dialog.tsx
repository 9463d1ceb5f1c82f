import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import { type NamingSettings, perspectiveName } from "../../../../domain/labels";
import {
  OBJECTIVE_STATUSES,
  type Objective,
  type ObjectiveInput,
  type ObjectiveValues,
  objectiveInputSchema,
  objectiveStatusLabel,
  type Theme,
} from "../../../../domain/schemas/library";
import { BSC_PERSPECTIVES } from "../../../../domain/scorecard";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog";
import { TextField } from "../../../components/ui/text-field";
import { applyServerFieldErrors } from "../../../lib/form-errors";
import { useCreateObjective, useUpdateObjective } from "../api/objectives";
import { SelectField, TextareaField } from "./form-fields";

const FIELDS = ["name", "description", "bscPerspective", "themeId", "status", "parentObjectiveId"] as const;
// Radix selects give no item the empty value; 'none' stands for 'no theme' and 'no parent'.
const NONE = "none";

function ObjectiveForm({
  objective,
  themes,
  objectives,
  settings,
  onDone,
}: {
  objective: Objective | null;
  themes: readonly Theme[];
  objectives: readonly Objective[];
  settings: NamingSettings | undefined;
  onDone: () => void;
}) {
  const create = useCreateObjective();
  const update = useUpdateObjective();
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
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    const callbacks = {
      onSuccess: onDone,
      onError: (error: unknown) => applyServerFieldErrors(error, FIELDS, form.setError),
    };
    if (objective) update.mutate({ ...values, id: objective.id, version: objective.updatedAt }, callbacks);
    else create.mutate(values, callbacks);
  });

  const themeOptions = [
    { value: NONE, label: "No Theme" },
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
  const parentOptions = [
    { value: NONE, label: "None" },
    ...objectives
      .filter((other) => other.id !== objective?.id)
      .map((other) => ({ value: other.id, label: other.name })),
  ];

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <TextField label="Name" autoFocus error={errors.name?.message} {...form.register("name")} />
      <TextareaField
        label="Description"
        placeholder="What this objective aims to achieve"
        error={errors.description?.message}
        {...form.register("description")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={form.control}
          name="bscPerspective"
          render={({ field }) => (
            <SelectField
              label="BSC Perspective"
              value={field.value ?? ""}
              onChange={field.onChange}
              error={errors.bscPerspective?.message}
              options={BSC_PERSPECTIVES.map((value) => ({ value, label: perspectiveName(value, settings) }))}
            />
          )}
        />
        <Controller
          control={form.control}
          name="status"
          render={({ field }) => (
            <SelectField
              label="Status"
              value={field.value ?? "Active"}
              onChange={field.onChange}
              error={errors.status?.message}
              options={OBJECTIVE_STATUSES.map((value) => ({ value, label: objectiveStatusLabel(value) }))}
            />
          )}
        />
      </div>
      <Controller
        control={form.control}
        name="themeId"
        render={({ field }) => (
          <SelectField
            label="Strategic Theme"
            value={field.value || NONE}
            onChange={(value) => field.onChange(value === NONE ? "" : value)}
            error={errors.themeId?.message}
            options={themeOptions}
            hint={
              themes.length === 0 ? "Create themes in the Themes tab to group related objectives." : undefined
            }
          />
        )}
      />
      <Controller
        control={form.control}
        name="parentObjectiveId"
        render={({ field }) => (
          <SelectField
            label="Parent Objective (optional)"
            value={field.value || NONE}
            onChange={(value) => field.onChange(value === NONE ? "" : value)}
            error={errors.parentObjectiveId?.message}
            options={parentOptions}
          />
        )}
      />
      <DialogFooter className="pt-2">
        <Button type="button" variant="outline" onClick={onDone} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {objective
            ? pending
              ? "Saving..."
              : "Save Changes"
            : pending
              ? "Creating..."
              : "Create Objective"}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** spec §2 and §5: the create and edit dialog of a library objective. It stays open on failure (§8). */
export function ObjectiveFormDialog({
  open,
  onOpenChange,
  objective,
  themes,
  objectives,
  settings,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  objective: Objective | null;
  themes: readonly Theme[];
  objectives: readonly Objective[];
  settings: NamingSettings | undefined;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{objective ? "Edit Objective" : "Add Objective"}</DialogTitle>
          <DialogDescription>
            {objective
              ? "Changes apply wherever this objective is assigned."
              : "A template objective you can assign to functions in Set & Cascade."}
          </DialogDescription>
        </DialogHeader>
        <ObjectiveForm
          key={objective?.id ?? "new"}
          objective={objective}
          themes={themes}
          objectives={objectives}
          settings={settings}
          onDone={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}
