CREATE TABLE "device_ramps" (
	"device_id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"step" integer DEFAULT 0 NOT NULL,
	"moved_on" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"day" text,
	"opened_on_day" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "new_chat_ramp" jsonb;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "contact_wrote_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "device_ramps" ADD CONSTRAINT "device_ramps_device_id_wa_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "wa_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_ramps" ADD CONSTRAINT "device_ramps_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "device_ramps_account_idx" ON "device_ramps" USING btree ("account_id");--> statement-breakpoint
UPDATE "conversations" c SET "contact_wrote_at" = m.first_in
FROM (SELECT "conversation_id", min("sent_at") AS first_in FROM "messages"
      WHERE "direction" = 'in' AND "conversation_id" IS NOT NULL GROUP BY "conversation_id") m
WHERE m."conversation_id" = c."id";
