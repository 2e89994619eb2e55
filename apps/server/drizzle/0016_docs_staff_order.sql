ALTER TABLE "doc_contents" ADD COLUMN "staff_ordered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "doc_sections" ADD COLUMN "staff_ordered_at" timestamp with time zone;