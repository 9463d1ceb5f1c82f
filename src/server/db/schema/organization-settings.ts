import { sql } from "drizzle-orm";
import { boolean, check, doublePrecision, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { LOCALES } from "../../../domain/locale";
import type { Currency } from "../../../domain/units";
import { updatedAt } from "./columns";
import { organizations } from "./organizations";

export type DataCollectionWorkflow = { requiresApproval: boolean; autoAssign: boolean };
export type ChangeRequestWorkflow = {
  requiresApproval: boolean;
  requiresImpactAnalysis: boolean;
  multiLevelApproval: boolean;
  /** REQUEST-3: the request statuses meaning in review, applied and rejected (unset: by position). */
  inReviewStatus?: string;
  appliedStatus?: string;
  rejectedStatus?: string;
};

// Organization settings (SETTINGS-1), with the defaults of SETTINGS-1. Names left null
// fall back to the spec's defaults when read (SETTINGS-5: 'Defaults apply when a name is unset').
export const organizationSettings = pgTable(
  "organization_settings",
  {
    organizationId: uuid("organization_id")
      .primaryKey()
      .references(() => organizations.id, { onDelete: "cascade" }),
    vision: text("vision"),
    mission: text("mission"),
    values: text("values"),
    organizationName: text("organization_name"),
    scoreCapPercentage: doublePrecision("score_cap_percentage").notNull().default(150),
    exceedsTargetThreshold: doublePrecision("exceeds_target_threshold").notNull().default(100),
    onTargetThreshold: doublePrecision("on_target_threshold").notNull().default(90),
    nearTargetThreshold: doublePrecision("near_target_threshold").notNull().default(70),
    atRiskThreshold: doublePrecision("at_risk_threshold").notNull().default(50),
    // FISCAL-1: the month (1-12) the fiscal year starts; 1 is the calendar year.
    fiscalYearStartMonth: integer("fiscal_year_start_month").notNull().default(1),
    // SETTINGS-15: the currency of money that has none of its own (an initiative's budget and spend).
    currency: text("currency").$type<Currency>().notNull().default("EUR"),
    // SETTINGS-16: the organization's IANA time zone; its days bound due dates, digests and schedules.
    timeZone: text("time_zone").notNull().default("UTC"),
    // SETTINGS-20: the language of members who chose none, and of mail to addresses not yet registered.
    defaultLocale: text("default_locale", { enum: LOCALES }).notNull().default("en"),
    requestStatuses: jsonb("request_statuses")
      .$type<string[]>()
      .notNull()
      .default(["New", "In Progress", "Completed", "Rejected"]),
    // INIT-3: the statuses an initiative may have, in order (the first is a new initiative's).
    initiativeStatuses: jsonb("initiative_statuses")
      .$type<string[]>()
      .notNull()
      .default(["Not Started", "On Track", "At Risk", "Delayed", "Completed", "Cancelled"]),
    maxAttachmentSize: integer("max_attachment_size").notNull().default(10485760),
    allowedFileTypes: jsonb("allowed_file_types")
      .$type<string[]>()
      .notNull()
      .default([".pdf", ".doc", ".docx", ".xls", ".xlsx", ".png", ".jpg", ".jpeg"]),
    dataCollectionWorkflow: jsonb("data_collection_workflow")
      .$type<DataCollectionWorkflow>()
      .notNull()
      .default({ requiresApproval: false, autoAssign: true }),
    // CYCLE-3: the reporting calendar; COMMENT-4: an analysis required below at risk.
    reportingDueDays: integer("reporting_due_days").notNull().default(10),
    reminderLeadDays: integer("reminder_lead_days").notNull().default(3),
    escalationGraceDays: integer("escalation_grace_days").notNull().default(2),
    requireAnalysisBelowAtRisk: boolean("require_analysis_below_at_risk").notNull().default(false),
    // NOTIFY-13: days a KPI may stay below target with no initiative on its objective before an alert.
    redWithoutInitiativeDays: integer("red_without_initiative_days").notNull().default(30),
    changeRequestWorkflow: jsonb("change_request_workflow")
      .$type<ChangeRequestWorkflow>()
      .notNull()
      .default({ requiresApproval: true, requiresImpactAnalysis: true, multiLevelApproval: true }),
    perspectiveFinancialName: text("perspective_financial_name"),
    perspectiveCustomerName: text("perspective_customer_name"),
    perspectiveInternalProcessName: text("perspective_internal_process_name"),
    perspectiveLearningGrowthName: text("perspective_learning_growth_name"),
    termObjectivesLabel: text("term_objectives_label"),
    termKpisLabel: text("term_kpis_label"),
    termThemesLabel: text("term_themes_label"),
    termAssignmentsLabel: text("term_assignments_label"),
    termTargetsLabel: text("term_targets_label"),
    termActualResultsLabel: text("term_actual_results_label"),
    termScoreLabel: text("term_score_label"),
    levelCeoName: text("level_ceo_name"),
    levelDivisionName: text("level_division_name"),
    levelGeneralDepartmentName: text("level_general_department_name"),
    levelDepartmentName: text("level_department_name"),
    updatedAt: updatedAt(),
    updatedBy: uuid("updated_by"),
  },
  (t) => [
    check("organization_settings_reporting_due_days_check", sql`${t.reportingDueDays} between 0 and 90`),
    check("organization_settings_reminder_lead_days_check", sql`${t.reminderLeadDays} between 0 and 30`),
    check(
      "organization_settings_red_without_initiative_days_check",
      sql`${t.redWithoutInitiativeDays} between 1 and 365`,
    ),
    check(
      "organization_settings_escalation_grace_days_check",
      sql`${t.escalationGraceDays} between 1 and 30`,
    ),
    check("organization_settings_default_locale_check", sql`${t.defaultLocale} in ('en', 'de')`),
    check(
      "organization_settings_fiscal_year_start_month_check",
      sql`${t.fiscalYearStartMonth} between 1 and 12`,
    ),
  ],
);
