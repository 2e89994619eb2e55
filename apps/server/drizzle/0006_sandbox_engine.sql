CREATE TABLE "sandbox_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"from_phone" text NOT NULL,
	"to_phone" text NOT NULL,
	"wa_message_id" text NOT NULL,
	"text" text,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_pairings" (
	"device_id" uuid PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"code" text,
	"expires_at" timestamp with time zone NOT NULL,
	"scanned_phone" text,
	"scanned_at" timestamp with time zone,
	CONSTRAINT "sandbox_pairings_token_unique" UNIQUE("token"),
	CONSTRAINT "sandbox_pairings_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "wa_devices" ADD COLUMN "sandbox_fault" text;--> statement-breakpoint
ALTER TABLE "sandbox_pairings" ADD CONSTRAINT "sandbox_pairings_device_id_wa_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "wa_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_messages_to_phone_idx" ON "sandbox_messages" USING btree ("to_phone","delivered_at");