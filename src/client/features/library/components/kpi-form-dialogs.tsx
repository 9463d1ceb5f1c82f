import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { Controller, useForm } from "react-hook-form";
import { FREQUENCIES } from "../../../../domain/periods";
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
import { useCreateKpi, useUpdateKpi } from "../api/kpis";
import { Checkbox } from "./checkbox";
import { SelectField, TextareaField } from "./form-fields";

const FIELDS = ["name", "description", "unit", "polarity", "frequency", "isCumulative"] as const;

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const POLARITY_OPTIONS = [
  { value: "positive", label: "Higher is better" },
  { value: "negative", label: "Lower is better" },
];

/** spec §3: cumulative KPIs add up over the year; period-based ones stand alone each period. */
function CumulativeField({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const id = useId();
  return (
    <div className="flex items-start gap-3 rounded-lg border p-3">
      <Checkbox
        id={id}
        className="mt-0.5"
        checked={checked}
        onCheckedChange={(value) => onChange(value === true)}
        aria-describedby={`${id}-hint`}
      />
      <div className="grid gap-0.5">
        <label htmlFor={id} className="cursor-pointer text-sm font-medium">
          Cumulative
        </label>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          Values build up over the year (for example, year-to-date revenue). Leave off for values that stand
          on their own each period.
        </p>
      </div>
    </div>
  );
}

function FormButtons({
  pending,
  editing,
  onCancel,
}: {
  pending: boolean;
  editing: boolean;
  onCancel: () => void;
}) {
  return (
    <DialogFooter className="pt-2">
      <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
        Cancel
      </Button>
      <Button type="submit" disabled={pending}>
        {editing ? (pending ? "Saving..." : "Save Changes") : pending ? "Creating..." : "Create KPI"}
      </Button>
    </DialogFooter>
  );
}

/** spec §5 Library KPI form: unit from the list (default %), frequency monthly, quarterly or annually. */
function CreateKpiForm({ onDone }: { onDone: () => void }) {
  const create = useCreateKpi();
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
  const onSubmit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: onDone,
      onError: (error) => applyServerFieldErrors(error, FIELDS, form.setError),
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <TextField label="KPI Name" autoFocus error={errors.name?.message} {...form.register("name")} />
      <TextareaField
        label="Description"
        placeholder="What it measures and how"
        error={errors.description?.message}
        {...form.register("description")}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <Controller
          control={form.control}
          name="unit"
          render={({ field }) => (
            <SelectField
              label="Unit"
              value={field.value ?? DEFAULT_KPI_UNIT}
              onChange={field.onChange}
              error={errors.unit?.message}
              options={KPI_UNITS.map((unit) => ({ value: unit, label: unit }))}
            />
          )}
        />
        <Controller
          control={form.control}
          name="frequency"
          render={({ field }) => (
            <SelectField
              label="Frequency"
              value={String(field.value ?? "quarterly")}
              onChange={field.onChange}
              error={errors.frequency?.message}
              options={KPI_CREATE_FREQUENCIES.map((value) => ({ value, label: capitalised(value) }))}
            />
          )}
        />
        <Controller
          control={form.control}
          name="polarity"
          render={({ field }) => (
            <SelectField
              label="Polarity"
              value={field.value ?? "positive"}
              onChange={field.onChange}
              error={errors.polarity?.message}
              options={POLARITY_OPTIONS}
            />
          )}
        />
      </div>
      <Controller
        control={form.control}
        name="isCumulative"
        render={({ field }) => <CumulativeField checked={field.value ?? false} onChange={field.onChange} />}
      />
      <FormButtons pending={create.isPending} editing={false} onCancel={onDone} />
    </form>
  );
}

/** spec §5 KPI edit form: name required, unit optional free text, frequency monthly, quarterly or annual. */
function EditKpiForm({ kpi, onDone }: { kpi: Kpi; onDone: () => void }) {
  const update = useUpdateKpi();
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
  const onSubmit = form.handleSubmit((values) =>
    update.mutate(
      { ...values, id: kpi.id, version: kpi.updatedAt },
      { onSuccess: onDone, onError: (error) => applyServerFieldErrors(error, FIELDS, form.setError) },
    ),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
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
        <Controller
          control={form.control}
          name="frequency"
          render={({ field }) => (
            <SelectField
              label="Frequency"
              value={String(field.value ?? kpi.frequency)}
              onChange={field.onChange}
              error={errors.frequency?.message}
              options={FREQUENCIES.map((value) => ({ value, label: capitalised(value) }))}
            />
          )}
        />
        <Controller
          control={form.control}
          name="polarity"
          render={({ field }) => (
            <SelectField
              label="Polarity"
              value={field.value ?? kpi.polarity}
              onChange={field.onChange}
              error={errors.polarity?.message}
              options={POLARITY_OPTIONS}
            />
          )}
        />
      </div>
      <Controller
        control={form.control}
        name="isCumulative"
        render={({ field }) => <CumulativeField checked={field.value ?? false} onChange={field.onChange} />}
      />
      <FormButtons pending={update.isPending} editing onCancel={onDone} />
    </form>
  );
}

/** spec §2 and §5: the KPI create and edit dialogs. They stay open on failure (§8). */
export function KpiFormDialog({
  open,
  onOpenChange,
  kpi,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  kpi: Kpi | null;
}) {
  const close = () => onOpenChange(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{kpi ? "Edit KPI" : "Add KPI"}</DialogTitle>
          <DialogDescription>
            {kpi
              ? "Changes apply to every assignment of this KPI."
              : "A template KPI. Its weights and targets are set when you assign it in Set & Cascade."}
          </DialogDescription>
        </DialogHeader>
        {kpi ? <EditKpiForm key={kpi.id} kpi={kpi} onDone={close} /> : <CreateKpiForm onDone={close} />}
      </DialogContent>
    </Dialog>
  );
}
