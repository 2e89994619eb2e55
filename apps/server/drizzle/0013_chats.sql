CREATE TABLE "chat_channel_devices" (
	"channel_id" uuid NOT NULL,
	"device_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	CONSTRAINT "chat_channel_devices_channel_id_device_id_pk" PRIMARY KEY("channel_id","device_id")
);
--> statement-breakpoint
CREATE TABLE "chat_channels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_response_times" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"conversation_id" uuid NOT NULL,
	"seconds" integer NOT NULL,
	"responded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"device_id" uuid NOT NULL,
	"peer_phone" text NOT NULL,
	"push_name" text,
	"last_message_at" timestamp with time zone NOT NULL,
	"last_message_text" text,
	"last_message_kind" text NOT NULL,
	"last_direction" text NOT NULL,
	"unread_count" integer DEFAULT 0 NOT NULL,
	"unanswered" boolean DEFAULT false NOT NULL,
	"awaiting_since" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quick_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"shortcut" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "messages" ALTER COLUMN "wa_message_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "conversation_id" uuid;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "outbox_id" uuid;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "media_id" uuid;--> statement-breakpoint
ALTER TABLE "chat_channel_devices" ADD CONSTRAINT "chat_channel_devices_channel_id_chat_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "chat_channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_channel_devices" ADD CONSTRAINT "chat_channel_devices_device_id_wa_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "wa_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_channel_devices" ADD CONSTRAINT "chat_channel_devices_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_channels" ADD CONSTRAINT "chat_channels_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_response_times" ADD CONSTRAINT "chat_response_times_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_response_times" ADD CONSTRAINT "chat_response_times_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_device_id_wa_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "wa_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quick_replies" ADD CONSTRAINT "quick_replies_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_channel_devices_device_idx" ON "chat_channel_devices" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "chat_channel_devices_account_idx" ON "chat_channel_devices" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "chat_channels_account_idx" ON "chat_channels" USING btree ("account_id","position");--> statement-breakpoint
CREATE INDEX "chat_response_times_account_idx" ON "chat_response_times" USING btree ("account_id","responded_at");--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_device_peer_key" ON "conversations" USING btree ("device_id","peer_phone");--> statement-breakpoint
CREATE INDEX "conversations_device_last_idx" ON "conversations" USING btree ("device_id","last_message_at","id");--> statement-breakpoint
CREATE INDEX "conversations_account_last_idx" ON "conversations" USING btree ("account_id","last_message_at","id");--> statement-breakpoint
CREATE INDEX "conversations_account_unanswered_idx" ON "conversations" USING btree ("account_id","awaiting_since") WHERE "conversations"."unanswered";--> statement-breakpoint
CREATE UNIQUE INDEX "quick_replies_account_shortcut_key" ON "quick_replies" USING btree ("account_id","shortcut");--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_outbox_id_wa_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "wa_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_media_id_media_files_id_fk" FOREIGN KEY ("media_id") REFERENCES "media_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_conversation_idx" ON "messages" USING btree ("conversation_id","sent_at","id");--> statement-breakpoint
CREATE INDEX "messages_outbox_idx" ON "messages" USING btree ("outbox_id");