-- The session's user now says whether customers' numbers reach it masked (an agent while the
-- account hides them), so the cached session must be forgotten when the owner changes that setting.
CREATE TRIGGER "account_settings_auth_changed" AFTER INSERT OR UPDATE OR DELETE ON "account_settings" FOR EACH ROW EXECUTE FUNCTION "siar_auth_changed"();
