"use no memo"; // PLATFORM-29: react-hook-form reads its state during render, which the compiler would memoize.
import { zodResolver } from "@hookform/resolvers/zod";
import { type ComponentProps, useState } from "react";
import { Controller, type FieldPath, type UseFormReturn, useForm, useWatch } from "react-hook-form";
import { FormattedMessage, useIntl } from "react-intl";
import { currentYear } from "../../../../domain/periods";
import type { InitiativeBody } from "../../../../domain/schemas/initiatives";
import { FormDialog, useOpenCount } from "../../../components/form/form-dialog";
import { FormSelectField, FormTextareaField, FormTextField } from "../../../components/form/form-fields";
import { commonMessages } from "../../../components/messages";
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
import { initiativesMessages as m } from "../messages";
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
  const intl = useIntl();
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
      title={intl.formatMessage(initiative ? m.editInitiative : m.newInitiative)}
      description={intl.formatMessage(m.dialogDescription)}
      submitLabel={intl.formatMessage(initiative ? m.saveChanges : m.createInitiative)}
      pendingLabel={intl.formatMessage(commonMessages.saving)}
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
                title: intl.formatMessage(commonMessages.success),
                description: intl.formatMessage(initiative ? m.saved : m.created),
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
              setFormError(describeFailure(error, intl.formatMessage(m.saveFailed)));
            },
          },
        );
      }}
    >
      <FormTextField form={form} name="name" label={intl.formatMessage(m.name)} autoFocus maxLength={200} />
      <FormTextareaField
        form={form}
        name="description"
        label={intl.formatMessage(m.description)}
        rows={2}
        maxLength={5000}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {isAdmin ? (
          <FormSelectField
            control={form.control}
            name="ownerId"
            label={intl.formatMessage(m.owner)}
            options={options.ownerOptions}
          />
        ) : (
          <p className="text-sm text-muted-foreground">
            {initiative ? (
              <FormattedMessage
                {...m.ownerNamed}
                values={{ name: initiative.ownerName ?? intl.formatMessage(m.noOwner) }}
              />
            ) : (
              <FormattedMessage {...m.ownerYou} />
            )}
          </p>
        )}
        <FormSelectField
          control={form.control}
          name="status"
          label={intl.formatMessage(m.status)}
          options={options.statusOptions}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="initiative-year">
          <FormattedMessage {...m.scorecardYear} />
        </Label>
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
          label={intl.formatMessage(m.objectives)}
          filterLabel={intl.formatMessage(m.filterObjectives)}
          testId="initiative-objectives"
          options={options.objectiveOptions}
          hint={intl.formatMessage(m.objectivesHint)}
          empty={
            options.objectivesPending
              ? intl.formatMessage(m.loadingObjectives)
              : intl.formatMessage(m.noObjectivesInYear, { year })
          }
        />
        <FormPickList
          form={form}
          name="kpiAssignmentIds"
          label={intl.formatMessage(m.targetKpis)}
          filterLabel={intl.formatMessage(m.filterKpis)}
          testId="initiative-kpis"
          options={options.kpiOptions}
          hint={intl.formatMessage(m.kpisHint)}
          empty={
            options.kpisPending
              ? intl.formatMessage(m.loadingKpis)
              : intl.formatMessage(m.noKpisInYear, { year })
          }
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField form={form} name="startDate" label={intl.formatMessage(m.startDate)} type="date" />
        <FormTextField
          form={form}
          name="endDate"
          label={intl.formatMessage(m.endDate)}
          type="date"
          min={startDate || undefined}
        />
        <FormTextField
          form={form}
          name="budget"
          label={intl.formatMessage(m.budget)}
          inputMode="decimal"
          hint={intl.formatMessage(m.budgetHint, { currency })}
        />
        <FormTextField
          form={form}
          name="spent"
          label={intl.formatMessage(m.spent)}
          inputMode="decimal"
          hint={intl.formatMessage(m.spentHint, { currency })}
        />
        {percentShown ? (
          <FormTextField
            form={form}
            name="percentComplete"
            label={intl.formatMessage(m.percentCompleteLabel)}
            inputMode="decimal"
            hint={intl.formatMessage(m.percentHint)}
          />
        ) : (
          <p className="self-end text-sm text-muted-foreground">
            <FormattedMessage
              {...m.percentFollows}
              values={{ percent: Math.round(initiative?.percentComplete ?? 0) }}
            />
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
