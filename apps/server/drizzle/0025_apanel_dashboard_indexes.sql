CREATE INDEX "webhook_deliveries_failed_idx" ON "webhook_deliveries" USING btree ("last_attempt_at") WHERE "webhook_deliveries"."state" = 'failed';--> statement-breakpoint
CREATE INDEX "payments_confirmed_resolved_idx" ON "payments" USING btree ("resolved_at","total_due") WHERE "payments"."status" = 3;--> statement-breakpoint
CREATE INDEX "wa_outbox_sent_at_idx" ON "wa_outbox" USING btree ("sent_at") WHERE "wa_outbox"."sent_at" is not null;--> statement-breakpoint
CREATE INDEX "wa_outbox_pending_due_idx" ON "wa_outbox" USING btree ("due_at") WHERE "wa_outbox"."state" in ('queued', 'sending');