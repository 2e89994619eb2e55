CREATE TABLE "gateway_incidents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"gateway_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"device_ids" jsonb NOT NULL,
	"campaigns_paused" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "gateway_incidents_kind_check" CHECK ("gateway_incidents"."kind" in ('reconnect_storm'))
);
--> statement-breakpoint
ALTER TABLE "device_signals" DROP CONSTRAINT "device_signals_kind_check";--> statement-breakpoint
ALTER TABLE "device_signals" ADD COLUMN "gateway_id" uuid;--> statement-breakpoint
ALTER TABLE "gateway_incidents" ADD CONSTRAINT "gateway_incidents_gateway_id_gateways_id_fk" FOREIGN KEY ("gateway_id") REFERENCES "gateways"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gateway_incidents_started_idx" ON "gateway_incidents" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "gateway_incidents_gateway_idx" ON "gateway_incidents" USING btree ("gateway_id","started_at");--> statement-breakpoint
ALTER TABLE "device_signals" ADD CONSTRAINT "device_signals_gateway_id_gateways_id_fk" FOREIGN KEY ("gateway_id") REFERENCES "gateways"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_signals" ADD CONSTRAINT "device_signals_kind_check" CHECK ("device_signals"."kind" in ('banned', 'logged_out', 'replaced', 'unsupported', 'blocked', 'reported', 'reach_out_lock', 'silent_session'));