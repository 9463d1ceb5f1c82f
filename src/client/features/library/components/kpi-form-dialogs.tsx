import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { FREQUENCIES } from "../../../../domain/periods";
import { kpisResource } from "../../../../domain/resources";
import {
  DEFAULT_KPI_UNIT,
  KPI_CREATE_FREQUENCIES,
  KPI_UNITS,
  type Kpi,
  type KpiCreateInput,
  type KpiCreateValues,
  type KpiUpdateInput,
  type KpiUpdateValues,
  kpiCreateSchema,
  kpiUpdateSchema,
} from "../../../../domain/schemas/library";
import { FormDialog, useOpenCount } from "../../../components/form/form-dialog";
import { FormCheckboxField, FormSelectField } from "../../../components/form/form-fields";
import { TextField } from "../../../components/ui/text-field";
import { TextareaField } from "../../../components/ui/textarea";
import { toast } from "../../../components/ui/toast";
import { describeFailure } from "../../../lib/errors";
import { useCreate, useUpdate } from "../../../lib/resources";

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const POLARITY_OPTIONS = [
  { value: "positive", label: "Higher is better" },
  { value: "negative", label: "Lower is better" },
] as const;

// LIBRARY-3: cumulative KPIs add up over the year; period-based ones stand alone each period.
const CUMULATIVE_HINT =
  "Values build up over the year (for example, year-to-date revenue). Leave off for values that stand on their own each period.";

type DialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** Library KPI form (LIBRARY-3): unit from the list (default %), frequency monthly, quarterly or annually. */
function CreateKpiForm({ open, onOpenChange }: DialogProps) {
  const create = useCreate<KpiCreateInput>(kpisResource, {
    silent: true,
    onSuccess: () =>
      toast({ title: "Success", description: "Library KPI created successfully", variant: "success" }),
    onError: (error) =>
      toast({
        title: "Failed to create KPI",
        description: describeFailure(error, "Please check your input and try again."),
        variant: "destructive",
      }),
  });
  const form = useForm<KpiCreateInput, unknown, KpiCreateValues>({
    resolver: zodResolver(kpiCreateSchema),
    defaultValues: {
      name: "",
      description: "",
      unit: DEFAULT_KPI_UNIT,
      polarity: "positive",
      frequency: "quarterly",
      isCumulative: false,
    },
  });
  const { errors } = form.formState;
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      form={form}
      className="sm:max-w-xl"
      title="Add KPI"
      description="A template KPI. Its weights and targets are set when you assign it in Set & Cascade."
      submitLabel="Create KPI"
      pendingLabel="Creating..."
      pending={create.isPending}
      onSubmit={(values, { applyServerErrors }) =>
        create.mutate(values, { onSuccess: () => onOpenChange(false), onError: applyServerErrors })
      }
    >
      <TextField label="KPI Name" autoFocus error={errors.name?.message} {...form.register("name")} />
      <TextareaField
        label="Description"
        placeholder="What it measures and how"
        error={errors.description?.message}
        {...form.register("description")}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <FormSelectField
          control={form.control}
          name="unit"
          label="Unit"
          options={KPI_UNITS.map((unit) => ({ value: unit, label: unit }))}
        />
        <FormSelectField
          control={form.control}
          name="frequency"
          label="Frequency"
          options={KPI_CREATE_FREQUENCIES.map((value) => ({ value, label: capitalised(value) }))}
        />
        <FormSelectField control={form.control} name="polarity" label="Polarity" options={POLARITY_OPTIONS} />
      </div>
      <FormCheckboxField
        control={form.control}
        name="isCumulative"
        label="Cumulative"
        hint={CUMULATIVE_HINT}
      />
    </FormDialog>
  );
}

/** KPI edit form (LIBRARY-3): name required, unit optional free text, frequency monthly, quarterly or annual. */
function EditKpiForm({ open, onOpenChange, kpi }: DialogProps & { kpi: Kpi }) {
  const update = useUpdate<KpiUpdateInput>(kpisResource, {
    silent: true,
    onSuccess: () => toast({ title: "Success", description: "KPI updated successfully", variant: "success" }),
    onError: (error) =>
      toast({
        title: "Error",
        description: `Failed to update KPI: ${describeFailure(error, "Unknown error")}`,
        variant: "destructive",
      }),
  });
  const form = useForm<KpiUpdateInput, unknown, KpiUpdateValues>({
    resolver: zodResolver(kpiUpdateSchema),
    defaultValues: {
      name: kpi.name,
      description: kpi.description ?? "",
      unit: kpi.unit ?? "",
      polarity: kpi.polarity,
      frequency: kpi.frequency,
      isCumulative: kpi.isCumulative,
    },
  });
  const { errors } = form.formState;
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      form={form}
      className="sm:max-w-xl"
      title="Edit KPI"
      description="Changes apply to every assignment of this KPI."
      submitLabel="Save Changes"
      pendingLabel="Saving..."
      pending={update.isPending}
      onSubmit={(values, { applyServerErrors }) =>
        update.mutate(
          { id: kpi.id, body: { ...values, version: kpi.updatedAt } },
          { onSuccess: () => onOpenChange(false), onError: applyServerErrors },
        )
      }
    >
      <TextField label="KPI Name" autoFocus error={errors.name?.message} {...form.register("name")} />
      <TextareaField
        label="Description"
        error={errors.description?.message}
        {...form.register("description")}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label="Unit"
          placeholder="e.g. %, $, days"
          error={errors.unit?.message}
          {...form.register("unit")}
        />
        <FormSelectField
          control={form.control}
          name="frequency"
          label="Frequency"
          options={FREQUENCIES.map((value) => ({ value, label: capitalised(value) }))}
        />
        <FormSelectField control={form.control} name="polarity" label="Polarity" options={POLARITY_OPTIONS} />
      </div>
      <FormCheckboxField
        control={form.control}
        name="isCumulative"
        label="Cumulative"
        hint={CUMULATIVE_HINT}
      />
    </FormDialog>
  );
}

/** LIBRARY-3: the KPI create and edit dialogs. They stay open on failure (TOAST-1). */
export function KpiFormDialog({ open, onOpenChange, kpi }: DialogProps & { kpi: Kpi | null }) {
  // Each opening starts from the KPI's current values (or a blank form).
  const opening = useOpenCount(open);
  return kpi ? (
    <EditKpiForm key={`edit-${opening}`} open={open} onOpenChange={onOpenChange} kpi={kpi} />
  ) : (
    <CreateKpiForm key={`create-${opening}`} open={open} onOpenChange={onOpenChange} />
  );
}
