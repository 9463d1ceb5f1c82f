-- AUTH-43: an address belongs to one account (verified or with a password) across the platform; an
-- invitee who has not accepted holds none yet, so another organization may invite the same address
-- without learning that an account has it. Within an organization an address is listed once.
DROP INDEX "users_email_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "users_organization_email_unique" ON "users" USING btree ("organization_id",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email")) WHERE "users"."email_verified" or "users"."password_hash" is not null;