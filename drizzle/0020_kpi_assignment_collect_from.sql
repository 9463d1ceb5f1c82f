-- CYCLE-34: the month a KPI assignment collects values from (null: the month it was made in).
ALTER TABLE "kpi_assignments" ADD COLUMN "collect_from" date;