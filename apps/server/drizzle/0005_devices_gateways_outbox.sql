CREATE TABLE "gateways" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"capacity" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"stopped_at" timestamp with time zone,
	CONSTRAINT "gateways_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "wa_device_leases" (
	"device_id" uuid PRIMARY KEY NOT NULL,
	"gateway_id" uuid NOT NULL,
	"acquired_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wa_auth" (
	"device_id" uuid NOT NULL,
	"key" text NOT NULL,
	"value" jsonb NOT NULL,
	CONSTRAINT "wa_auth_device_id_key_pk" PRIMARY KEY("device_id","key")
);
--> statement-breakpoint
CREATE TABLE "wa_devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"engine" text NOT NULL,
	"state" text NOT NULL,
	"state_reason" text,
	"phone_number" text,
	"push_name" text,
	"paused" boolean DEFAULT false NOT NULL,
	"gateway_pin" text,
	"pairing_qr" text,
	"pairing_code" text,
	"pairing_expires_at" timestamp with time zone,
	"pairing_phone" text,
	"connected_at" timestamp with time zone,
	"last_seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wa_lid_mappings" (
	"lid" text PRIMARY KEY NOT NULL,
	"phone_number" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wa_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"device_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"ref_id" uuid,
	"to_phone" text NOT NULL,
	"text" text,
	"typing_ms" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"failure_reason" text,
	"wa_message_id" text,
	"due_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"read_at" timestamp with time zone,
	"failed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "wa_outbox_transitions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"outbox_id" uuid NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"reason" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wa_device_leases" ADD CONSTRAINT "wa_device_leases_device_id_wa_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "wa_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wa_device_leases" ADD CONSTRAINT "wa_device_leases_gateway_id_gateways_id_fk" FOREIGN KEY ("gateway_id") REFERENCES "gateways"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wa_auth" ADD CONSTRAINT "wa_auth_device_id_wa_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "wa_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wa_devices" ADD CONSTRAINT "wa_devices_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wa_outbox" ADD CONSTRAINT "wa_outbox_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wa_outbox" ADD CONSTRAINT "wa_outbox_device_id_wa_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "wa_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wa_outbox_transitions" ADD CONSTRAINT "wa_outbox_transitions_outbox_id_wa_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "wa_outbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wa_device_leases_gateway_id_idx" ON "wa_device_leases" USING btree ("gateway_id");--> statement-breakpoint
CREATE INDEX "wa_devices_account_id_idx" ON "wa_devices" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wa_devices_phone_number_key" ON "wa_devices" USING btree ("phone_number") WHERE "wa_devices"."phone_number" is not null;--> statement-breakpoint
CREATE INDEX "wa_outbox_device_due_idx" ON "wa_outbox" USING btree ("device_id","state","due_at");--> statement-breakpoint
CREATE INDEX "wa_outbox_ref_id_idx" ON "wa_outbox" USING btree ("ref_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wa_outbox_device_message_id_key" ON "wa_outbox" USING btree ("device_id","wa_message_id");--> statement-breakpoint
CREATE INDEX "wa_outbox_transitions_outbox_id_idx" ON "wa_outbox_transitions" USING btree ("outbox_id","id");