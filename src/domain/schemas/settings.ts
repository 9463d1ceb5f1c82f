import { z } from "zod";
import { KNOWN_EVIDENCE_EXTENSIONS } from "../evidence";
import { LOCALES } from "../locale";
import { DEFAULT_SCORING_SETTINGS, type ScoringSettings } from "../scoring";
import { canonicalTimeZone } from "../time-zone";
import { CURRENCIES } from "../units";

// Organization settings (SETTINGS-1), 'Thresholds on save' (SETTINGS-2), 'Settings defaults' (SETTINGS-1).

/** SETTINGS-1 (the name fields are unset: readers fall back to the spec's names, SETTINGS-5). */
export const DEFAULT_REQUEST_STATUSES = ["New", "In Progress", "Completed", "Rejected"] as const;
export const DEFAULT_MAX_ATTACHMENT_SIZE = 10_485_760;
export const DEFAULT_ALLOWED_FILE_TYPES = [".pdf", ".doc", ".docx", ".xls", ".xlsx", ".png", ".jpg", ".jpeg"];
export const DEFAULT_DATA_COLLECTION_WORKFLOW = { requiresApproval: false, autoAssign: true };
export const DEFAULT_CHANGE_REQUEST_WORKFLOW = {
  requiresApproval: true,
  requiresImpactAnalysis: true,
  multiLevelApproval: true,
  // REQUEST-3: the meanings of the default statuses.
  inReviewStatus: "In Progress",
  appliedStatus: "Completed",
  rejectedStatus: "Rejected",
};

/** Settings (SETTINGS-6): the sample scores of the status preview. */
export const SCORE_PREVIEW_SAMPLES = [120, 95, 80, 60, 30] as const;

// SETTINGS-3: threshold inputs are numbers 0 to 1000; the cap input is 100 to 1000.
export const SETTING_NUMBER_MIN = 0;
export const SETTING_NUMBER_MAX = 1000;
export const SCORE_CAP_MIN = 100;

/** 'Thresholds on save' (SETTINGS-2): the toasts' titles and descriptions, word for word. */
export const INVALID_THRESHOLDS = {
  title: "Invalid Thresholds",
  description: "Thresholds must be in descending order (Exceeds > On Target > Near Target > At Risk)",
} as const;
export const INVALID_SCORE_CAP = {
  title: "Invalid Score Cap",
  description: "Score cap must be at least 100%",
} as const;

export type SettingsProblem = { title: string; description: string };

/** The server's 400 message for a problem: 'Invalid Thresholds: Thresholds must be …'. */
export const settingsProblemMessage = (problem: SettingsProblem) =>
  `${problem.title}: ${problem.description}`;

/**
 * Thresholds on save (SETTINGS-2): strictly descending (exceeds > on target > near target > at risk), then
 * a cap of at least 100. The first rule broken is the one reported, as the screen shows one toast.
 */
export function scoringSettingsProblem(settings: ScoringSettings): SettingsProblem | null {
  const { exceedsTargetThreshold, onTargetThreshold, nearTargetThreshold, atRiskThreshold } = settings;
  if (
    !(
      exceedsTargetThreshold > onTargetThreshold &&
      onTargetThreshold > nearTargetThreshold &&
      nearTargetThreshold > atRiskThreshold
    )
  ) {
    return INVALID_THRESHOLDS;
  }
  if (!(settings.scoreCapPercentage >= SCORE_CAP_MIN)) return INVALID_SCORE_CAP;
  return null;
}

export const SCORING_FIELDS = [
  "exceedsTargetThreshold",
  "onTargetThreshold",
  "nearTargetThreshold",
  "atRiskThreshold",
  "scoreCapPercentage",
] as const satisfies readonly (keyof ScoringSettings)[];

/** SETTINGS-3: 'An unparsable entry falls back to the defaults (100, 90, 70, 50, 150)'. */
export function parseScoringInput(raw: string, field: keyof ScoringSettings): number {
  const trimmed = raw.trim();
  const value = trimmed === "" ? Number.NaN : Number(trimmed);
  return Number.isFinite(value) ? value : DEFAULT_SCORING_SETTINGS[field];
}

