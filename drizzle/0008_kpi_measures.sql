ALTER TABLE "kpi_measurements" DROP CONSTRAINT "kpi_measurements_target_check";--> statement-breakpoint
ALTER TABLE "kpi_measurements" DROP CONSTRAINT "kpi_measurements_actual_check";--> statement-breakpoint
ALTER TABLE "kpis" ADD COLUMN "aggregation" text DEFAULT 'sum' NOT NULL;--> statement-breakpoint
ALTER TABLE "kpis" ADD COLUMN "scoring" text DEFAULT 'ratio' NOT NULL;--> statement-breakpoint
ALTER TABLE "kpis" ADD COLUMN "baseline" double precision;--> statement-breakpoint
ALTER TABLE "kpis" ADD CONSTRAINT "kpis_aggregation_check" CHECK ("kpis"."aggregation" in ('sum', 'average', 'last', 'min', 'max'));--> statement-breakpoint
ALTER TABLE "kpis" ADD CONSTRAINT "kpis_scoring_check" CHECK ("kpis"."scoring" in ('ratio', 'linear'));--> statement-breakpoint
ALTER TABLE "kpis" ADD CONSTRAINT "kpis_linear_baseline_check" CHECK ("kpis"."scoring" <> 'linear' or "kpis"."baseline" is not null);--> statement-breakpoint
ALTER TABLE "kpis" ADD CONSTRAINT "kpis_baseline_check" CHECK ("kpis"."baseline" is null or abs("kpis"."baseline") <= 1e12);--> statement-breakpoint
-- AGG-7, AGG-9: existing KPIs take their method: cumulative ones `last`, else by unit (%, ratio, index, score average).
UPDATE "kpis" SET "aggregation" = CASE
  WHEN "is_cumulative" THEN 'last'
  WHEN lower(trim(coalesce("unit", ''))) in ('%', 'ratio', 'index', 'score') THEN 'average'
  ELSE 'sum'
END;
