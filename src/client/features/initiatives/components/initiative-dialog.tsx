import { type FormEvent, useMemo, useState } from "react";
import { currentYear } from "../../../../domain/periods";
import type { KpiAssignment, ObjectiveAssignment } from "../../../../domain/schemas/assignments";
import { initiativeBodySchema } from "../../../../domain/schemas/initiatives";
import type { ManagedUser } from "../../../../domain/schemas/users";
import { FormError } from "../../../components/form/form-dialog";
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
import { SelectField } from "../../../components/ui/select-field";
import { TextField } from "../../../components/ui/text-field";
import { TextareaField } from "../../../components/ui/textarea";
import { toast } from "../../../components/ui/toast";
import { YearSelect } from "../../../components/year-select";
import { ApiError } from "../../../lib/api-client";
import { useCurrentUser } from "../../../lib/auth";
import { describeFailure } from "../../../lib/errors";
import { useFiscalStartMonth } from "../../../lib/fiscal-year";
import { useRead } from "../../../lib/resources";
import { useSaveInitiative } from "../lib/api";
import type { Initiative, InitiativeInput } from "../lib/types";
import { PickList, type PickOption } from "./pick-list";

type Fields = {
  name: string;
  description: string;
  ownerId: string;
  objectiveAssignmentIds: string[];
  kpiAssignmentIds: string[];
  startDate: string;
  endDate: string;
  budget: string;
  spent: string;
  status: string;
  percentComplete: string;
};

const NO_OWNER = "";

