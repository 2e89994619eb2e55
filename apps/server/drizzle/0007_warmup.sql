CREATE TABLE "warmup_devices" (
	"account_id" uuid NOT NULL,
	"device_id" uuid NOT NULL,
	"messages_sent" integer DEFAULT 0 NOT NULL,
	"last_message" text,
	"last_message_at" timestamp with time zone,
	CONSTRAINT "warmup_devices_account_id_device_id_pk" PRIMARY KEY("account_id","device_id")
);
--> statement-breakpoint
CREATE TABLE "warmups" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"interval_starts_at" integer NOT NULL,
	"interval_ends_at" integer NOT NULL,
	"break_after_total_msgs" integer NOT NULL,
	"min_break_duration" integer NOT NULL,
	"max_break_duration" integer NOT NULL,
	"stop_condition" integer NOT NULL,
	"stop_at" timestamp with time zone,
	"stop_after_total_msgs" integer,
	"status" integer DEFAULT 1 NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"messages_sent" integer DEFAULT 0 NOT NULL,
	"messages_since_break" integer DEFAULT 0 NOT NULL,
	"next_message_at" timestamp with time zone,
	"conversation" integer DEFAULT 0 NOT NULL,
	"conversation_line" integer DEFAULT 0 NOT NULL,
	"speaker_a" uuid,
	"speaker_b" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "warmup_devices" ADD CONSTRAINT "warmup_devices_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warmup_devices" ADD CONSTRAINT "warmup_devices_device_id_wa_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "wa_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warmups" ADD CONSTRAINT "warmups_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;