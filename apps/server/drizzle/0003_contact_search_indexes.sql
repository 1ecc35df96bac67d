-- Contact search (docs/search.md): prefix lookups by name, email and phone, each an index range scan.
-- text_pattern_ops makes LIKE 'prefix%' indexable whatever the database's collation. Written by hand
-- (drizzle-kit generate --custom) because drizzle's table definitions do not hold these expressions.
CREATE INDEX IF NOT EXISTS "contacts_search_first_name" ON "contacts" USING btree ("brand_id", lower("first_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contacts_search_last_name" ON "contacts" USING btree ("brand_id", lower("last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contacts_search_full_name" ON "contacts" USING btree ("brand_id", lower(coalesce("first_name", '') || ' ' || coalesce("last_name", '')) text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contacts_search_email" ON "contacts" USING btree ("brand_id", lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contacts_search_phone" ON "contacts" USING btree ("brand_id", "contact_phone" text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contacts_search_updated" ON "contacts" USING btree ("brand_id", "updated_at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contact_emails_search" ON "contact_emails" USING btree ("brand_id", lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contact_phones_search" ON "contact_phones" USING btree ("brand_id", "phone_number" text_pattern_ops);
