CREATE TABLE "change_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"function_id" uuid,
	"changes" jsonb,
	"subject" jsonb,
	"diff" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"impact" jsonb,
	"decisions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"comments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rejection_reason" text,
	"requester_id" uuid,
	"requester_name" text NOT NULL,
	"applied_at" timestamp with time zone,
	"applied_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "change_requests_type_check" CHECK ("change_requests"."type" in ('target_change', 'weight_change', 'kpi_change', 'actual_correction', 'other')),
	CONSTRAINT "change_requests_state_check" CHECK ("change_requests"."state" in ('open', 'in_review', 'applied', 'rejected')),
	CONSTRAINT "change_requests_title_length" CHECK (char_length("change_requests"."title") between 1 and 200)
);
--> statement-breakpoint
ALTER TABLE "change_requests" ADD CONSTRAINT "change_requests_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "change_requests_organization_idx" ON "change_requests" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "change_requests_requester_idx" ON "change_requests" USING btree ("requester_id");