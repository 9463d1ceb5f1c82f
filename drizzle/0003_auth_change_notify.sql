-- Issue 10: app processes cache who a session belongs to, and must forget it the moment that changes.
-- Any change to a user, an organization, or the end of a session announces itself on one channel;
-- every process listening drops its cache. Statement-level, so a bulk change sends one notice.
-- A session's activity touch (an UPDATE of sessions) changes nobody's rights and sends nothing.
CREATE OR REPLACE FUNCTION meridian_auth_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('meridian_auth', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_auth_changed AFTER UPDATE OR DELETE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION meridian_auth_changed();
--> statement-breakpoint
CREATE TRIGGER organizations_auth_changed AFTER UPDATE OR DELETE ON "organizations"
  FOR EACH STATEMENT EXECUTE FUNCTION meridian_auth_changed();
--> statement-breakpoint
CREATE TRIGGER sessions_auth_changed AFTER DELETE ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION meridian_auth_changed();
