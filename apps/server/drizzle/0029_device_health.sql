CREATE TABLE "device_health" (
	"device_id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"score" integer NOT NULL,
	"level" text NOT NULL,
	"reasons" jsonb NOT NULL,
	"inputs" jsonb NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	"level_changed_at" timestamp with time zone,
	"previous_level" text,
	CONSTRAINT "device_health_level_check" CHECK ("device_health"."level" in ('healthy', 'at_risk', 'critical'))
);
--> statement-breakpoint
CREATE TABLE "device_health_days" (
	"device_id" uuid NOT NULL,
	"day" date NOT NULL,
	"account_id" uuid NOT NULL,
	"score" integer NOT NULL,
	"level" text NOT NULL,
	"reasons" jsonb NOT NULL,
	"bans" integer DEFAULT 0 NOT NULL,
	"refusals_463" integer DEFAULT 0 NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "device_health_days_device_id_day_pk" PRIMARY KEY("device_id","day")
);
--> statement-breakpoint
CREATE TABLE "device_signals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"device_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"detail" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "device_signals_kind_check" CHECK ("device_signals"."kind" in ('banned', 'logged_out', 'replaced', 'unsupported', 'blocked', 'reported'))
);
--> statement-breakpoint
ALTER TABLE "gateways" ADD COLUMN "rss_bytes" bigint;--> statement-breakpoint
ALTER TABLE "gateways" ADD COLUMN "heap_used_bytes" bigint;--> statement-breakpoint
ALTER TABLE "gateways" ADD COLUMN "event_loop_p99_ms" real;--> statement-breakpoint
ALTER TABLE "device_health" ADD CONSTRAINT "device_health_device_id_wa_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "wa_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_health" ADD CONSTRAINT "device_health_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_health_days" ADD CONSTRAINT "device_health_days_device_id_wa_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "wa_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_health_days" ADD CONSTRAINT "device_health_days_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_signals" ADD CONSTRAINT "device_signals_device_id_wa_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "wa_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_signals" ADD CONSTRAINT "device_signals_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "device_health_account_idx" ON "device_health" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "device_health_score_idx" ON "device_health" USING btree ("score");--> statement-breakpoint
CREATE INDEX "device_health_days_account_idx" ON "device_health_days" USING btree ("account_id","day");--> statement-breakpoint
CREATE INDEX "device_health_days_day_idx" ON "device_health_days" USING btree ("day");--> statement-breakpoint
CREATE INDEX "device_signals_at_idx" ON "device_signals" USING btree ("at");--> statement-breakpoint
CREATE INDEX "device_signals_device_idx" ON "device_signals" USING btree ("device_id","at");--> statement-breakpoint
CREATE INDEX "device_signals_account_idx" ON "device_signals" USING btree ("account_id");