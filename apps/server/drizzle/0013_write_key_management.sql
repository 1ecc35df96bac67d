ALTER TABLE "ingest_write_keys" ADD COLUMN "id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "ingest_write_keys" ADD COLUMN "last_four" text;--> statement-breakpoint
ALTER TABLE "ingest_write_keys" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "ingest_write_keys" ADD COLUMN "last_used_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "ingest_write_keys_brand_id_id" ON "ingest_write_keys" USING btree ("brand_id","id");