"use no memo"; // PLATFORM-29: react-hook-form reads its state during render, which the compiler would memoize.
import { zodResolver } from "@hookform/resolvers/zod";
import { type ComponentProps, useState } from "react";
import { Controller, type FieldPath, type UseFormReturn, useForm, useWatch } from "react-hook-form";
import { currentYear } from "../../../../domain/periods";
import type { InitiativeBody } from "../../../../domain/schemas/initiatives";
import { FormDialog, useOpenCount } from "../../../components/form/form-dialog";
import { FormSelectField, FormTextareaField, FormTextField } from "../../../components/form/form-fields";
import { Label } from "../../../components/ui/label";
import { toast } from "../../../components/ui/toast";
import { YearSelect } from "../../../components/year-select";
import { ApiError } from "../../../lib/api-client";
import { useCurrentUser } from "../../../lib/auth";
import { describeFailure } from "../../../lib/errors";
import { useFiscalStartMonth, useOrganizationMonth } from "../../../lib/fiscal-year";
import { useSaveInitiative } from "../lib/api";
import { type InitiativeFormInput, initiativeFormSchemaFor } from "../lib/forms";
import { useOrganizationCurrency } from "../lib/statuses";
import type { Initiative, InitiativeInput } from "../lib/types";
import { NO_OWNER, useInitiativeOptions } from "./initiative-options";
import { PickList } from "./pick-list";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Absent: a new initiative. */
  initiative?: Initiative;
  statuses: readonly string[];
  defaultObjectiveId?: string;
  /** UI-101: a KPI the new initiative should move (a notification's 'Create an initiative'). */
  defaultKpiId?: string;
  onSaved?: (saved: Initiative) => void;
};

function initialFields(
  { initiative, statuses, defaultObjectiveId, defaultKpiId }: Props,
  userId: string | undefined,
): InitiativeFormInput {
  const fields: InitiativeFormInput = initiative
    ? {
        name: initiative.name,
        description: initiative.description ?? "",
        ownerId: initiative.ownerId ?? NO_OWNER,
        objectiveAssignmentIds: [...initiative.objectiveAssignmentIds],
        kpiAssignmentIds: [...initiative.kpiAssignmentIds],
        startDate: initiative.startDate,
        endDate: initiative.endDate,
        budget: initiative.budget === null ? "" : String(initiative.budget),
        spent: initiative.spent === null ? "" : String(initiative.spent),
        status: initiative.status,
        percentComplete: String(initiative.percentCompleteEntered ?? initiative.percentComplete),
      }
    : {
        name: "",
        description: "",
        ownerId: userId ?? NO_OWNER,
        objectiveAssignmentIds: [],
        kpiAssignmentIds: [],
        startDate: "",
        endDate: "",
        budget: "",
        spent: "",
        status: statuses[0] ?? "",
        percentComplete: "0",
      };
  return {
    ...fields,
    ...(defaultObjectiveId ? { objectiveAssignmentIds: [defaultObjectiveId] } : {}),
    ...(defaultKpiId ? { kpiAssignmentIds: [defaultKpiId] } : {}),
  };
}

/**
 * UI-79: the create and edit dialog of an initiative: name, description, owner (administrators pick
 * anyone; a member's initiatives are their own), the objectives of a scorecard year (one or more) and
 * the KPIs it should move, dates, budget, spent, status and, only without milestones, percent complete.
 * The dialog checks the fields with the API's own schema; the server checks them all again, and a
 * refused save keeps the dialog open with the server's words on the field they name.
 */
export function InitiativeDialog(props: Props) {
  // Each opening starts from the initiative's values; a closing dialog keeps its content.
  return <InitiativeForm key={useOpenCount(props.open)} {...props} />;
}

