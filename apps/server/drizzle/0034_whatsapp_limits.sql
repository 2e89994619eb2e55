CREATE TABLE "sandbox_number_limits" (
	"phone_number" text PRIMARY KEY NOT NULL,
	"locked_until" timestamp with time zone,
	"cap_total" integer,
	"cap_used" integer DEFAULT 0 NOT NULL,
	"cap_ends_at" timestamp with time zone,
	"blocking_since" timestamp with time zone,
	"new_chats_since_blocking" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "device_signals" DROP CONSTRAINT "device_signals_kind_check";--> statement-breakpoint
ALTER TABLE "device_ramps" ADD COLUMN "wa_cap_total" integer;--> statement-breakpoint
ALTER TABLE "device_ramps" ADD COLUMN "wa_cap_used" integer;--> statement-breakpoint
ALTER TABLE "device_ramps" ADD COLUMN "wa_cap_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wa_devices" ADD COLUMN "sandbox_fault_options" jsonb;--> statement-breakpoint
ALTER TABLE "device_signals" ADD CONSTRAINT "device_signals_kind_check" CHECK ("device_signals"."kind" in ('banned', 'logged_out', 'replaced', 'unsupported', 'blocked', 'reported', 'reach_out_lock'));