ALTER TABLE "kpis" ADD COLUMN "code" text;--> statement-breakpoint
ALTER TABLE "kpis" ADD COLUMN "formula" text;--> statement-breakpoint
CREATE UNIQUE INDEX "kpis_organization_code_unique" ON "kpis" USING btree ("organization_id","code");--> statement-breakpoint
ALTER TABLE "kpis" ADD CONSTRAINT "kpis_code_check" CHECK ("kpis"."code" is null or "kpis"."code" ~ '^[A-Z][A-Z0-9_]{1,30}$');