function InitiativeForm(props: Props) {
  const { open, onOpenChange, initiative, statuses, onSaved } = props;
  const { user } = useCurrentUser();
  const isAdmin = user?.role === "admin" || user?.role === "super_admin";
  const fiscalStart = useFiscalStartMonth();
  // SETTINGS-17: this month on the organization's clocks.
  const orgMonth = useOrganizationMonth();
  const currency = useOrganizationCurrency();
  const [year, setYear] = useState(initiative?.objectives[0]?.year ?? currentYear(orgMonth, fiscalStart));
  // UI-79: percent complete is entered only while the initiative has no milestones.
  const percentShown = (initiative?.milestones.length ?? 0) === 0;
  const form = useForm<InitiativeFormInput, unknown, InitiativeBody>({
    resolver: zodResolver(initiativeFormSchemaFor(percentShown)),
    defaultValues: initialFields(props, user?.id),
  });
  const startDate = useWatch({ control: form.control, name: "startDate" });
  const options = useInitiativeOptions({ initiative, statuses, year, isAdmin });
  const save = useSaveInitiative();
  const fieldNames = Object.keys(form.formState.defaultValues ?? {});

  return (
    <FormDialog
      form={form}
      open={open}
      onOpenChange={onOpenChange}
      className="sm:max-w-2xl"
      title={initiative ? "Edit Initiative" : "New Initiative"}
      description="The project, the objectives it delivers and the KPIs it should move."
      submitLabel={initiative ? "Save Changes" : "Create Initiative"}
      pendingLabel="Saving..."
      pending={save.isPending}
      onSubmit={(values, { setFormError }) => {
        const ownerId = form.getValues("ownerId");
        const body = {
          ...values,
          ...(isAdmin ? { ownerId: ownerId === NO_OWNER ? null : ownerId } : {}),
          ...(!isAdmin && initiative ? { ownerId: initiative.ownerId } : {}),
          ...(initiative ? { version: initiative.version } : {}),
        } as InitiativeInput;
        save.mutate(
          { id: initiative?.id, body },
          {
            onSuccess: (saved) => {
              toast({
                title: "Success",
                description: initiative ? "Initiative saved." : "Initiative created.",
                variant: "success",
              });
              onSaved?.(saved);
              onOpenChange(false);
            },
            onError: (error) => {
              // A list's message (objectiveAssignmentIds.3) goes on the list.
              if (error instanceof ApiError && error.fields) {
                for (const [key, message] of Object.entries(error.fields)) {
                  const field = key.split(".")[0] as FieldPath<InitiativeFormInput>;
                  if (fieldNames.includes(field)) form.setError(field, { type: "server", message });
                }
              }
              setFormError(describeFailure(error, "The initiative could not be saved. Please try again."));
            },
          },
        );
      }}
    >
      <FormTextField form={form} name="name" label="Name" autoFocus maxLength={200} />
      <FormTextareaField form={form} name="description" label="Description" rows={2} maxLength={5000} />
      <div className="grid gap-4 sm:grid-cols-2">
        {isAdmin ? (
          <FormSelectField
            control={form.control}
            name="ownerId"
            label="Owner"
            options={options.ownerOptions}
          />
        ) : (
          <p className="text-sm text-muted-foreground">
            Owner: {initiative ? (initiative.ownerName ?? "No owner") : "you"}
          </p>
        )}
        <FormSelectField
          control={form.control}
          name="status"
          label="Status"
          options={options.statusOptions}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="initiative-year">Scorecard year</Label>
        <YearSelect
          id="initiative-year"
          value={year}
          onChange={setYear}
          startMonth={fiscalStart}
          className="w-32"
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormPickList
          form={form}
          name="objectiveAssignmentIds"
          label="Objectives"
          testId="initiative-objectives"
          options={options.objectiveOptions}
          hint="One or more objectives it delivers."
          empty={
            options.objectivesPending ? "Loading objectives..." : `No objectives are assigned in ${year}.`
          }
        />
        <FormPickList
          form={form}
          name="kpiAssignmentIds"
          label="Target KPIs"
          testId="initiative-kpis"
          options={options.kpiOptions}
          hint="The measures it should move."
          empty={options.kpisPending ? "Loading KPIs..." : `No KPIs are assigned in ${year}.`}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField form={form} name="startDate" label="Start date" type="date" />
        <FormTextField form={form} name="endDate" label="End date" type="date" min={startDate || undefined} />
        <FormTextField
          form={form}
          name="budget"
          label="Budget"
          inputMode="decimal"
          hint={`In ${currency}, the organization's currency. Leave empty when there is none.`}
        />
        <FormTextField form={form} name="spent" label="Spent" inputMode="decimal" hint={`In ${currency}.`} />
        {percentShown ? (
          <FormTextField
            form={form}
            name="percentComplete"
            label="Percent complete"
            inputMode="decimal"
            hint="0 to 100. With milestones, the weighted share of those done counts instead."
          />
        ) : (
          <p className="self-end text-sm text-muted-foreground">
            Percent complete follows the milestones done ({Math.round(initiative?.percentComplete ?? 0)}%).
          </p>
        )}
      </div>
    </FormDialog>
  );
}

/** A PickList bound to one of the form's lists of ids. */
function FormPickList({
  form,
  name,
  ...props
}: Omit<ComponentProps<typeof PickList>, "value" | "onChange" | "error"> & {
  form: UseFormReturn<InitiativeFormInput, unknown, InitiativeBody>;
  name: "objectiveAssignmentIds" | "kpiAssignmentIds";
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <PickList
          {...props}
          value={field.value}
          onChange={field.onChange}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
