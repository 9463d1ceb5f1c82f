CREATE TABLE "follows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kpi_assignment_id" uuid,
	"objective_assignment_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follows_one_target_check" CHECK (("follows"."kpi_assignment_id" is null) <> ("follows"."objective_assignment_id" is null))
);
--> statement-breakpoint
CREATE TABLE "kpi_alert_states" (
	"organization_id" uuid NOT NULL,
	"kpi_assignment_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"status" text NOT NULL,
	"period" text,
	"since" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kpi_alert_states_kpi_assignment_id_year_pk" PRIMARY KEY("kpi_assignment_id","year")
);
--> statement-breakpoint
CREATE TABLE "mail_unsubscribes" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"types" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"organization_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"channel" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_preferences_user_id_type_pk" PRIMARY KEY("user_id","type")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text NOT NULL,
	"actions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"subject" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"condition_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"emailed_at" timestamp with time zone,
	"digested_at" timestamp with time zone,
	"cleared_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "organization_settings" ADD COLUMN "red_without_initiative_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_kpi_assignment_id_kpi_assignments_id_fk" FOREIGN KEY ("kpi_assignment_id") REFERENCES "public"."kpi_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_objective_assignment_id_objective_assignments_id_fk" FOREIGN KEY ("objective_assignment_id") REFERENCES "public"."objective_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kpi_alert_states" ADD CONSTRAINT "kpi_alert_states_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kpi_alert_states" ADD CONSTRAINT "kpi_alert_states_kpi_assignment_id_kpi_assignments_id_fk" FOREIGN KEY ("kpi_assignment_id") REFERENCES "public"."kpi_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_unsubscribes" ADD CONSTRAINT "mail_unsubscribes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_unsubscribes" ADD CONSTRAINT "mail_unsubscribes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "follows_organization_idx" ON "follows" USING btree ("organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "follows_user_kpi" ON "follows" USING btree ("user_id","kpi_assignment_id") WHERE "follows"."kpi_assignment_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "follows_user_objective" ON "follows" USING btree ("user_id","objective_assignment_id") WHERE "follows"."objective_assignment_id" is not null;--> statement-breakpoint
CREATE INDEX "follows_kpi_idx" ON "follows" USING btree ("kpi_assignment_id");--> statement-breakpoint
CREATE INDEX "follows_objective_idx" ON "follows" USING btree ("objective_assignment_id");--> statement-breakpoint
CREATE INDEX "kpi_alert_states_organization_idx" ON "kpi_alert_states" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "mail_unsubscribes_organization_idx" ON "mail_unsubscribes" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "notification_preferences_organization_idx" ON "notification_preferences" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "notifications_organization_idx" ON "notifications" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_open_condition" ON "notifications" USING btree ("user_id","condition_key") WHERE "notifications"."condition_key" is not null and "notifications"."cleared_at" is null;--> statement-breakpoint
ALTER TABLE "organization_settings" ADD CONSTRAINT "organization_settings_red_without_initiative_days_check" CHECK ("organization_settings"."red_without_initiative_days" between 1 and 365);