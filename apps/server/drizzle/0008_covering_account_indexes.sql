DROP INDEX "payments_account_id_idx";--> statement-breakpoint
DROP INDEX "subscriptions_account_id_created_at_idx";--> statement-breakpoint
CREATE INDEX "payments_account_created_id_idx" ON "payments" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "subscriptions_account_created_id_idx" ON "subscriptions" USING btree ("account_id","created_at","id");