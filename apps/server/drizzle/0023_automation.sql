CREATE TABLE "auto_reply_firings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"rule_id" uuid NOT NULL,
	"device_id" uuid NOT NULL,
	"conversation_id" uuid,
	"peer_phone" text NOT NULL,
	"message_id" uuid NOT NULL,
	"outbox_id" uuid,
	"fired_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auto_reply_rule_devices" (
	"rule_id" uuid NOT NULL,
	"device_id" uuid NOT NULL,
	CONSTRAINT "auto_reply_rule_devices_rule_id_device_id_pk" PRIMARY KEY("rule_id","device_id")
);
--> statement-breakpoint
CREATE TABLE "auto_reply_rule_groups" (
	"rule_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	CONSTRAINT "auto_reply_rule_groups_rule_id_group_id_pk" PRIMARY KEY("rule_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "auto_reply_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"scope" text DEFAULT 'all' NOT NULL,
	"channel_id" uuid,
	"trigger" text NOT NULL,
	"match_mode" text,
	"keywords" text[] DEFAULT '{}' NOT NULL,
	"pattern" text,
	"once_window_hours" integer DEFAULT 24 NOT NULL,
	"template_id" uuid,
	"quick_reply_id" uuid,
	"opt_action" text,
	"min_delay_seconds" integer DEFAULT 2 NOT NULL,
	"max_delay_seconds" integer DEFAULT 6 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auto_reply_rules_trigger_check" CHECK ("auto_reply_rules"."trigger" in ('keyword', 'regex', 'welcome', 'away', 'fallback')),
	CONSTRAINT "auto_reply_rules_scope_check" CHECK ("auto_reply_rules"."scope" in ('all', 'devices', 'channel'))
);
--> statement-breakpoint
CREATE TABLE "automation_settings" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"max_per_conversation_hour" integer NOT NULL,
	"human_pause_minutes" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_hours" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"weekly" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_hours_exceptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"date" date NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"spans" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "number_check_items" (
	"check_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"phone" text NOT NULL,
	"contact_id" uuid,
	"result" text,
	"device_id" uuid,
	"checked_at" timestamp with time zone,
	CONSTRAINT "number_check_items_check_id_seq_pk" PRIMARY KEY("check_id","seq")
);
--> statement-breakpoint
CREATE TABLE "number_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"source" text NOT NULL,
	"source_id" uuid,
	"status" text DEFAULT 'queued' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"checked" integer DEFAULT 0 NOT NULL,
	"on_whatsapp" integer DEFAULT 0 NOT NULL,
	"not_on_whatsapp" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "number_checks_status_check" CHECK ("number_checks"."status" in ('queued', 'running', 'completed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "recurring_broadcast_devices" (
	"series_id" uuid NOT NULL,
	"device_id" uuid NOT NULL,
	CONSTRAINT "recurring_broadcast_devices_series_id_device_id_pk" PRIMARY KEY("series_id","device_id")
);
--> statement-breakpoint
CREATE TABLE "recurring_broadcast_groups" (
	"series_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	CONSTRAINT "recurring_broadcast_groups_series_id_group_id_pk" PRIMARY KEY("series_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "recurring_broadcasts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"template_id" uuid,
	"status" text DEFAULT 'active' NOT NULL,
	"rrule" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"time_zone" text NOT NULL,
	"min_delay_seconds" integer DEFAULT 20 NOT NULL,
	"max_delay_seconds" integer DEFAULT 60 NOT NULL,
	"typing" boolean DEFAULT true NOT NULL,
	"daily_cap_per_device" integer,
	"window_start" text,
	"window_end" text,
	"skip_not_on_whatsapp" boolean DEFAULT false NOT NULL,
	"within_business_hours" boolean DEFAULT false NOT NULL,
	"handled_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recurring_broadcasts_status_check" CHECK ("recurring_broadcasts"."status" in ('active', 'paused', 'ended'))
);
--> statement-breakpoint
CREATE TABLE "recurring_occurrences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"series_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"occurs_at" timestamp with time zone NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"state" text NOT NULL,
	"campaign_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recurring_occurrences_state_check" CHECK ("recurring_occurrences"."state" in ('moved', 'skipped', 'started', 'missed'))
);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "skip_not_on_whatsapp" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "within_business_hours" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "on_whatsapp" boolean;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "whatsapp_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "auto_reply_firings" ADD CONSTRAINT "auto_reply_firings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_reply_firings" ADD CONSTRAINT "auto_reply_firings_rule_id_auto_reply_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "auto_reply_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_reply_firings" ADD CONSTRAINT "auto_reply_firings_device_id_wa_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "wa_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_reply_firings" ADD CONSTRAINT "auto_reply_firings_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_reply_firings" ADD CONSTRAINT "auto_reply_firings_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_reply_firings" ADD CONSTRAINT "auto_reply_firings_outbox_id_wa_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "wa_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_reply_rule_devices" ADD CONSTRAINT "auto_reply_rule_devices_rule_id_auto_reply_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "auto_reply_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_reply_rule_devices" ADD CONSTRAINT "auto_reply_rule_devices_device_id_wa_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "wa_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_reply_rule_groups" ADD CONSTRAINT "auto_reply_rule_groups_rule_id_auto_reply_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "auto_reply_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_reply_rule_groups" ADD CONSTRAINT "auto_reply_rule_groups_group_id_contact_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "contact_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_reply_rules" ADD CONSTRAINT "auto_reply_rules_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_reply_rules" ADD CONSTRAINT "auto_reply_rules_channel_id_chat_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "chat_channels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_reply_rules" ADD CONSTRAINT "auto_reply_rules_template_id_content_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "content_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_reply_rules" ADD CONSTRAINT "auto_reply_rules_quick_reply_id_quick_replies_id_fk" FOREIGN KEY ("quick_reply_id") REFERENCES "quick_replies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_settings" ADD CONSTRAINT "automation_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_hours" ADD CONSTRAINT "business_hours_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_hours_exceptions" ADD CONSTRAINT "business_hours_exceptions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "number_check_items" ADD CONSTRAINT "number_check_items_check_id_number_checks_id_fk" FOREIGN KEY ("check_id") REFERENCES "number_checks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "number_check_items" ADD CONSTRAINT "number_check_items_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "number_check_items" ADD CONSTRAINT "number_check_items_device_id_wa_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "wa_devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "number_checks" ADD CONSTRAINT "number_checks_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "number_checks" ADD CONSTRAINT "number_checks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_broadcast_devices" ADD CONSTRAINT "recurring_broadcast_devices_series_id_recurring_broadcasts_id_fk" FOREIGN KEY ("series_id") REFERENCES "recurring_broadcasts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_broadcast_devices" ADD CONSTRAINT "recurring_broadcast_devices_device_id_wa_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "wa_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_broadcast_groups" ADD CONSTRAINT "recurring_broadcast_groups_series_id_recurring_broadcasts_id_fk" FOREIGN KEY ("series_id") REFERENCES "recurring_broadcasts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_broadcast_groups" ADD CONSTRAINT "recurring_broadcast_groups_group_id_contact_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "contact_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_broadcasts" ADD CONSTRAINT "recurring_broadcasts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_broadcasts" ADD CONSTRAINT "recurring_broadcasts_template_id_content_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "content_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_occurrences" ADD CONSTRAINT "recurring_occurrences_series_id_recurring_broadcasts_id_fk" FOREIGN KEY ("series_id") REFERENCES "recurring_broadcasts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_occurrences" ADD CONSTRAINT "recurring_occurrences_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_occurrences" ADD CONSTRAINT "recurring_occurrences_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "campaigns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auto_reply_firings_message_key" ON "auto_reply_firings" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "auto_reply_firings_rule_idx" ON "auto_reply_firings" USING btree ("rule_id","fired_at");--> statement-breakpoint
CREATE INDEX "auto_reply_firings_rule_peer_idx" ON "auto_reply_firings" USING btree ("rule_id","peer_phone","fired_at");--> statement-breakpoint
CREATE INDEX "auto_reply_firings_conversation_idx" ON "auto_reply_firings" USING btree ("device_id","peer_phone","fired_at");--> statement-breakpoint
CREATE INDEX "auto_reply_rules_account_idx" ON "auto_reply_rules" USING btree ("account_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "business_hours_exceptions_account_date_key" ON "business_hours_exceptions" USING btree ("account_id","date");--> statement-breakpoint
CREATE INDEX "number_check_items_device_idx" ON "number_check_items" USING btree ("device_id","checked_at");--> statement-breakpoint
CREATE INDEX "number_checks_account_idx" ON "number_checks" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "number_checks_status_idx" ON "number_checks" USING btree ("status");--> statement-breakpoint
CREATE INDEX "recurring_broadcasts_account_idx" ON "recurring_broadcasts" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "recurring_broadcasts_status_idx" ON "recurring_broadcasts" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "recurring_occurrences_series_instant_key" ON "recurring_occurrences" USING btree ("series_id","occurs_at");--> statement-breakpoint
CREATE INDEX "recurring_occurrences_due_idx" ON "recurring_occurrences" USING btree ("state","run_at");--> statement-breakpoint
CREATE INDEX "recurring_occurrences_campaign_idx" ON "recurring_occurrences" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "contacts_account_on_whatsapp_idx" ON "contacts" USING btree ("account_id","on_whatsapp");