/** The names the scoring form and its messages give the five numbers (UI-19). */
export const SCORING_FIELD_NAMES = {
  exceedsTargetThreshold: "Exceeds Target",
  onTargetThreshold: "On Target",
  nearTargetThreshold: "Near Target",
  atRiskThreshold: "At Risk",
  scoreCapPercentage: "Score Cap",
} as const satisfies Record<keyof ScoringSettings, string>;

/**
 * The first problem of the scoring form's numbers, as its toast shows it: the order and the cap
 * (scoringSettingsProblem), then each number within 0 to 1000 ('Invalid Value').
 */
export function scoringFormProblem(settings: ScoringSettings): SettingsProblem | null {
  const problem = scoringSettingsProblem(settings);
  if (problem) return problem;
  for (const field of SCORING_FIELDS) {
    if (settings[field] < SETTING_NUMBER_MIN || settings[field] > SETTING_NUMBER_MAX) {
      return {
        title: "Invalid Value",
        description: `${SCORING_FIELD_NAMES[field]} must be between ${SETTING_NUMBER_MIN} and ${SETTING_NUMBER_MAX}.`,
      };
    }
  }
  return null;
}

/** The scoring form's five texts as numbers: an unparsable entry falls back to its default. */
export function scoringValuesOf(texts: Record<keyof ScoringSettings, string>): ScoringSettings {
  return Object.fromEntries(
    SCORING_FIELDS.map((field) => [field, parseScoringInput(texts[field], field)]),
  ) as ScoringSettings;
}

/**
 * The Settings scoring form (SETTINGS-2): five texts, read as scoringValuesOf reads
 * them, and refused with the words of scoringFormProblem.
 */
export const scoringFormSchema = z
  .object({
    exceedsTargetThreshold: z.string(),
    onTargetThreshold: z.string(),
    nearTargetThreshold: z.string(),
    atRiskThreshold: z.string(),
    scoreCapPercentage: z.string(),
  })
  .transform((texts, ctx) => {
    const values = scoringValuesOf(texts);
    const problem = scoringFormProblem(values);
    if (problem) {
      ctx.addIssue({ code: "custom", message: settingsProblemMessage(problem) });
      return z.NEVER;
    }
    return values;
  });
export type ScoringFormInput = z.input<typeof scoringFormSchema>;

const threshold = z
  .number({ error: "Thresholds must be numbers" })
  .min(SETTING_NUMBER_MIN, `Thresholds must be between ${SETTING_NUMBER_MIN} and ${SETTING_NUMBER_MAX}`)
  .max(SETTING_NUMBER_MAX, `Thresholds must be between ${SETTING_NUMBER_MIN} and ${SETTING_NUMBER_MAX}`);

// Below 100 is left to scoringSettingsProblem, so the answer carries the spec's own message.
const scoreCap = z
  .number({ error: "Score cap must be a number" })
  .min(SETTING_NUMBER_MIN, `Score cap must be between ${SCORE_CAP_MIN} and ${SETTING_NUMBER_MAX}`)
  .max(SETTING_NUMBER_MAX, `Score cap must be at most ${SETTING_NUMBER_MAX}%`);

/** Free text that may be unset: trimmed, and blank means unset (null), so the defaults apply again. */
const optionalText = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullable()
    .transform((value) => (value ? value : null));

const name = (label: string) => optionalText(50, label);

/** FISCAL-1: the fiscal year's start month, a whole number 1 (January) to 12 (December). */
export const FISCAL_START_MONTH_MESSAGE = "Fiscal year start month must be a whole number from 1 to 12";
export const fiscalYearStartMonthSchema = z
  .number({ error: FISCAL_START_MONTH_MESSAGE })
  .int(FISCAL_START_MONTH_MESSAGE)
  .min(1, FISCAL_START_MONTH_MESSAGE)
  .max(12, FISCAL_START_MONTH_MESSAGE);

/** SETTINGS-15: the organization's currency, one of CURRENCIES. */
export const CURRENCY_MESSAGE = `Currency must be one of ${CURRENCIES.join(", ")}`;
export const currencySchema = z.enum(CURRENCIES, { error: CURRENCY_MESSAGE });
export const currencyFormSchema = z.object({ currency: currencySchema });
export type CurrencyFormValues = z.output<typeof currencyFormSchema>;

