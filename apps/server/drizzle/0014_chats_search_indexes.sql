CREATE INDEX "conversations_device_unread_idx" ON "conversations" USING btree ("device_id") WHERE "conversations"."unread_count" > 0;--> statement-breakpoint
CREATE INDEX "conversations_push_name_trgm_idx" ON "conversations" USING gin ("push_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "conversations_peer_phone_trgm_idx" ON "conversations" USING gin ("peer_phone" gin_trgm_ops);