-- AUTH-43: an address belongs to one account (verified or with a password) across the platform; an
-- invitee who has not accepted holds none yet, so another organization may invite the same address
-- without learning that an account has it. Within an organization an address is listed once.
-- MAIL-20: the mail quotas count an organization's outbox of the last day by this index. MAIL-21: a
-- briefing book's unsubscribe link names its schedule.
DROP INDEX "users_email_unique";--> statement-breakpoint
ALTER TABLE "mail_unsubscribes" ADD COLUMN "report_schedule_id" uuid;--> statement-breakpoint
ALTER TABLE "mail_unsubscribes" ADD CONSTRAINT "mail_unsubscribes_report_schedule_id_report_schedules_id_fk" FOREIGN KEY ("report_schedule_id") REFERENCES "public"."report_schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_organization_created_idx" ON "mail_outbox" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_organization_email_unique" ON "users" USING btree ("organization_id",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email")) WHERE "users"."email_verified" or "users"."password_hash" is not null;