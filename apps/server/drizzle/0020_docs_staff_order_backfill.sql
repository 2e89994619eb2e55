-- Reordering used to mark rows edited by staff. Rows staff had touched keep their position from now
-- on (staff_ordered_at); repository rows whose only staff change was a reorder (no update in the
-- audit log) are no longer marked edited, so the repository's new text reaches them again.
UPDATE "doc_sections" SET "staff_ordered_at" = "staff_edited_at" WHERE "staff_edited_at" IS NOT NULL;--> statement-breakpoint
UPDATE "doc_contents" SET "staff_ordered_at" = "staff_edited_at" WHERE "staff_edited_at" IS NOT NULL;--> statement-breakpoint
UPDATE "doc_sections" s SET "staff_edited_at" = NULL
WHERE s."staff_edited_at" IS NOT NULL AND s."source_hash" IS NOT NULL AND NOT EXISTS (
  SELECT 1 FROM "audit_log" a
  WHERE a."target_type" = 'doc_section' AND a."target_id" = s."id"::text AND a."action" = 'docs_section.update'
);--> statement-breakpoint
UPDATE "doc_contents" c SET "staff_edited_at" = NULL
WHERE c."staff_edited_at" IS NOT NULL AND c."source_hash" IS NOT NULL AND NOT EXISTS (
  SELECT 1 FROM "audit_log" a
  WHERE a."target_type" = 'doc_content' AND a."target_id" = c."id"::text AND a."action" = 'docs_content.update'
);
