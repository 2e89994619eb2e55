-- Trigram indexes need pg_trgm. It lives in one schema of the database (public), shared by every
-- schema a run migrates, so that dropping one test schema never drops it; the rest of this
-- transaction adds its schema to the search path to find gin_trgm_ops.
CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;--> statement-breakpoint
SELECT set_config('search_path', current_setting('search_path') || ', ' || quote_ident(n.nspname), true) FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm';--> statement-breakpoint
DROP INDEX "payments_created_at_idx";--> statement-breakpoint
DROP INDEX "subscriptions_account_id_idx";--> statement-breakpoint
DROP INDEX "subscriptions_created_at_idx";--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "owner_user_id" uuid;--> statement-breakpoint
UPDATE "accounts" a SET "owner_user_id" = (SELECT u."id" FROM "users" u WHERE u."account_id" = a."id" ORDER BY u."created_at", u."id" LIMIT 1);--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_owner_user_id_idx" ON "accounts" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "accounts_created_at_idx" ON "accounts" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "accounts_name_trgm_idx" ON "accounts" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payments_created_at_id_idx" ON "payments" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "payments_total_due_idx" ON "payments" USING btree ("total_due");--> statement-breakpoint
CREATE INDEX "payments_unique_code_idx" ON "payments" USING btree ("unique_code");--> statement-breakpoint
CREATE INDEX "subscriptions_account_id_created_at_idx" ON "subscriptions" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "subscriptions_created_at_id_idx" ON "subscriptions" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_username_trgm_idx" ON "users" USING gin ("username" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
-- Every API process caches who a session cookie belongs to (modules/auth/sessions.cache.ts) and
-- forgets it when the session, its user or the account's subscriptions change: these triggers
-- announce such changes on the channel siar_changes_<schema>, which every process listens on.
CREATE FUNCTION "siar_auth_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  change text;
BEGIN
  IF TG_TABLE_NAME = 'sessions' THEN
    change := 'session:' || OLD.id;
  ELSIF TG_TABLE_NAME = 'users' THEN
    change := 'user:' || OLD.id;
  ELSIF TG_OP = 'DELETE' THEN
    change := 'account:' || OLD.account_id;
  ELSE
    change := 'account:' || NEW.account_id;
  END IF;
  PERFORM pg_notify(left('siar_changes_' || TG_TABLE_SCHEMA, 63), change);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "sessions_auth_changed" AFTER UPDATE OR DELETE ON "sessions" FOR EACH ROW EXECUTE FUNCTION "siar_auth_changed"();--> statement-breakpoint
CREATE TRIGGER "users_auth_changed" AFTER UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "siar_auth_changed"();--> statement-breakpoint
CREATE TRIGGER "subscriptions_auth_changed" AFTER INSERT OR UPDATE OR DELETE ON "subscriptions" FOR EACH ROW EXECUTE FUNCTION "siar_auth_changed"();