function initialFields(
  initiative: Initiative | undefined,
  userId: string | undefined,
  statuses: readonly string[],
): Fields {
  if (!initiative) {
    return {
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
  }
  return {
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
  };
}

/** A number field's value: null when blank, NaN when not a number (the check names it). */
const numberOf = (text: string) => (text.trim() === "" ? null : Number(text.replace(",", ".")));

/** The body of the fields; a number left blank is null, one that is not a number stays NaN for the check. */
function bodyOf(fields: Fields, percentShown: boolean): Record<string, unknown> {
  return {
    name: fields.name,
    description: fields.description,
    objectiveAssignmentIds: fields.objectiveAssignmentIds,
    kpiAssignmentIds: fields.kpiAssignmentIds,
    startDate: fields.startDate,
    endDate: fields.endDate,
    budget: numberOf(fields.budget),
    spent: numberOf(fields.spent),
    status: fields.status,
    ...(percentShown ? { percentComplete: numberOf(fields.percentComplete) ?? 0 } : {}),
  };
}

/** UI-79: the dialog checks the fields with the API's own schema; the server checks them all again. */
function check(body: Record<string, unknown>): Partial<Record<keyof Fields, string>> {
  const parsed = initiativeBodySchema.safeParse(body);
  const errors: Partial<Record<keyof Fields, string>> = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? "") as keyof Fields;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/**
 * UI-79: the create and edit dialog of an initiative: name, description, owner (administrators pick
 * anyone; a member's initiatives are their own), the objectives of a scorecard year (one or more) and
 * the KPIs it should move, dates, budget, spent, status and, only without milestones, percent complete.
 * A refused save keeps the dialog open with the server's words on the field they name.
 */
export function InitiativeDialog({
  open,
  onOpenChange,
  initiative,
  statuses,
  defaultObjectiveId,
  defaultKpiId,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Absent: a new initiative. */
  initiative?: Initiative;
  statuses: readonly string[];
  defaultObjectiveId?: string;
  /** UI-101: a KPI the new initiative should move (a notification's 'Create an initiative'). */
  defaultKpiId?: string;
  onSaved?: (saved: Initiative) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        {open ? (
          <InitiativeForm
            initiative={initiative}
            statuses={statuses}
            defaultObjectiveId={defaultObjectiveId}
            defaultKpiId={defaultKpiId}
            onClose={() => onOpenChange(false)}
            onSaved={onSaved}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function InitiativeForm({
  initiative,
  statuses,
  defaultObjectiveId,
  defaultKpiId,
  onClose,
  onSaved,
}: {
  initiative?: Initiative;
  statuses: readonly string[];
  defaultObjectiveId?: string;
  defaultKpiId?: string;
  onClose: () => void;
  onSaved?: (saved: Initiative) => void;
}) {
  const { user } = useCurrentUser();
  const isAdmin = user?.role === "admin" || user?.role === "super_admin";
  const fiscalStart = useFiscalStartMonth();
  const [year, setYear] = useState(initiative?.objectives[0]?.year ?? currentYear(new Date(), fiscalStart));
  const [fields, setFields] = useState<Fields>(() => {
    const start = initialFields(initiative, user?.id, statuses);
    return {
      ...start,
      ...(defaultObjectiveId ? { objectiveAssignmentIds: [defaultObjectiveId] } : {}),
      ...(defaultKpiId ? { kpiAssignmentIds: [defaultKpiId] } : {}),
    };
  });
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});
  const [formError, setFormError] = useState<string | undefined>();
  const set = <K extends keyof Fields>(key: K, value: Fields[K]) =>
    setFields((f) => ({ ...f, [key]: value }));

  const objectives = useRead<ObjectiveAssignment[]>("/api/objective-assignments", {
    params: { year },
    silent: true,
  });
  const kpis = useRead<KpiAssignment[]>("/api/kpi-assignments", { params: { year }, silent: true });
  const people = useRead<ManagedUser[]>("/api/employees", { silent: true, enabled: isAdmin });
  const save = useSaveInitiative();

  const objectiveOptions = useMemo<PickOption[]>(() => {
    const options = (objectives.data ?? []).map((o) => ({
      value: o.id,
      label: o.objectiveName,
      group: `${o.functionName} · ${o.year}`,
    }));
    // Objectives of another year, linked already, stay in the list.
    for (const o of initiative?.objectives ?? []) {
      if (!options.some((option) => option.value === o.id)) {
        options.push({ value: o.id, label: o.name, group: `${o.functionName} · ${o.year}` });
      }
    }
    return options;
  }, [objectives.data, initiative]);
  const kpiOptions = useMemo<PickOption[]>(() => {
    const options = (kpis.data ?? []).map((k) => ({
      value: k.id,
      label: `${k.kpiName} (${k.objectiveName})`,
      group: `${k.functionName} · ${k.year}`,
    }));
    for (const k of initiative?.kpis ?? []) {
      if (!options.some((option) => option.value === k.id)) {
        options.push({ value: k.id, label: k.name, group: `${k.functionName} · ${k.year}` });
      }
    }
    return options;
  }, [kpis.data, initiative]);
  const ownerOptions = useMemo(() => {
    const list = (people.data ?? []).map((p) => ({ value: p.id, label: p.name }));
    if (initiative?.ownerId && !list.some((o) => o.value === initiative.ownerId)) {
      list.push({ value: initiative.ownerId, label: initiative.ownerName ?? "Current owner" });
    }
    return [{ value: NO_OWNER, label: "No owner" }, ...list];
  }, [people.data, initiative]);
  const statusOptions = useMemo(() => {
    const list = statuses.map((s) => ({ value: s, label: s }));
    if (initiative && !statuses.includes(initiative.status))
      list.push({ value: initiative.status, label: initiative.status });
    return list;
  }, [statuses, initiative]);

  // UI-79: percent complete is entered only while the initiative has no milestones.
  const percentShown = (initiative?.milestones.length ?? 0) === 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const fieldBody = bodyOf(fields, percentShown);
    const found = check(fieldBody);
    setErrors(found);
    setFormError(undefined);
    if (Object.keys(found).length > 0) return;
    const body = {
      ...fieldBody,
      ...(isAdmin ? { ownerId: fields.ownerId === NO_OWNER ? null : fields.ownerId } : {}),
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
          onClose();
        },
        onError: (error) => {
          const fieldErrors: Partial<Record<keyof Fields, string>> = {};
          if (error instanceof ApiError && error.fields) {
            for (const [key, message] of Object.entries(error.fields)) {
              const field = key.split(".")[0] as keyof Fields;
              if (field in fields) fieldErrors[field] = message;
            }
          }
          setErrors(fieldErrors);
          setFormError(describeFailure(error, "The initiative could not be saved. Please try again."));
        },
      },
    );
  };

  const ownerLine = isAdmin ? null : (
    <p className="text-sm text-muted-foreground">
      Owner: {initiative ? (initiative.ownerName ?? "No owner") : "you"}
    </p>
  );

  return (
    <form
      noValidate
      onSubmit={submit}
      className="grid gap-4"
      aria-label={initiative ? "Edit initiative" : "New initiative"}
    >
      <DialogHeader>
        <DialogTitle>{initiative ? "Edit Initiative" : "New Initiative"}</DialogTitle>
        <DialogDescription>
          The project, the objectives it delivers and the KPIs it should move.
        </DialogDescription>
      </DialogHeader>
      <TextField
        label="Name"
        autoFocus
        maxLength={200}
        value={fields.name}
        error={errors.name}
        onChange={(event) => set("name", event.target.value)}
      />
      <TextareaField
        label="Description"
        rows={2}
        maxLength={5000}
        value={fields.description}
        error={errors.description}
        onChange={(event) => set("description", event.target.value)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {isAdmin ? (
          <SelectField
            label="Owner"
            options={ownerOptions}
            value={fields.ownerId}
            onChange={(value) => set("ownerId", value)}
            error={errors.ownerId}
          />
        ) : (
          ownerLine
        )}
        <SelectField
          label="Status"
          options={statusOptions}
          value={fields.status}
          onChange={(value) => set("status", value)}
          error={errors.status}
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
        <PickList
          label="Objectives"
          testId="initiative-objectives"
          options={objectiveOptions}
          value={fields.objectiveAssignmentIds}
          onChange={(value) => set("objectiveAssignmentIds", value)}
          error={errors.objectiveAssignmentIds}
          hint="One or more objectives it delivers."
          empty={objectives.isPending ? "Loading objectives..." : `No objectives are assigned in ${year}.`}
        />
        <PickList
          label="Target KPIs"
          testId="initiative-kpis"
          options={kpiOptions}
          value={fields.kpiAssignmentIds}
          onChange={(value) => set("kpiAssignmentIds", value)}
          error={errors.kpiAssignmentIds}
          hint="The measures it should move."
          empty={kpis.isPending ? "Loading KPIs..." : `No KPIs are assigned in ${year}.`}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Start date"
          type="date"
          value={fields.startDate}
          error={errors.startDate}
          onChange={(event) => set("startDate", event.target.value)}
        />
        <TextField
          label="End date"
          type="date"
          value={fields.endDate}
          min={fields.startDate || undefined}
          error={errors.endDate}
          onChange={(event) => set("endDate", event.target.value)}
        />
        <TextField
          label="Budget"
          inputMode="decimal"
          value={fields.budget}
          error={errors.budget}
          hint="Leave empty when there is none."
          onChange={(event) => set("budget", event.target.value)}
        />
        <TextField
          label="Spent"
          inputMode="decimal"
          value={fields.spent}
          error={errors.spent}
          onChange={(event) => set("spent", event.target.value)}
        />
        {percentShown ? (
          <TextField
            label="Percent complete"
            inputMode="decimal"
            value={fields.percentComplete}
            error={errors.percentComplete}
            hint="0 to 100. With milestones, the weighted share of those done counts instead."
            onChange={(event) => set("percentComplete", event.target.value)}
          />
        ) : (
          <p className="self-end text-sm text-muted-foreground">
            Percent complete follows the milestones done ({Math.round(initiative?.percentComplete ?? 0)}%).
          </p>
        )}
      </div>
      <FormError message={formError} />
      <DialogFooter className="pt-2">
        <Button variant="outline" onClick={onClose} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving..." : initiative ? "Save Changes" : "Create Initiative"}
        </Button>
      </DialogFooter>
    </form>
  );
}