/** SETTINGS-16: the organization's time zone, an IANA name the runtime knows, kept in its canonical case. */
export const TIME_ZONE_MESSAGE = "Time zone must be an IANA time zone name such as Europe/Berlin or UTC";
export const timeZoneSchema = z
  .string({ error: TIME_ZONE_MESSAGE })
  .trim()
  .transform((name, ctx) => {
    const canonical = canonicalTimeZone(name);
    if (canonical === null) {
      ctx.addIssue({ code: "custom", message: TIME_ZONE_MESSAGE });
      return z.NEVER;
    }
    return canonical;
  })
  .meta({
    description: "An IANA time zone name, e.g. Europe/Berlin (SETTINGS-16)",
    example: "Europe/Berlin",
  });
export const timeZoneFormSchema = z.object({ timeZone: timeZoneSchema });
export type TimeZoneFormInput = z.input<typeof timeZoneFormSchema>;
export type TimeZoneFormValues = z.output<typeof timeZoneFormSchema>;
/** SETTINGS-20: the organization's default language, one of LOCALES. */
export const DEFAULT_LOCALE_MESSAGE = "The default language must be English (en) or German (de)";
export const defaultLocaleFormSchema = z.object({
  defaultLocale: z.enum(LOCALES, { error: DEFAULT_LOCALE_MESSAGE }),
});
export type DefaultLocaleFormValues = z.output<typeof defaultLocaleFormSchema>;

/** FISCAL-7: the settings screen's fiscal year form: the month picked as text ("1".."12"), sent as a number. */
export const fiscalYearFormSchema = z.object({
  fiscalYearStartMonth: z
    .string()
    .transform((text) => Number(text))
    .pipe(fiscalYearStartMonthSchema),
});
export type FiscalYearFormInput = z.input<typeof fiscalYearFormSchema>;
export type FiscalYearFormValues = z.output<typeof fiscalYearFormSchema>;

/** FISCAL-7: the settings screen's warning next to the fiscal year start, word for word. */
export const FISCAL_START_WARNING =
  "Changing the fiscal year start re-labels data, it never moves it: each month's values stay in that calendar month, quarterly and annual values keep their year and period, and quarters, year-to-date and years then count from the new start month.";

/**
 * CYCLE-3: the reporting calendar's whole numbers and their ranges; COMMENT-4: the analysis switch is off
 * by default.
 */
export const REPORTING_CALENDAR = {
  reportingDueDays: { label: "Reporting due days", min: 0, max: 90, default: 10 },
  reminderLeadDays: { label: "Reminder lead days", min: 0, max: 30, default: 3 },
  escalationGraceDays: { label: "Escalation grace days", min: 1, max: 30, default: 2 },
  // SETTINGS-13: days a KPI may stay Below Target with no initiative before it is told (NOTIFY-13).
  redWithoutInitiativeDays: { label: "Below target alert days", min: 1, max: 365, default: 30 },
} as const;
export type ReportingCalendarField = keyof typeof REPORTING_CALENDAR;
export const DEFAULT_REQUIRE_ANALYSIS_BELOW_AT_RISK = false;

const calendarDays = (field: ReportingCalendarField) => {
  const { label, min, max } = REPORTING_CALENDAR[field];
  const message = `${label} must be a whole number from ${min} to ${max}`;
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
};

const fileType = z
  .string({ error: "File types must be text" })
  .trim()
  .toLowerCase()
  .regex(/^\.[a-z0-9]{1,10}$/, "File types look like .pdf")
  // EVIDENCE-12: only a type whose content the server checks (EVIDENCE-4) may be allowed; a page, an image
  // that runs script (.html, .svg, .xml) or anything unknown would be refused at every upload.
  .refine((type) => KNOWN_EVIDENCE_EXTENSIONS.includes(type), {
    error: (issue) =>
      `${String(issue.input)} cannot be allowed: evidence may be ${KNOWN_EVIDENCE_EXTENSIONS.join(", ")}`,
  });

/** REQUEST-3: a status the change request workflow names (checked against requestStatuses on save). */
const requestStatusName = z
  .string({ error: "A workflow status must be text" })
  .trim()
  .min(1, "A workflow status cannot be blank")
  .max(50, "Request statuses are at most 50 characters");

