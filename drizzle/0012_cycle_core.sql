CREATE TABLE "kpi_commentary" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"kpi_assignment_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"period_key" text NOT NULL,
	"analysis" text DEFAULT '' NOT NULL,
	"recommendations" text DEFAULT '' NOT NULL,
	"author_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kpi_commentary_year_check" CHECK ("kpi_commentary"."year" between 1900 and 2200)
);
--> statement-breakpoint
CREATE TABLE "period_locks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"frequency" text NOT NULL,
	"period_key" text NOT NULL,
	"locked_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "period_locks_year_check" CHECK ("period_locks"."year" between 1900 and 2200),
	CONSTRAINT "period_locks_frequency_check" CHECK ("period_locks"."frequency" in ('monthly', 'quarterly', 'annual'))
);
--> statement-breakpoint
ALTER TABLE "organization_functions" ADD COLUMN "head_user_id" uuid;--> statement-breakpoint
ALTER TABLE "organization_settings" ADD COLUMN "reporting_due_days" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "organization_settings" ADD COLUMN "reminder_lead_days" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "organization_settings" ADD COLUMN "escalation_grace_days" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "organization_settings" ADD COLUMN "require_analysis_below_at_risk" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "kpi_commentary" ADD CONSTRAINT "kpi_commentary_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kpi_commentary" ADD CONSTRAINT "kpi_commentary_kpi_assignment_id_kpi_assignments_id_fk" FOREIGN KEY ("kpi_assignment_id") REFERENCES "public"."kpi_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kpi_commentary" ADD CONSTRAINT "kpi_commentary_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "period_locks" ADD CONSTRAINT "period_locks_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "period_locks" ADD CONSTRAINT "period_locks_locked_by_users_id_fk" FOREIGN KEY ("locked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kpi_commentary_organization_idx" ON "kpi_commentary" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "kpi_commentary_assignment_idx" ON "kpi_commentary" USING btree ("kpi_assignment_id","year","period_key","created_at");--> statement-breakpoint
CREATE INDEX "period_locks_organization_idx" ON "period_locks" USING btree ("organization_id","year");--> statement-breakpoint
CREATE UNIQUE INDEX "period_locks_unique" ON "period_locks" USING btree ("organization_id","year","period_key");--> statement-breakpoint
ALTER TABLE "organization_functions" ADD CONSTRAINT "organization_functions_head_user_id_users_id_fk" FOREIGN KEY ("head_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_settings" ADD CONSTRAINT "organization_settings_reporting_due_days_check" CHECK ("organization_settings"."reporting_due_days" between 0 and 90);--> statement-breakpoint
ALTER TABLE "organization_settings" ADD CONSTRAINT "organization_settings_reminder_lead_days_check" CHECK ("organization_settings"."reminder_lead_days" between 0 and 30);--> statement-breakpoint
ALTER TABLE "organization_settings" ADD CONSTRAINT "organization_settings_escalation_grace_days_check" CHECK ("organization_settings"."escalation_grace_days" between 1 and 30);