CREATE TABLE "strategy_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"function_id" uuid NOT NULL,
	"from_objective_assignment_id" uuid NOT NULL,
	"to_objective_assignment_id" uuid NOT NULL,
	"direction" text DEFAULT 'direct' NOT NULL,
	"strength" text DEFAULT 'moderate' NOT NULL,
	"hypothesis" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "strategy_links_not_self" CHECK ("strategy_links"."from_objective_assignment_id" <> "strategy_links"."to_objective_assignment_id"),
	CONSTRAINT "strategy_links_direction_check" CHECK ("strategy_links"."direction" in ('direct', 'inverse')),
	CONSTRAINT "strategy_links_strength_check" CHECK ("strategy_links"."strength" in ('weak', 'moderate', 'strong')),
	CONSTRAINT "strategy_links_hypothesis_length" CHECK (char_length("strategy_links"."hypothesis") <= 500)
);
--> statement-breakpoint
CREATE TABLE "strategy_map_positions" (
	"organization_id" uuid NOT NULL,
	"function_id" uuid NOT NULL,
	"objective_assignment_id" uuid NOT NULL,
	"x" real NOT NULL,
	"y" real NOT NULL,
	CONSTRAINT "strategy_map_positions_function_id_objective_assignment_id_pk" PRIMARY KEY("function_id","objective_assignment_id")
);
--> statement-breakpoint
ALTER TABLE "strategy_links" ADD CONSTRAINT "strategy_links_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "strategy_links" ADD CONSTRAINT "strategy_links_function_id_organization_functions_id_fk" FOREIGN KEY ("function_id") REFERENCES "public"."organization_functions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "strategy_links" ADD CONSTRAINT "strategy_links_from_objective_assignment_id_objective_assignments_id_fk" FOREIGN KEY ("from_objective_assignment_id") REFERENCES "public"."objective_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "strategy_links" ADD CONSTRAINT "strategy_links_to_objective_assignment_id_objective_assignments_id_fk" FOREIGN KEY ("to_objective_assignment_id") REFERENCES "public"."objective_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "strategy_map_positions" ADD CONSTRAINT "strategy_map_positions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "strategy_map_positions" ADD CONSTRAINT "strategy_map_positions_function_id_organization_functions_id_fk" FOREIGN KEY ("function_id") REFERENCES "public"."organization_functions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "strategy_map_positions" ADD CONSTRAINT "strategy_map_positions_objective_assignment_id_objective_assignments_id_fk" FOREIGN KEY ("objective_assignment_id") REFERENCES "public"."objective_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "strategy_links_organization_idx" ON "strategy_links" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "strategy_links_function_idx" ON "strategy_links" USING btree ("function_id");--> statement-breakpoint
CREATE INDEX "strategy_links_to_idx" ON "strategy_links" USING btree ("to_objective_assignment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "strategy_links_pair" ON "strategy_links" USING btree ("from_objective_assignment_id","to_objective_assignment_id");--> statement-breakpoint
CREATE INDEX "strategy_map_positions_organization_idx" ON "strategy_map_positions" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "strategy_map_positions_assignment_idx" ON "strategy_map_positions" USING btree ("objective_assignment_id");