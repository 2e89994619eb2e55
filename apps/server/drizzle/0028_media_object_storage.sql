CREATE TABLE "media_stray_objects" (
	"storage_key" text PRIMARY KEY NOT NULL,
	"sweep_after" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media_files" ALTER COLUMN "data" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "media_files" ADD COLUMN "storage" text DEFAULT 'db' NOT NULL;--> statement-breakpoint
ALTER TABLE "media_files" ADD COLUMN "storage_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "media_files_storage_key_key" ON "media_files" USING btree ("storage_key");--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_storage_check" CHECK (("media_files"."storage" = 'db' and "media_files"."data" is not null and "media_files"."storage_key" is null)
        or ("media_files"."storage" = 's3' and "media_files"."storage_key" is not null and "media_files"."data" is null));--> statement-breakpoint
-- An S3 key is in media_stray_objects exactly while no media row holds it: the rows that take keys
-- (an insert, the move to S3) remove them, and deleted rows put theirs back to be swept at once,
-- whatever deleted them (a template's purge, a cascade from a deleted account).
CREATE FUNCTION "siar_media_keys_taken"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM media_stray_objects s USING taken t WHERE s.storage_key = t.storage_key;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "siar_media_keys_released"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO media_stray_objects (storage_key, sweep_after)
    SELECT storage_key, now() FROM released WHERE storage_key IS NOT NULL
    ON CONFLICT (storage_key) DO UPDATE SET sweep_after = now();
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "media_files_keys_inserted" AFTER INSERT ON "media_files" REFERENCING NEW TABLE AS taken FOR EACH STATEMENT EXECUTE FUNCTION "siar_media_keys_taken"();--> statement-breakpoint
CREATE TRIGGER "media_files_keys_updated" AFTER UPDATE ON "media_files" REFERENCING NEW TABLE AS taken FOR EACH STATEMENT EXECUTE FUNCTION "siar_media_keys_taken"();--> statement-breakpoint
CREATE TRIGGER "media_files_keys_deleted" AFTER DELETE ON "media_files" REFERENCING OLD TABLE AS released FOR EACH STATEMENT EXECUTE FUNCTION "siar_media_keys_released"();
