-- FISCAL-8: a month's target and actual are kept under its calendar year; a quarter's and the annual
-- value under the fiscal year. Until now a month was kept under its fiscal year, so in an organization
-- whose fiscal year starts in month s > 1 the months s … december move back one year (start 4: `april`
-- of 2027, which is April 2026, is kept as 2026). Only month rows of such organizations change.
-- The migrating owner may be subject to forced row-level security: it is lifted for these tables while
-- this runs and forced again at the end (start-up checks the tenancy wall as always).
ALTER TABLE "kpi_measurements" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "organization_settings" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "organization_data_versions" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TEMPORARY TABLE "fiscal_months_moved" AS
  SELECT m.* FROM "kpi_measurements" m
  JOIN "organization_settings" s ON s."organization_id" = m."organization_id"
  WHERE s."fiscal_year_start_month" <> 1
    AND array_position(
      ARRAY['january','february','march','april','may','june','july','august','september','october','november','december']::text[],
      m."period_key"
    ) >= s."fiscal_year_start_month";--> statement-breakpoint
DELETE FROM "kpi_measurements" m USING "fiscal_months_moved" f
  WHERE m."kpi_assignment_id" = f."kpi_assignment_id" AND m."year" = f."year" AND m."period_key" = f."period_key";--> statement-breakpoint
UPDATE "fiscal_months_moved" SET "year" = "year" - 1;--> statement-breakpoint
INSERT INTO "kpi_measurements" SELECT * FROM "fiscal_months_moved";--> statement-breakpoint
DROP TABLE "fiscal_months_moved";--> statement-breakpoint
ALTER TABLE "kpi_measurements" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "organization_settings" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "organization_data_versions" FORCE ROW LEVEL SECURITY;
