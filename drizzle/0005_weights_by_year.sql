CREATE TABLE "kpi_assignment_weights" (
	"organization_id" uuid NOT NULL,
	"kpi_assignment_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"weight" double precision NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "kpi_assignment_weights_kpi_assignment_id_year_pk" PRIMARY KEY("kpi_assignment_id","year"),
	CONSTRAINT "kpi_assignment_weights_year_check" CHECK ("kpi_assignment_weights"."year" between 1900 and 2200),
	CONSTRAINT "kpi_assignment_weights_weight_check" CHECK ("kpi_assignment_weights"."weight" >= 1 and "kpi_assignment_weights"."weight" <= 100)
);
--> statement-breakpoint
CREATE TABLE "objective_assignment_weights" (
	"organization_id" uuid NOT NULL,
	"objective_assignment_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"weight" double precision NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "objective_assignment_weights_objective_assignment_id_year_pk" PRIMARY KEY("objective_assignment_id","year"),
	CONSTRAINT "objective_assignment_weights_year_check" CHECK ("objective_assignment_weights"."year" between 1900 and 2200),
	CONSTRAINT "objective_assignment_weights_weight_check" CHECK ("objective_assignment_weights"."weight" >= 1 and "objective_assignment_weights"."weight" <= 100)
);
--> statement-breakpoint
ALTER TABLE "kpi_assignments" ADD COLUMN "ended_from_year" integer;--> statement-breakpoint
ALTER TABLE "objective_assignments" ADD COLUMN "ended_from_year" integer;--> statement-breakpoint
ALTER TABLE "kpi_assignment_weights" ADD CONSTRAINT "kpi_assignment_weights_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kpi_assignment_weights" ADD CONSTRAINT "kpi_assignment_weights_kpi_assignment_id_kpi_assignments_id_fk" FOREIGN KEY ("kpi_assignment_id") REFERENCES "public"."kpi_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objective_assignment_weights" ADD CONSTRAINT "objective_assignment_weights_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objective_assignment_weights" ADD CONSTRAINT "objective_assignment_weights_objective_assignment_id_objective_assignments_id_fk" FOREIGN KEY ("objective_assignment_id") REFERENCES "public"."objective_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kpi_assignment_weights_organization_idx" ON "kpi_assignment_weights" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "objective_assignment_weights_organization_idx" ON "objective_assignment_weights" USING btree ("organization_id");