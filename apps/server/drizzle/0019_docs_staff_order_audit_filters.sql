ALTER TABLE "doc_contents" ADD COLUMN "staff_ordered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "doc_sections" ADD COLUMN "staff_ordered_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "audit_log_action_created_at_idx" ON "audit_log" USING btree ("action","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_created_at_idx" ON "audit_log" USING btree (lower("actor_username"),"created_at");