/** Every field of SETTINGS-1, each optional: PUT keeps what it is not sent. */
export const organizationSettingsFieldsSchema = z.object({
  vision: optionalText(5000, "Vision"),
  mission: optionalText(5000, "Mission"),
  values: optionalText(5000, "Values"),
  organizationName: optionalText(100, "Organization name"),
  scoreCapPercentage: scoreCap,
  exceedsTargetThreshold: threshold,
  onTargetThreshold: threshold,
  nearTargetThreshold: threshold,
  atRiskThreshold: threshold,
  fiscalYearStartMonth: fiscalYearStartMonthSchema,
  currency: currencySchema,
  timeZone: timeZoneSchema,
  // SETTINGS-20: the language of members who chose none.
  defaultLocale: z.enum(LOCALES, { error: DEFAULT_LOCALE_MESSAGE }),
  requestStatuses: z
    .array(
      z
        .string()
        .trim()
        .min(1, "A request status cannot be blank")
        .max(50, "Request statuses are at most 50 characters"),
      {
        error: "Request statuses must be a list",
      },
    )
    .min(1, "Keep at least one request status")
    .max(20, "At most 20 request statuses"),
  // INIT-3: the statuses an initiative may have (1..20 names, each used once).
  initiativeStatuses: z
    .array(
      z
        .string()
        .trim()
        .min(1, "An initiative status cannot be blank")
        .max(50, "Initiative statuses are at most 50 characters"),
      { error: "Initiative statuses must be a list" },
    )
    .min(1, "Keep at least one initiative status")
    .max(20, "At most 20 initiative statuses")
    .refine(
      (names) => new Set(names.map((name) => name.toLowerCase())).size === names.length,
      "Each initiative status may appear only once",
    ),
  maxAttachmentSize: z
    .number({ error: "Max attachment size must be a number of bytes" })
    .int("Max attachment size must be a whole number of bytes")
    .min(1, "Max attachment size must be between 1 byte and 1 GB")
    .max(1_073_741_824, "Max attachment size must be between 1 byte and 1 GB"),
  allowedFileTypes: z
    .array(fileType, { error: "Allowed file types must be a list" })
    .max(50, "At most 50 file types"),
  dataCollectionWorkflow: z.object({ requiresApproval: z.boolean(), autoAssign: z.boolean() }),
  reportingDueDays: calendarDays("reportingDueDays"),
  reminderLeadDays: calendarDays("reminderLeadDays"),
  escalationGraceDays: calendarDays("escalationGraceDays"),
  redWithoutInitiativeDays: calendarDays("redWithoutInitiativeDays"),
  requireAnalysisBelowAtRisk: z.boolean({ error: "Require analysis must be true or false" }),
  changeRequestWorkflow: z.object({
    requiresApproval: z.boolean(),
    requiresImpactAnalysis: z.boolean(),
    multiLevelApproval: z.boolean(),
    // REQUEST-3: the statuses meaning in review, applied and rejected (unset: by position).
    inReviewStatus: requestStatusName.optional(),
    appliedStatus: requestStatusName.optional(),
    rejectedStatus: requestStatusName.optional(),
  }),
  perspectiveFinancialName: name("Perspective name"),
  perspectiveCustomerName: name("Perspective name"),
  perspectiveInternalProcessName: name("Perspective name"),
  perspectiveLearningGrowthName: name("Perspective name"),
  termObjectivesLabel: name("Term label"),
  termKpisLabel: name("Term label"),
  termThemesLabel: name("Term label"),
  termAssignmentsLabel: name("Term label"),
  termTargetsLabel: name("Term label"),
  termActualResultsLabel: name("Term label"),
  termScoreLabel: name("Term label"),
  levelCeoName: name("Level name"),
  levelDivisionName: name("Level name"),
  levelGeneralDepartmentName: name("Level name"),
  levelDepartmentName: name("Level name"),
});

/**
 * PUT /api/organization-settings: the full object or any part of it (the Corporate BSC foundation save
 * sends only vision, mission, values and organizationName); fields not sent are kept unchanged. Keys
 * the API itself answers (organizationId, updatedAt) are ignored, so a GET's answer can be sent back.
 * `version` is the updatedAt the edit started from (VERSION-1).
 */
