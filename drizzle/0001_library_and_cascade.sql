CREATE TABLE "kpi_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"kpi_id" uuid NOT NULL,
	"objective_assignment_id" uuid NOT NULL,
	"linked_objective_id" uuid NOT NULL,
	"owner_id" uuid,
	"owner_name" text,
	"weight" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "kpi_assignments_weight_check" CHECK ("kpi_assignments"."weight" >= 1 and "kpi_assignments"."weight" <= 100)
);
--> statement-breakpoint
CREATE TABLE "kpi_measurements" (
	"organization_id" uuid NOT NULL,
	"kpi_assignment_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"period_key" text NOT NULL,
	"target" double precision,
	"actual" double precision,
	"target_updated_by" uuid,
	"target_updated_at" timestamp with time zone,
	"actual_updated_by" uuid,
	"actual_updated_at" timestamp with time zone,
	CONSTRAINT "kpi_measurements_kpi_assignment_id_year_period_key_pk" PRIMARY KEY("kpi_assignment_id","year","period_key"),
	CONSTRAINT "kpi_measurements_year_check" CHECK ("kpi_measurements"."year" between 1900 and 2200),
	CONSTRAINT "kpi_measurements_target_check" CHECK ("kpi_measurements"."target" is null or "kpi_measurements"."target" >= 0),
	CONSTRAINT "kpi_measurements_actual_check" CHECK ("kpi_measurements"."actual" is null or "kpi_measurements"."actual" >= 0)
);
--> statement-breakpoint
CREATE TABLE "objective_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"objective_id" uuid NOT NULL,
	"organization_function_id" uuid NOT NULL,
	"organization_level" text NOT NULL,
	"owner_id" uuid,
	"parent_objective_assignment_id" uuid,
	"weight" double precision DEFAULT 25 NOT NULL,
	"target" double precision,
	"period" text,
	"status" text DEFAULT 'Active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "objective_assignments_weight_check" CHECK ("objective_assignments"."weight" >= 1 and "objective_assignments"."weight" <= 100)
);
--> statement-breakpoint
CREATE TABLE "organization_functions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"level" text NOT NULL,
	"parent_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "organization_functions_level_check" CHECK ("organization_functions"."level" in ('ceo', 'division', 'general-department', 'department'))
);
--> statement-breakpoint
CREATE TABLE "kpis" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"unit" text,
	"polarity" text DEFAULT 'positive' NOT NULL,
	"frequency" text DEFAULT 'quarterly' NOT NULL,
	"is_cumulative" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "kpis_polarity_check" CHECK ("kpis"."polarity" in ('positive', 'negative')),
	CONSTRAINT "kpis_frequency_check" CHECK ("kpis"."frequency" in ('monthly', 'quarterly', 'annual'))
);
--> statement-breakpoint
CREATE TABLE "objectives" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"bsc_perspective" text NOT NULL,
	"theme_id" uuid,
	"status" text DEFAULT 'Active' NOT NULL,
	"parent_objective_id" uuid,
	"owner_id" uuid,
	"owner_name" text,
	"organization_level" text DEFAULT 'ceo' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "objectives_perspective_check" CHECK ("objectives"."bsc_perspective" in ('Financial', 'Customer', 'Internal_Process', 'Learning_Growth')),
	CONSTRAINT "objectives_status_check" CHECK ("objectives"."status" in ('Active', 'Under_Review', 'Inactive'))
);
--> statement-breakpoint
CREATE TABLE "themes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"color" text DEFAULT '#3B82F6' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "themes_color_check" CHECK ("themes"."color" ~ '^#[0-9A-Fa-f]{6}$')
);
--> statement-breakpoint
ALTER TABLE "kpi_assignments" ADD CONSTRAINT "kpi_assignments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kpi_assignments" ADD CONSTRAINT "kpi_assignments_kpi_id_kpis_id_fk" FOREIGN KEY ("kpi_id") REFERENCES "public"."kpis"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kpi_assignments" ADD CONSTRAINT "kpi_assignments_objective_assignment_id_objective_assignments_id_fk" FOREIGN KEY ("objective_assignment_id") REFERENCES "public"."objective_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kpi_assignments" ADD CONSTRAINT "kpi_assignments_linked_objective_id_objectives_id_fk" FOREIGN KEY ("linked_objective_id") REFERENCES "public"."objectives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kpi_assignments" ADD CONSTRAINT "kpi_assignments_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kpi_measurements" ADD CONSTRAINT "kpi_measurements_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kpi_measurements" ADD CONSTRAINT "kpi_measurements_kpi_assignment_id_kpi_assignments_id_fk" FOREIGN KEY ("kpi_assignment_id") REFERENCES "public"."kpi_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objective_assignments" ADD CONSTRAINT "objective_assignments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objective_assignments" ADD CONSTRAINT "objective_assignments_objective_id_objectives_id_fk" FOREIGN KEY ("objective_id") REFERENCES "public"."objectives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objective_assignments" ADD CONSTRAINT "objective_assignments_organization_function_id_organization_functions_id_fk" FOREIGN KEY ("organization_function_id") REFERENCES "public"."organization_functions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objective_assignments" ADD CONSTRAINT "objective_assignments_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objective_assignments" ADD CONSTRAINT "objective_assignments_parent_objective_assignment_id_objective_assignments_id_fk" FOREIGN KEY ("parent_objective_assignment_id") REFERENCES "public"."objective_assignments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_functions" ADD CONSTRAINT "organization_functions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_functions" ADD CONSTRAINT "organization_functions_parent_id_organization_functions_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."organization_functions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kpis" ADD CONSTRAINT "kpis_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objectives" ADD CONSTRAINT "objectives_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objectives" ADD CONSTRAINT "objectives_theme_id_themes_id_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."themes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objectives" ADD CONSTRAINT "objectives_parent_objective_id_objectives_id_fk" FOREIGN KEY ("parent_objective_id") REFERENCES "public"."objectives"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objectives" ADD CONSTRAINT "objectives_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "themes" ADD CONSTRAINT "themes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kpi_assignments_organization_idx" ON "kpi_assignments" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "kpi_assignments_objective_assignment_idx" ON "kpi_assignments" USING btree ("objective_assignment_id");--> statement-breakpoint
CREATE INDEX "kpi_assignments_kpi_idx" ON "kpi_assignments" USING btree ("kpi_id");--> statement-breakpoint
CREATE INDEX "kpi_assignments_owner_idx" ON "kpi_assignments" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "kpi_measurements_organization_year_idx" ON "kpi_measurements" USING btree ("organization_id","year");--> statement-breakpoint
CREATE INDEX "objective_assignments_organization_idx" ON "objective_assignments" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "objective_assignments_function_idx" ON "objective_assignments" USING btree ("organization_function_id");--> statement-breakpoint
CREATE INDEX "objective_assignments_objective_idx" ON "objective_assignments" USING btree ("objective_id");--> statement-breakpoint
CREATE INDEX "objective_assignments_parent_idx" ON "objective_assignments" USING btree ("parent_objective_assignment_id");--> statement-breakpoint
CREATE INDEX "organization_functions_organization_idx" ON "organization_functions" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "organization_functions_parent_idx" ON "organization_functions" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "organization_functions_one_ceo" ON "organization_functions" USING btree ("organization_id") WHERE "organization_functions"."level" = 'ceo';--> statement-breakpoint
CREATE INDEX "kpis_organization_idx" ON "kpis" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "objectives_organization_idx" ON "objectives" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "objectives_theme_idx" ON "objectives" USING btree ("theme_id");--> statement-breakpoint
CREATE INDEX "themes_organization_idx" ON "themes" USING btree ("organization_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_assigned_function_id_organization_functions_id_fk" FOREIGN KEY ("assigned_function_id") REFERENCES "public"."organization_functions"("id") ON DELETE set null ON UPDATE no action;