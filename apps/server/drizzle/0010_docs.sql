CREATE TABLE "doc_contents" (
	"id" serial PRIMARY KEY NOT NULL,
	"section_id" integer NOT NULL,
	"slug" text NOT NULL,
	"title_en" text NOT NULL,
	"title_id" text DEFAULT '' NOT NULL,
	"title_bn" text DEFAULT '' NOT NULL,
	"title_my" text DEFAULT '' NOT NULL,
	"body_en" text DEFAULT '' NOT NULL,
	"body_id" text DEFAULT '' NOT NULL,
	"body_bn" text DEFAULT '' NOT NULL,
	"body_my" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"source_hash" text,
	"staff_edited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doc_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title_en" text NOT NULL,
	"title_id" text DEFAULT '' NOT NULL,
	"title_bn" text DEFAULT '' NOT NULL,
	"title_my" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"source_hash" text,
	"staff_edited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "doc_contents" ADD CONSTRAINT "doc_contents_section_id_doc_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "doc_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "doc_contents_section_slug_key" ON "doc_contents" USING btree ("section_id","slug");--> statement-breakpoint
CREATE INDEX "doc_contents_section_position_idx" ON "doc_contents" USING btree ("section_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "doc_sections_slug_key" ON "doc_sections" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "doc_sections_position_idx" ON "doc_sections" USING btree ("position");