export const organizationSettingsUpdateSchema = organizationSettingsFieldsSchema.partial().extend({
  version: z.string().optional(),
});
export type OrganizationSettingsUpdate = z.input<typeof organizationSettingsUpdateSchema>;
export type OrganizationSettingsPatch = z.output<typeof organizationSettingsUpdateSchema>;

/** The Corporate BSC foundation form: the four texts it edits, checked as the settings save checks them. */
export const foundationFormSchema = organizationSettingsFieldsSchema.pick({
  organizationName: true,
  vision: true,
  mission: true,
  values: true,
});
export type FoundationFormInput = z.input<typeof foundationFormSchema>;
export type FoundationFormValues = z.output<typeof foundationFormSchema>;

/**
 * GET /api/organization-settings: the whole object. Unset names and labels are null (not the spec's
 * defaults), so a save never freezes a default into the organization's data; `perspectiveName`,
 * `levelName` and `termLabel` (domain/labels) apply the defaults when reading.
 */
export const organizationSettingsSchema = z.object({
  organizationId: z.uuid(),
  vision: z.string().nullable(),
  mission: z.string().nullable(),
  values: z.string().nullable(),
  organizationName: z.string().nullable(),
  scoreCapPercentage: z.number(),
  exceedsTargetThreshold: z.number(),
  onTargetThreshold: z.number(),
  nearTargetThreshold: z.number(),
  atRiskThreshold: z.number(),
  /** FISCAL-1: 1 (January, the calendar year) to 12. */
  fiscalYearStartMonth: z.number().int(),
  /** SETTINGS-15: the currency of initiative budgets and spend. */
  currency: z.enum(CURRENCIES),
  /**
   * SETTINGS-16: the IANA time zone whose days are the organization's: due dates, overdue, "today", the
   * 07:00 digest and report schedules (SETTINGS-17..SETTINGS-19).
   */
  timeZone: z.string().meta({ description: "IANA time zone name (SETTINGS-16)", example: "Europe/Berlin" }),
  /** SETTINGS-20: the language of members who chose none, and of mail to addresses not yet registered. */
  defaultLocale: z.enum(LOCALES),
  requestStatuses: z.array(z.string()),
  /** INIT-3: the statuses an initiative may have. */
  initiativeStatuses: z.array(z.string()),
  maxAttachmentSize: z.number(),
  allowedFileTypes: z.array(z.string()),
  dataCollectionWorkflow: z.object({ requiresApproval: z.boolean(), autoAssign: z.boolean() }),
  /** CYCLE-3: the reporting calendar, in days. */
  reportingDueDays: z.number().int(),
  reminderLeadDays: z.number().int(),
  escalationGraceDays: z.number().int(),
  /** SETTINGS-13: days below target with no initiative before the alert of NOTIFY-13. */
  redWithoutInitiativeDays: z.number().int(),
  /** COMMENT-4: an analysis is required for results below at risk. */
  requireAnalysisBelowAtRisk: z.boolean(),
  changeRequestWorkflow: z.object({
    requiresApproval: z.boolean(),
    requiresImpactAnalysis: z.boolean(),
    multiLevelApproval: z.boolean(),
    /** REQUEST-3: the statuses meaning in review, applied and rejected, resolved (REQUEST-3's fallbacks). */
    inReviewStatus: z.string(),
    appliedStatus: z.string(),
    rejectedStatus: z.string(),
  }),
  perspectiveFinancialName: z.string().nullable(),
  perspectiveCustomerName: z.string().nullable(),
  perspectiveInternalProcessName: z.string().nullable(),
  perspectiveLearningGrowthName: z.string().nullable(),
  termObjectivesLabel: z.string().nullable(),
  termKpisLabel: z.string().nullable(),
  termThemesLabel: z.string().nullable(),
  termAssignmentsLabel: z.string().nullable(),
  termTargetsLabel: z.string().nullable(),
  termActualResultsLabel: z.string().nullable(),
  termScoreLabel: z.string().nullable(),
  levelCeoName: z.string().nullable(),
  levelDivisionName: z.string().nullable(),
  levelGeneralDepartmentName: z.string().nullable(),
  levelDepartmentName: z.string().nullable(),
  /** The version to send back as `version` (VERSION-1). */
  updatedAt: z.string(),
});
export type OrganizationSettings = z.infer<typeof organizationSettingsSchema>;
