ALTER TABLE "organization_settings" ADD COLUMN "default_locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "organization_settings" ADD CONSTRAINT "organization_settings_default_locale_check" CHECK ("organization_settings"."default_locale" in ('en', 'de'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_locale_check" CHECK ("users"."locale" in ('en', 'de'));--> statement-breakpoint
-- docs/decisions/005: the session answer carries the organization's default language, so changing it
-- empties every process's session cache like a change to a user does.
CREATE TRIGGER organization_settings_locale_changed AFTER UPDATE OF "default_locale" ON "organization_settings"
  FOR EACH STATEMENT EXECUTE FUNCTION meridian_auth_changed();
