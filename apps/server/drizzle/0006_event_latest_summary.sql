CREATE TABLE "contact_event_latest" (
	"brand_id" uuid NOT NULL,
	"event_type" text NOT NULL,
	"event_name" text NOT NULL,
	"contact_id" uuid NOT NULL,
	"latest_at" timestamp with time zone NOT NULL,
	"latest_count" integer NOT NULL,
	"properties" jsonb NOT NULL,
	CONSTRAINT "contact_event_latest_brand_id_event_name_event_type_contact_id_pk" PRIMARY KEY("brand_id","event_name","event_type","contact_id")
);
--> statement-breakpoint
DROP INDEX "contact_events_name_contact_time";--> statement-breakpoint
ALTER TABLE "contact_event_latest" ADD CONSTRAINT "contact_event_latest_brand_id_contact_id_contacts_brand_id_id_fk" FOREIGN KEY ("brand_id","contact_id") REFERENCES "public"."contacts"("brand_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_event_latest_ties" ON "contact_event_latest" USING btree ("brand_id","event_name","event_type","contact_id") WHERE latest_count > 1;--> statement-breakpoint
CREATE INDEX "contact_events_name_type_contact_time" ON "contact_events" USING btree ("brand_id","event_name","event_type","contact_id","occurred_at");--> statement-breakpoint
-- Backfill the summary from the events already stored (docs/conditions-sql.md "The latest-event summary").
INSERT INTO "contact_event_latest" ("brand_id", "event_name", "event_type", "contact_id", "latest_at", "latest_count", "properties")
SELECT DISTINCT ON ("brand_id", "event_name", "event_type", "contact_id")
  "brand_id", "event_name", "event_type", "contact_id", "occurred_at",
  (count(*) OVER (PARTITION BY "brand_id", "event_name", "event_type", "contact_id", date_trunc('milliseconds', "occurred_at")))::int,
  "properties"
FROM "contact_events"
ORDER BY "brand_id", "event_name", "event_type", "contact_id", "occurred_at" DESC;
