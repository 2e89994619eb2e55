CREATE TABLE "campaign_devices" (
	"campaign_id" uuid NOT NULL,
	"device_id" uuid NOT NULL,
	"next_send_at" timestamp with time zone DEFAULT now() NOT NULL,
	"day" text,
	"sent_on_day" integer DEFAULT 0 NOT NULL,
	"failures_in_a_row" integer DEFAULT 0 NOT NULL,
	"removed_reason" text,
	"removed_at" timestamp with time zone,
	CONSTRAINT "campaign_devices_campaign_id_device_id_pk" PRIMARY KEY("campaign_id","device_id")
);
--> statement-breakpoint
CREATE TABLE "campaign_groups" (
	"campaign_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	CONSTRAINT "campaign_groups_campaign_id_group_id_pk" PRIMARY KEY("campaign_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"template_id" uuid,
	"message_text" text,
	"media_id" uuid,
	"status" text DEFAULT 'draft' NOT NULL,
	"status_reason" text,
	"scheduled_at" timestamp with time zone,
	"min_delay_seconds" integer DEFAULT 20 NOT NULL,
	"max_delay_seconds" integer DEFAULT 60 NOT NULL,
	"typing" boolean DEFAULT true NOT NULL,
	"daily_cap_per_device" integer,
	"window_start" text,
	"window_end" text,
	"total_recipients" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_group_members" (
	"group_id" uuid NOT NULL,
	"contact_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_group_members_group_id_contact_id_pk" PRIMARY KEY("group_id","contact_id")
);
--> statement-breakpoint
CREATE TABLE "contact_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_import_errors" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"import_id" uuid NOT NULL,
	"row" integer NOT NULL,
	"value" text DEFAULT '' NOT NULL,
	"reason" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"created_by" uuid,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"file" "bytea" NOT NULL,
	"mapping" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"group_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"created_count" integer DEFAULT 0 NOT NULL,
	"updated_count" integer DEFAULT 0 NOT NULL,
	"error_count" integer DEFAULT 0 NOT NULL,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"opted_out_at" timestamp with time zone,
	"source" text DEFAULT 'manual' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"mimetype" text NOT NULL,
	"file_name" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"device_id" uuid NOT NULL,
	"contact_id" uuid,
	"peer_phone" text,
	"peer_lid" text,
	"direction" text NOT NULL,
	"wa_message_id" text NOT NULL,
	"kind" text NOT NULL,
	"text" text,
	"media_mimetype" text,
	"media_file_name" text,
	"media_size" integer,
	"push_name" text,
	"sent_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_received" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"from_phone" text NOT NULL,
	"to_phone" text NOT NULL,
	"wa_message_id" text NOT NULL,
	"text" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"body" text NOT NULL,
	"media_id" uuid,
	"deleted_at" timestamp with time zone,
	"purge_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wa_outbox" DROP CONSTRAINT "wa_outbox_device_id_wa_devices_id_fk";
--> statement-breakpoint
ALTER TABLE "wa_outbox" ALTER COLUMN "device_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "wa_outbox" ADD COLUMN "media_id" uuid;--> statement-breakpoint
ALTER TABLE "wa_outbox" ADD COLUMN "campaign_id" uuid;--> statement-breakpoint
ALTER TABLE "wa_outbox" ADD COLUMN "contact_id" uuid;--> statement-breakpoint
ALTER TABLE "wa_outbox" ADD COLUMN "seq" integer;--> statement-breakpoint
ALTER TABLE "campaign_devices" ADD CONSTRAINT "campaign_devices_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_devices" ADD CONSTRAINT "campaign_devices_device_id_wa_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "wa_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_groups" ADD CONSTRAINT "campaign_groups_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_groups" ADD CONSTRAINT "campaign_groups_group_id_contact_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "contact_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_template_id_content_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "content_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_media_id_media_files_id_fk" FOREIGN KEY ("media_id") REFERENCES "media_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_group_members" ADD CONSTRAINT "contact_group_members_group_id_contact_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "contact_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_group_members" ADD CONSTRAINT "contact_group_members_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_group_members" ADD CONSTRAINT "contact_group_members_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_groups" ADD CONSTRAINT "contact_groups_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_import_errors" ADD CONSTRAINT "contact_import_errors_import_id_contact_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "contact_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_imports" ADD CONSTRAINT "contact_imports_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_imports" ADD CONSTRAINT "contact_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_imports" ADD CONSTRAINT "contact_imports_group_id_contact_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "contact_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_device_id_wa_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "wa_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_templates" ADD CONSTRAINT "content_templates_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_templates" ADD CONSTRAINT "content_templates_media_id_media_files_id_fk" FOREIGN KEY ("media_id") REFERENCES "media_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_devices_device_idx" ON "campaign_devices" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "campaigns_account_idx" ON "campaigns" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "campaigns_status_idx" ON "campaigns" USING btree ("status","scheduled_at");--> statement-breakpoint
CREATE INDEX "contact_group_members_contact_idx" ON "contact_group_members" USING btree ("contact_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contact_groups_account_name_key" ON "contact_groups" USING btree ("account_id",lower("name"));--> statement-breakpoint
CREATE INDEX "contact_groups_account_created_idx" ON "contact_groups" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "contact_import_errors_import_idx" ON "contact_import_errors" USING btree ("import_id","row");--> statement-breakpoint
CREATE INDEX "contact_imports_account_idx" ON "contact_imports" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_account_phone_key" ON "contacts" USING btree ("account_id","phone");--> statement-breakpoint
CREATE INDEX "contacts_account_created_idx" ON "contacts" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "contacts_account_name_idx" ON "contacts" USING btree ("account_id","name","id");--> statement-breakpoint
CREATE INDEX "contacts_name_trgm_idx" ON "contacts" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contacts_phone_trgm_idx" ON "contacts" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contacts_email_trgm_idx" ON "contacts" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "media_files_account_id_idx" ON "media_files" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_device_wa_id_key" ON "messages" USING btree ("device_id","wa_message_id");--> statement-breakpoint
CREATE INDEX "messages_account_sent_idx" ON "messages" USING btree ("account_id","sent_at");--> statement-breakpoint
CREATE INDEX "messages_contact_idx" ON "messages" USING btree ("contact_id","sent_at");--> statement-breakpoint
CREATE INDEX "sandbox_received_message_idx" ON "sandbox_received" USING btree ("wa_message_id");--> statement-breakpoint
CREATE INDEX "content_templates_account_idx" ON "content_templates" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "content_templates_purge_idx" ON "content_templates" USING btree ("purge_at");--> statement-breakpoint
ALTER TABLE "wa_outbox" ADD CONSTRAINT "wa_outbox_media_id_media_files_id_fk" FOREIGN KEY ("media_id") REFERENCES "media_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wa_outbox" ADD CONSTRAINT "wa_outbox_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wa_outbox" ADD CONSTRAINT "wa_outbox_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wa_outbox" ADD CONSTRAINT "wa_outbox_device_id_wa_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "wa_devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wa_outbox_campaign_contact_key" ON "wa_outbox" USING btree ("campaign_id","contact_id") WHERE "wa_outbox"."campaign_id" is not null;--> statement-breakpoint
CREATE INDEX "wa_outbox_campaign_state_idx" ON "wa_outbox" USING btree ("campaign_id","state","seq");