-- Condition trees (docs/conditions-sql.md): string filters on these contact columns compare
-- lower(column COLLATE "C") (ASCII folding, as core's evaluator does). One index per column on that
-- exact expression; INCLUDE (column) lets a count be answered from the index alone.
-- Written by hand (drizzle-kit generate --custom): drizzle's table definitions do not hold these.
CREATE INDEX IF NOT EXISTS "contacts_condition_first_name" ON "contacts" USING btree ("brand_id", lower("first_name" COLLATE "C")) INCLUDE ("first_name");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contacts_condition_last_name" ON "contacts" USING btree ("brand_id", lower("last_name" COLLATE "C")) INCLUDE ("last_name");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contacts_condition_email" ON "contacts" USING btree ("brand_id", lower("email" COLLATE "C")) INCLUDE ("email");
