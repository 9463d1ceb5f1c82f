"use no memo"; // PLATFORM-29: react-hook-form reads its state during render, which the compiler would memoize.
import { type ReactNode, useState } from "react";
import {
  type OrganizationSettings,
  organizationSettingsFieldsSchema,
  REPORTING_CALENDAR,
  type ReportingCalendarField,
} from "../../../../domain/schemas/settings";
import { LoadFailure } from "../../../components/load-failure";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { CheckboxField } from "../../../components/ui/checkbox";
import { Skeleton } from "../../../components/ui/skeleton";
import { TextField } from "../../../components/ui/text-field";
import { useRead } from "../../../lib/resources";
import { useSaveSettings } from "../../../lib/use-save-settings";
import { ClosedPeriods } from "./closed-periods-card";
import { InitiativeStatusesCard } from "./initiative-statuses-card";
import { SaveChangesButton } from "./save-changes-button";

const CALENDAR_FIELDS = Object.keys(REPORTING_CALENDAR) as ReportingCalendarField[];
const CALENDAR_HINTS: Record<ReportingCalendarField, string> = {
  reportingDueDays: "Days after a period ends that its actual result is due.",
  reminderLeadDays: "Days before the due date that owners get a reminder.",
  escalationGraceDays: "Days after the due date before the function's head is told, then each head above.",
  redWithoutInitiativeDays:
    "Days a KPI may stay Below Target with no initiative on its objective before its owner and followers are told.",
};

const calendarSchema = organizationSettingsFieldsSchema.pick({
  reportingDueDays: true,
  reminderLeadDays: true,
  escalationGraceDays: true,
  redWithoutInitiativeDays: true,
  requireAnalysisBelowAtRisk: true,
});

/** UI-54, UI-55: the reporting calendar (CYCLE-3), the analysis rule (COMMENT-4) and closed periods (LOCK-1). */
export function ReportingTab({ canEdit, workflow }: { canEdit: boolean; workflow?: ReactNode }) {
  const settings = useRead("/api/organization-settings");
  // UI-109: two columns at desktop width, one on a phone: collecting results (the calendar, approval and
  // change requests) on the left; closed periods and initiative statuses on the right.
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <div className="grid min-w-0 gap-6" data-testid="reporting-column">
        {settings.isPending ? (
          <Skeleton className="h-72 rounded-xl" />
        ) : settings.isError ? (
          <Card>
            <CardContent className="px-6">
              <LoadFailure
                error={settings.error}
                what="reporting settings"
                onRetry={() => settings.refetch()}
              />
            </CardContent>
          </Card>
        ) : (
          <CalendarForm key={settings.data.updatedAt} settings={settings.data} canEdit={canEdit} />
        )}
        {workflow}
      </div>
      <div className="grid min-w-0 gap-6" data-testid="reporting-column">
        <ClosedPeriods canEdit={canEdit} />
        {/* INIT-3: the initiative statuses, beside the reporting settings. */}
        <InitiativeStatusesCard canEdit={canEdit} />
      </div>
    </div>
  );
}

function CalendarForm({ settings, canEdit }: { settings: OrganizationSettings; canEdit: boolean }) {
  const [texts, setTexts] = useState<Record<ReportingCalendarField, string>>(
    () =>
      Object.fromEntries(CALENDAR_FIELDS.map((field) => [field, String(settings[field])])) as Record<
        ReportingCalendarField,
        string
      >,
  );
  const [requireAnalysis, setRequireAnalysis] = useState(settings.requireAnalysisBelowAtRisk);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const update = useSaveSettings();
  const dirty =
    requireAnalysis !== settings.requireAnalysisBelowAtRisk ||
    CALENDAR_FIELDS.some((field) => texts[field].trim() !== String(settings[field]));

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = calendarSchema.safeParse({
          ...Object.fromEntries(
            CALENDAR_FIELDS.map((field) => [
              field,
              texts[field].trim() === "" ? Number.NaN : Number(texts[field]),
            ]),
          ),
          requireAnalysisBelowAtRisk: requireAnalysis,
        });
        if (!parsed.success) {
          setErrors(
            Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
          );
          return;
        }
        setErrors({});
        // SETTINGS-4, SETTINGS-14: only these five fields are sent.
        update.mutate({ body: { ...parsed.data, version: settings.updatedAt } });
      }}
    >
      <Card>
        <CardHeader>
          <CardTitle>Reporting Calendar</CardTitle>
          <CardDescription>
            When results are due, when owners are reminded, when heads are told and when a KPI left below
            target is flagged.
            {canEdit ? "" : " Only admins can change it."}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          <div className="grid gap-4 sm:grid-cols-2">
            {CALENDAR_FIELDS.map((field) => {
              const { label, min, max } = REPORTING_CALENDAR[field];
              return (
                <TextField
                  key={field}
                  label={label}
                  type="number"
                  inputMode="numeric"
                  min={min}
                  max={max}
                  step={1}
                  disabled={!canEdit}
                  value={texts[field]}
                  onChange={(event) => setTexts((current) => ({ ...current, [field]: event.target.value }))}
                  error={errors[field]}
                  hint={`${CALENDAR_HINTS[field]} ${min}–${max}.`}
                />
              );
            })}
          </div>
          <CheckboxField
            label="Require an analysis below At Risk"
            hint="A result that scores below the At Risk threshold cannot be saved or submitted until its period has an analysis."
            checked={requireAnalysis}
            onCheckedChange={setRequireAnalysis}
            disabled={!canEdit}
          />
          {canEdit && (
            <div className="flex justify-end border-t pt-4">
              <SaveChangesButton pending={update.isPending} dirty={dirty} />
            </div>
          )}
        </CardContent>
      </Card>
    </form>
  );
}
