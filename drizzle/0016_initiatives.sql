CREATE TABLE "initiative_kpis" (
	"organization_id" uuid NOT NULL,
	"initiative_id" uuid NOT NULL,
	"kpi_assignment_id" uuid NOT NULL,
	CONSTRAINT "initiative_kpis_initiative_id_kpi_assignment_id_pk" PRIMARY KEY("initiative_id","kpi_assignment_id")
);
--> statement-breakpoint
CREATE TABLE "initiative_objectives" (
	"organization_id" uuid NOT NULL,
	"initiative_id" uuid NOT NULL,
	"objective_assignment_id" uuid NOT NULL,
	CONSTRAINT "initiative_objectives_initiative_id_objective_assignment_id_pk" PRIMARY KEY("initiative_id","objective_assignment_id")
);
--> statement-breakpoint
CREATE TABLE "initiatives" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"owner_id" uuid,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"budget" double precision,
	"spent" double precision,
	"status" text NOT NULL,
	"percent_complete" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "initiatives_dates_check" CHECK ("initiatives"."end_date" >= "initiatives"."start_date"),
	CONSTRAINT "initiatives_budget_check" CHECK ("initiatives"."budget" is null or "initiatives"."budget" >= 0),
	CONSTRAINT "initiatives_spent_check" CHECK ("initiatives"."spent" is null or "initiatives"."spent" >= 0),
	CONSTRAINT "initiatives_percent_check" CHECK ("initiatives"."percent_complete" is null or ("initiatives"."percent_complete" >= 0 and "initiatives"."percent_complete" <= 100))
);
--> statement-breakpoint
CREATE TABLE "milestones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"initiative_id" uuid NOT NULL,
	"name" text NOT NULL,
	"due_date" date NOT NULL,
	"weight" double precision DEFAULT 1 NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "milestones_weight_check" CHECK ("milestones"."weight" > 0 and "milestones"."weight" <= 1000)
);
--> statement-breakpoint
ALTER TABLE "organization_settings" ADD COLUMN "initiative_statuses" jsonb DEFAULT '["Not Started","On Track","At Risk","Delayed","Completed","Cancelled"]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "initiative_kpis" ADD CONSTRAINT "initiative_kpis_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "initiative_kpis" ADD CONSTRAINT "initiative_kpis_initiative_id_initiatives_id_fk" FOREIGN KEY ("initiative_id") REFERENCES "public"."initiatives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "initiative_kpis" ADD CONSTRAINT "initiative_kpis_kpi_assignment_id_kpi_assignments_id_fk" FOREIGN KEY ("kpi_assignment_id") REFERENCES "public"."kpi_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "initiative_objectives" ADD CONSTRAINT "initiative_objectives_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "initiative_objectives" ADD CONSTRAINT "initiative_objectives_initiative_id_initiatives_id_fk" FOREIGN KEY ("initiative_id") REFERENCES "public"."initiatives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "initiative_objectives" ADD CONSTRAINT "initiative_objectives_objective_assignment_id_objective_assignments_id_fk" FOREIGN KEY ("objective_assignment_id") REFERENCES "public"."objective_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "initiatives" ADD CONSTRAINT "initiatives_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "initiatives" ADD CONSTRAINT "initiatives_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milestones" ADD CONSTRAINT "milestones_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milestones" ADD CONSTRAINT "milestones_initiative_id_initiatives_id_fk" FOREIGN KEY ("initiative_id") REFERENCES "public"."initiatives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "initiative_kpis_organization_idx" ON "initiative_kpis" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "initiative_kpis_assignment_idx" ON "initiative_kpis" USING btree ("kpi_assignment_id");--> statement-breakpoint
CREATE INDEX "initiative_objectives_organization_idx" ON "initiative_objectives" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "initiative_objectives_assignment_idx" ON "initiative_objectives" USING btree ("objective_assignment_id");--> statement-breakpoint
CREATE INDEX "initiatives_organization_idx" ON "initiatives" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "initiatives_owner_idx" ON "initiatives" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "milestones_organization_idx" ON "milestones" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "milestones_initiative_idx" ON "milestones" USING btree ("initiative_id");