-- SETTINGS-15: the organization's currency, for money that has none of its own (initiative budgets and spend).
ALTER TABLE "organization_settings" ADD COLUMN "currency" text DEFAULT 'EUR' NOT NULL;