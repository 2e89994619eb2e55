CREATE TABLE "status_moves" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entity" text NOT NULL,
	"row_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"reason" text,
	"by_kind" text NOT NULL,
	"by_user_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "status_moves_by_kind_check" CHECK ("status_moves"."by_kind" in ('user', 'staff', 'system'))
);
--> statement-breakpoint
ALTER TABLE "status_moves" ADD CONSTRAINT "status_moves_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_moves" ADD CONSTRAINT "status_moves_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "status_moves_row_idx" ON "status_moves" USING btree ("entity","row_id","id");--> statement-breakpoint
CREATE INDEX "status_moves_account_idx" ON "status_moves" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "status_moves_by_user_idx" ON "status_moves" USING btree ("by_user_id");--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_status_check" CHECK ("campaigns"."status" in ('draft', 'scheduled', 'running', 'paused', 'completed', 'cancelled'));--> statement-breakpoint
ALTER TABLE "contact_imports" ADD CONSTRAINT "contact_imports_status_check" CHECK ("contact_imports"."status" in ('pending', 'running', 'completed', 'failed'));--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_state_check" CHECK ("webhook_deliveries"."state" in ('pending', 'delivered', 'failed'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_check" CHECK ("payments"."status" in (1, 2, 3, 4, 5, 6));--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_status_check" CHECK ("subscriptions"."status" in (1, 2, 3, 4));--> statement-breakpoint
ALTER TABLE "wa_devices" ADD CONSTRAINT "wa_devices_state_check" CHECK ("wa_devices"."state" in ('pairing', 'qr_expired', 'connecting', 'connected', 'disconnected', 'logged_out', 'banned'));--> statement-breakpoint
ALTER TABLE "wa_outbox" ADD CONSTRAINT "wa_outbox_state_check" CHECK ("wa_outbox"."state" in ('queued', 'sending', 'sent', 'delivered', 'read', 'failed', 'skipped'));--> statement-breakpoint
ALTER TABLE "warmups" ADD CONSTRAINT "warmups_status_check" CHECK ("warmups"."status" in (1, 2, 3, 4));