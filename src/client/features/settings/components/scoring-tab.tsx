"use no memo"; // PLATFORM-29: react-hook-form reads its state during render, which the compiler would memoize.
import { zodResolver } from "@hookform/resolvers/zod";
import { RotateCcwIcon } from "lucide-react";
import { useForm } from "react-hook-form";
import {
  type OrganizationSettings,
  SCORE_CAP_MIN,
  SCORE_PREVIEW_SAMPLES,
  SCORING_FIELD_NAMES,
  type ScoringFormInput,
  SETTING_NUMBER_MAX,
  SETTING_NUMBER_MIN,
  scoringFormProblem,
  scoringFormSchema,
  scoringValuesOf,
} from "../../../../domain/schemas/settings";
import { DEFAULT_SCORING_SETTINGS, type ScoringSettings, statusForScore } from "../../../../domain/scoring";
import { LoadFailure } from "../../../components/load-failure";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Skeleton } from "../../../components/ui/skeleton";
import { TextField } from "../../../components/ui/text-field";
import { toast } from "../../../components/ui/toast";
import { useRead } from "../../../lib/resources";
import { useSaveSettings } from "../../../lib/use-save-settings";
import { SaveChangesButton } from "./save-changes-button";
import { StatusBadge } from "./status-badge";

type Field = keyof ScoringSettings;

// Settings (UI-19): exceeds target, on target, near target, at risk, score cap.
const FIELDS: { field: Field; hint: string }[] = [
  { field: "exceedsTargetThreshold", hint: "At or above: Exceeds Target." },
  { field: "onTargetThreshold", hint: "At or above: On Target." },
  { field: "nearTargetThreshold", hint: "At or above: Near Target." },
  { field: "atRiskThreshold", hint: "At or above: At Risk; below it, Below Target." },
  { field: "scoreCapPercentage", hint: "The highest score a KPI can get (100 to 1000)." },
];

const toTexts = (settings: ScoringSettings): ScoringFormInput =>
  Object.fromEntries(FIELDS.map(({ field }) => [field, String(settings[field])])) as ScoringFormInput;

export function ScoringTab({ canEdit }: { canEdit: boolean }) {
  const settings = useRead("/api/organization-settings");
  if (settings.isPending) {
    return (
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Skeleton className="h-96 rounded-xl" />
        <Skeleton className="h-72 rounded-xl" />
      </div>
    );
  }
  if (settings.isError) {
    return (
      <Card>
        <CardContent className="px-6">
          <LoadFailure error={settings.error} what="scoring settings" onRetry={() => settings.refetch()} />
        </CardContent>
      </Card>
    );
  }
  // Keyed by version: after a save (or someone else's) the form starts again from the stored values.
  return <ScoringForm key={settings.data.updatedAt} settings={settings.data} canEdit={canEdit} />;
}

function ScoringForm({ settings, canEdit }: { settings: OrganizationSettings; canEdit: boolean }) {
  const form = useForm<ScoringFormInput, unknown, ScoringSettings>({
    resolver: zodResolver(scoringFormSchema),
    defaultValues: toTexts(settings),
  });
  const update = useSaveSettings();
  // The preview and the Save button follow the values as typed (SETTINGS-3: unparsable means default).
  const texts = form.watch();
  const values = scoringValuesOf(texts);
  const dirty = FIELDS.some(({ field }) => values[field] !== settings[field]);
  const saveNote = saveDisabledReason(texts, dirty);

  const onSubmit = form.handleSubmit(
    (valid) => {
      // SETTINGS-4: only the thresholds and cap are edited here; the rest is carried along unchanged.
      const { organizationId: _id, updatedAt, ...rest } = settings;
      update.mutate({ body: { ...rest, ...valid, version: updatedAt } });
    },
    // The schema refuses with the first problem (order, cap, then range), shown as its toast.
    () => {
      const problem = scoringFormProblem(scoringValuesOf(form.getValues()));
      if (problem) toast({ ...problem, variant: "destructive" });
    },
  );

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]"
    >
      <Card>
        <CardHeader>
          <CardTitle>KPI Scoring Thresholds</CardTitle>
          <CardDescription>
            A KPI's score is compared with these thresholds, from the top down, to give its status.
            {canEdit ? "" : " Only admins can change them."}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          <div className="grid gap-4 sm:grid-cols-2">
            {FIELDS.map(({ field, hint }) => (
              <TextField
                key={field}
                label={`${SCORING_FIELD_NAMES[field]} (%)`}
                hint={hint}
                type="number"
                inputMode="decimal"
                step="any"
                min={field === "scoreCapPercentage" ? SCORE_CAP_MIN : SETTING_NUMBER_MIN}
                max={SETTING_NUMBER_MAX}
                disabled={!canEdit}
                {...form.register(field)}
              />
            ))}
          </div>
          {canEdit && (
            <div className="flex flex-col-reverse gap-2 border-t pt-4 sm:flex-row sm:justify-end">
              <Button
                variant="outline"
                onClick={() => form.reset(toTexts(DEFAULT_SCORING_SETTINGS), { keepDefaultValues: true })}
              >
                <RotateCcwIcon aria-hidden="true" />
                Reset to Defaults
              </Button>
              <SaveChangesButton
                pending={update.isPending}
                dirty={dirty}
                aria-describedby={saveNote ? "scoring-save-note" : undefined}
              />
            </div>
          )}
          {canEdit && saveNote && (
            <p
              id="scoring-save-note"
              data-testid="scoring-save-note"
              role="status"
              className="text-sm text-muted-foreground sm:text-right"
            >
              {saveNote}
            </p>
          )}
        </CardContent>
      </Card>
      <ScorePreview values={values} />
    </form>
  );
}

/**
 * UI-25: why Save is disabled, or what an empty input will save. An empty input counts as its default
 * (SETTINGS-3), so clearing a value that equals its default changes nothing and Save stays disabled.
 */
function saveDisabledReason(texts: ScoringFormInput, dirty: boolean): string | null {
  const empty = FIELDS.filter(({ field }) => (texts[field] ?? "").trim() === "").map(({ field }) => field);
  const defaults = empty
    .map((field) => `${SCORING_FIELD_NAMES[field]} ${DEFAULT_SCORING_SETTINGS[field]}%`)
    .join(", ");
  if (empty.length === 0) return dirty ? null : "No changes to save.";
  if (dirty) return `An empty field is saved as its default (${defaults}).`;
  return `Save Changes is disabled: nothing changed. An empty field counts as its default (${defaults}), which is the value already saved.`;
}

/** SETTINGS-6: the status each sample score would get with the thresholds as typed (before saving). */
function ScorePreview({ values }: { values: ScoringSettings }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Status Preview</CardTitle>
        <CardDescription>How sample scores are classified with the values above.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y" aria-label="Status preview">
          {SCORE_PREVIEW_SAMPLES.map((sample) => {
            // A score never exceeds the cap (SETTINGS-6, SCORE-2), so a sample above it is classified at the
            // cap.
            const scored = Math.min(sample, Math.max(values.scoreCapPercentage, 0));
            return (
              <li
                key={sample}
                className="flex items-center justify-between gap-3 py-2.5"
                data-sample={sample}
              >
                <span className="font-medium tabular-nums">
                  {sample}%
                  {scored !== sample && (
                    <span className="ml-2 text-xs font-normal text-muted-foreground">
                      capped at {scored}%
                    </span>
                  )}
                </span>
                <StatusBadge status={statusForScore(scored, values)} />
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
