import { RotateCcwIcon, SaveIcon } from "lucide-react";
import { type FormEvent, useState } from "react";
import {
  parseScoringInput,
  SCORE_CAP_MIN,
  SCORE_PREVIEW_SAMPLES,
  SETTING_NUMBER_MAX,
  SETTING_NUMBER_MIN,
  scoringSettingsProblem,
} from "../../../../domain/schemas/settings";
import { DEFAULT_SCORING_SETTINGS, type ScoringSettings, statusForScore } from "../../../../domain/scoring";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Skeleton } from "../../../components/ui/skeleton";
import { TextField } from "../../../components/ui/text-field";
import { toast } from "../../../components/ui/toast";
import {
  type OrganizationSettings,
  useOrganizationSettings,
  useUpdateOrganizationSettings,
} from "../../../lib/api/organization-settings";
import { describeFailure } from "../../../lib/errors";
import { StatusBadge } from "./status-badge";

type Field = keyof ScoringSettings;
type Drafts = Record<Field, string>;

// spec §2 Settings: exceeds target, on target, near target, at risk, score cap.
const FIELDS: { field: Field; label: string; hint: string }[] = [
  { field: "exceedsTargetThreshold", label: "Exceeds Target (%)", hint: "At or above: Exceeds Target." },
  { field: "onTargetThreshold", label: "On Target (%)", hint: "At or above: On Target." },
  { field: "nearTargetThreshold", label: "Near Target (%)", hint: "At or above: Near Target." },
  { field: "atRiskThreshold", label: "At Risk (%)", hint: "At or above: At Risk; below it, Below Target." },
  {
    field: "scoreCapPercentage",
    label: "Score Cap (%)",
    hint: "The highest score a KPI can get (100 to 1000).",
  },
];

const toDrafts = (settings: ScoringSettings): Drafts =>
  Object.fromEntries(FIELDS.map(({ field }) => [field, String(settings[field])])) as Drafts;

/** spec §5: an unparsable entry falls back to the defaults. */
const parseDrafts = (drafts: Drafts): ScoringSettings =>
  Object.fromEntries(
    FIELDS.map(({ field }) => [field, parseScoringInput(drafts[field], field)]),
  ) as ScoringSettings;

function outOfRange(values: ScoringSettings): string | null {
  for (const { field, label } of FIELDS) {
    // spec §5: numbers 0 to 1000 (a cap under 100 has its own message, checked before this).
    if (values[field] < SETTING_NUMBER_MIN || values[field] > SETTING_NUMBER_MAX) {
      return `${label.replace(" (%)", "")} must be between ${SETTING_NUMBER_MIN} and ${SETTING_NUMBER_MAX}.`;
    }
  }
  return null;
}

export function ScoringTab({ canEdit }: { canEdit: boolean }) {
  const settings = useOrganizationSettings();
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
        <CardContent className="flex flex-col items-start gap-3 p-6">
          <p className="text-sm text-muted-foreground">
            {describeFailure(settings.error, "The scoring settings could not be loaded.")}
          </p>
          <Button variant="outline" onClick={() => settings.refetch()}>
            Try Again
          </Button>
        </CardContent>
      </Card>
    );
  }
  // Keyed by version: after a save (or someone else's) the form starts again from the stored values.
  return <ScoringForm key={settings.data.updatedAt} settings={settings.data} canEdit={canEdit} />;
}

function ScoringForm({ settings, canEdit }: { settings: OrganizationSettings; canEdit: boolean }) {
  const [drafts, setDrafts] = useState<Drafts>(() => toDrafts(settings));
  const update = useUpdateOrganizationSettings();
  const values = parseDrafts(drafts);
  const dirty = FIELDS.some(({ field }) => values[field] !== settings[field]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = scoringSettingsProblem(values);
    if (problem) {
      toast({ ...problem, variant: "destructive" });
      return;
    }
    const range = outOfRange(values);
    if (range) {
      toast({ title: "Invalid Value", description: range, variant: "destructive" });
      return;
    }
    // spec §3: only the thresholds and cap are edited here; the rest is carried along unchanged.
    const { organizationId: _id, updatedAt, ...rest } = settings;
    update.mutate(
      { ...rest, ...values, version: updatedAt },
      {
        onSuccess: () =>
          toast({ title: "Success", description: "Settings updated successfully", variant: "success" }),
        onError: (error) =>
          toast({
            title: "Failed to update settings",
            description: describeFailure(error, "Please try again."),
            variant: "destructive",
          }),
      },
    );
  };

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
            {FIELDS.map(({ field, label, hint }) => (
              <TextField
                key={field}
                className="content-start"
                name={field}
                label={label}
                hint={hint}
                type="number"
                inputMode="decimal"
                step="any"
                min={field === "scoreCapPercentage" ? SCORE_CAP_MIN : SETTING_NUMBER_MIN}
                max={SETTING_NUMBER_MAX}
                value={drafts[field]}
                disabled={!canEdit}
                onChange={(event) => setDrafts((current) => ({ ...current, [field]: event.target.value }))}
              />
            ))}
          </div>
          {canEdit && (
            <div className="flex flex-col-reverse gap-2 border-t pt-4 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={() => setDrafts(toDrafts(DEFAULT_SCORING_SETTINGS))}>
                <RotateCcwIcon aria-hidden="true" />
                Reset to Defaults
              </Button>
              <Button type="submit" disabled={update.isPending || !dirty}>
                <SaveIcon aria-hidden="true" />
                {update.isPending ? "Saving..." : "Save Changes"}
              </Button>
            </div>
          )}
        </CardContent>
      </Card>
      <ScorePreview values={values} />
    </form>
  );
}

/** spec §2: the status each sample score would get with the thresholds as typed (before saving). */
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
            // A score never exceeds the cap (spec §9), so a sample above it is classified at the cap.
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
