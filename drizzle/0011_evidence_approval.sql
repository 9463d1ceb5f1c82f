CREATE TABLE "actual_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"kpi_assignment_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"values" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"submitted_by" uuid,
	"submitter_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" uuid,
	"decider_name" text,
	"decided_at" timestamp with time zone,
	"reason" text,
	"impact" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "actual_submissions_year_check" CHECK ("actual_submissions"."year" between 1900 and 2200),
	CONSTRAINT "actual_submissions_status_check" CHECK ("actual_submissions"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "kpi_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"kpi_assignment_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"period_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"content" "bytea" NOT NULL,
	"uploaded_by" uuid,
	"uploader_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kpi_attachments_year_check" CHECK ("kpi_attachments"."year" between 1900 and 2200),
	CONSTRAINT "kpi_attachments_size_check" CHECK ("kpi_attachments"."size" > 0)
);
--> statement-breakpoint
ALTER TABLE "actual_submissions" ADD CONSTRAINT "actual_submissions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "actual_submissions" ADD CONSTRAINT "actual_submissions_kpi_assignment_id_kpi_assignments_id_fk" FOREIGN KEY ("kpi_assignment_id") REFERENCES "public"."kpi_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "actual_submissions" ADD CONSTRAINT "actual_submissions_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "actual_submissions" ADD CONSTRAINT "actual_submissions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kpi_attachments" ADD CONSTRAINT "kpi_attachments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kpi_attachments" ADD CONSTRAINT "kpi_attachments_kpi_assignment_id_kpi_assignments_id_fk" FOREIGN KEY ("kpi_assignment_id") REFERENCES "public"."kpi_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kpi_attachments" ADD CONSTRAINT "kpi_attachments_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "actual_submissions_organization_idx" ON "actual_submissions" USING btree ("organization_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "actual_submissions_one_pending" ON "actual_submissions" USING btree ("kpi_assignment_id","year") WHERE "actual_submissions"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "kpi_attachments_organization_idx" ON "kpi_attachments" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "kpi_attachments_assignment_idx" ON "kpi_attachments" USING btree ("kpi_assignment_id","year","period_key");