"use no memo"; // PLATFORM-29: react-hook-form reads its state during render, which the compiler would memoize.
import { zodResolver } from "@hookform/resolvers/zod";
import { type FieldValues, type UseFormReturn, useForm } from "react-hook-form";
import type { z } from "zod";
import { defaultAggregation } from "../../../../domain/measures";
import { kpisResource } from "../../../../domain/resources";
import {
  DEFAULT_KPI_UNIT,
  type Kpi,
  type KpiCreateInput,
  type KpiUpdateInput,
  kpiCreateFormSchemaFor,
  kpiUpdateFormSchemaFor,
} from "../../../../domain/schemas/library";
import { FormDialog, useOpenCount } from "../../../components/form/form-dialog";
import { FormTextareaField, FormTextField } from "../../../components/form/form-fields";
import { toast } from "../../../components/ui/toast";
import { localeDecimalSeparator } from "../../../lib/decimal";
import { describeFailure } from "../../../lib/errors";
import { useCreate, useUpdate } from "../../../lib/resources";
import { KpiFormulaFields } from "./kpi-formula-fields";
import { KpiMeasureFields } from "./kpi-measure-fields";

// LIBRARY-8: both forms read the same fields; the baseline is typed in the user's decimal separator.
const createFormSchema = () => kpiCreateFormSchemaFor(localeDecimalSeparator());
const updateFormSchema = () => kpiUpdateFormSchemaFor(localeDecimalSeparator());
type CreateFormInput = z.input<ReturnType<typeof createFormSchema>>;
type CreateFormValues = z.output<ReturnType<typeof createFormSchema>>;
type UpdateFormInput = z.input<ReturnType<typeof updateFormSchema>>;
type UpdateFormValues = z.output<ReturnType<typeof updateFormSchema>>;

type DialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** What a save is told: close on success, put a 400's messages on the fields on failure. */
type SaveCallbacks = { onSuccess: () => void; onError: (error: unknown) => void };

/** The fields both KPI forms hold at the top; the measure and formula fields see their own. */
type NamedFields = { name: string; description?: string | null };

/** The KPI dialog, adding (`kpi` null) or editing: its words, and the fields both forms share. */
function KpiDialog<TIn extends FieldValues & NamedFields, TOut>({
  open,
  onOpenChange,
  kpi,
  form,
  pending,
  save,
}: DialogProps & {
  kpi: Kpi | null;
  form: UseFormReturn<TIn, unknown, TOut>;
  pending: boolean;
  save: (values: TOut, callbacks: SaveCallbacks) => void;
}) {
  const named = form as unknown as UseFormReturn<NamedFields>;
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      form={form}
      className="sm:max-w-xl"
      title={kpi ? "Edit KPI" : "Add KPI"}
      description={
        kpi
          ? "Changes apply to every assignment of this KPI."
          : "A template KPI. Its weights and targets are set when you assign it in Set & Cascade."
      }
      submitLabel={kpi ? "Save Changes" : "Create KPI"}
      pendingLabel={kpi ? "Saving..." : "Creating..."}
      pending={pending}
      onSubmit={(values, { applyServerErrors }) =>
        save(values, { onSuccess: () => onOpenChange(false), onError: applyServerErrors })
      }
    >
      <FormTextField form={named} name="name" label="KPI Name" autoFocus />
      <FormTextareaField
        form={named}
        name="description"
        label="Description"
        placeholder={kpi ? undefined : "What it measures and how"}
      />
      {/* AGG-7: only a new KPI's aggregation follows its unit. */}
      <KpiMeasureFields form={form} followUnit={!kpi} />
      <KpiFormulaFields form={form} kpiId={kpi?.id ?? null} />
    </FormDialog>
  );
}

/** Library KPI form (LIBRARY-3, LIBRARY-8): unit from the list or free text (default %), one frequency spelling. */
function CreateKpiForm(props: DialogProps) {
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
  const form = useForm<CreateFormInput, unknown, CreateFormValues>({
    resolver: zodResolver(createFormSchema()),
    defaultValues: {
      name: "",
      description: "",
      unit: DEFAULT_KPI_UNIT,
      polarity: "positive",
      frequency: "quarterly",
      // AGG-7: the unit's default, preselected until the user picks.
      aggregation: defaultAggregation(DEFAULT_KPI_UNIT),
      scoring: "ratio",
      baseline: "",
      code: "",
      formula: "",
    },
  });
  return <KpiDialog {...props} kpi={null} form={form} pending={create.isPending} save={create.mutate} />;
}

/** KPI edit form (LIBRARY-8): the same fields as the create form; the unit is required. */
function EditKpiForm({ kpi, ...props }: DialogProps & { kpi: Kpi }) {
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
  const form = useForm<UpdateFormInput, unknown, UpdateFormValues>({
    resolver: zodResolver(updateFormSchema()),
    defaultValues: {
      name: kpi.name,
      description: kpi.description ?? "",
      unit: kpi.unit ?? "",
      polarity: kpi.polarity,
      frequency: kpi.frequency,
      // AGG-9: the aggregation says it all (last is cumulative); isCumulative is not sent.
      aggregation: kpi.aggregation,
      scoring: kpi.scoring,
      baseline: kpi.baseline === null ? "" : String(kpi.baseline),
      code: kpi.code ?? "",
      formula: kpi.formula ?? "",
    },
  });
  return (
    <KpiDialog
      {...props}
      kpi={kpi}
      form={form}
      pending={update.isPending}
      save={(values, callbacks) =>
        update.mutate({ id: kpi.id, body: { ...values, version: kpi.updatedAt } }, callbacks)
      }
    />
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
