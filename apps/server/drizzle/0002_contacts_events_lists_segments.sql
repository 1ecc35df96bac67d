CREATE TABLE "contact_merges" (
	"brand_id" uuid NOT NULL,
	"merged_profile_id" text NOT NULL,
	"contact_id" uuid NOT NULL,
	"merged_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_merges_brand_id_merged_profile_id_pk" PRIMARY KEY("brand_id","merged_profile_id")
);
--> statement-breakpoint
CREATE TABLE "contact_events" (
	"brand_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"contact_id" uuid NOT NULL,
	"event_type" text NOT NULL,
	"event_name" text NOT NULL,
	"properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_events_brand_id_id_pk" PRIMARY KEY("brand_id","id")
);
--> statement-breakpoint
CREATE TABLE "event_field_values" (
	"brand_id" uuid NOT NULL,
	"field_id" text NOT NULL,
	"value" text NOT NULL,
	"value_key" text NOT NULL,
	"occurrences" integer DEFAULT 0 NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_field_values_brand_id_field_id_value_pk" PRIMARY KEY("brand_id","field_id","value")
);
--> statement-breakpoint
CREATE TABLE "event_schema_fields" (
	"brand_id" uuid NOT NULL,
	"event_type" text NOT NULL,
	"event_name" text NOT NULL,
	"field_name" text NOT NULL,
	"field_type" text NOT NULL,
	"field_id" text NOT NULL,
	"value_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_schema_fields_brand_id_event_type_event_name_field_name_pk" PRIMARY KEY("brand_id","event_type","event_name","field_name")
);
--> statement-breakpoint
CREATE TABLE "ingest_write_keys" (
	"brand_id" uuid NOT NULL,
	"key_hash" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "ingest_write_keys_brand_id_key_hash_pk" PRIMARY KEY("brand_id","key_hash")
);
--> statement-breakpoint
CREATE TABLE "saved_view_teams" (
	"brand_id" uuid NOT NULL,
	"view_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	CONSTRAINT "saved_view_teams_brand_id_view_id_team_id_pk" PRIMARY KEY("brand_id","view_id","team_id")
);
--> statement-breakpoint
CREATE TABLE "saved_views" (
	"brand_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"page" text NOT NULL,
	"page_query" jsonb NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"share_with_all_users" boolean DEFAULT false NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_views_brand_id_id_pk" PRIMARY KEY("brand_id","id")
);
--> statement-breakpoint
CREATE TABLE "segment_members" (
	"brand_id" uuid NOT NULL,
	"segment_id" uuid NOT NULL,
	"contact_id" uuid NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "segment_members_brand_id_segment_id_contact_id_pk" PRIMARY KEY("brand_id","segment_id","contact_id")
);
--> statement-breakpoint
CREATE TABLE "segments" (
	"brand_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"conditions" jsonb,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "segments_brand_id_id_pk" PRIMARY KEY("brand_id","id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_merges" ADD CONSTRAINT "contact_merges_brand_id_contact_id_contacts_brand_id_id_fk" FOREIGN KEY ("brand_id","contact_id") REFERENCES "public"."contacts"("brand_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_events" ADD CONSTRAINT "contact_events_brand_id_contact_id_contacts_brand_id_id_fk" FOREIGN KEY ("brand_id","contact_id") REFERENCES "public"."contacts"("brand_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_field_values" ADD CONSTRAINT "event_field_values_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_schema_fields" ADD CONSTRAINT "event_schema_fields_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingest_write_keys" ADD CONSTRAINT "ingest_write_keys_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_view_teams" ADD CONSTRAINT "saved_view_teams_brand_id_view_id_saved_views_brand_id_id_fk" FOREIGN KEY ("brand_id","view_id") REFERENCES "public"."saved_views"("brand_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_view_teams" ADD CONSTRAINT "saved_view_teams_brand_id_team_id_teams_brand_id_id_fk" FOREIGN KEY ("brand_id","team_id") REFERENCES "public"."teams"("brand_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_views" ADD CONSTRAINT "saved_views_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segment_members" ADD CONSTRAINT "segment_members_brand_id_segment_id_segments_brand_id_id_fk" FOREIGN KEY ("brand_id","segment_id") REFERENCES "public"."segments"("brand_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segment_members" ADD CONSTRAINT "segment_members_brand_id_contact_id_contacts_brand_id_id_fk" FOREIGN KEY ("brand_id","contact_id") REFERENCES "public"."contacts"("brand_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segments" ADD CONSTRAINT "segments_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_merges_contact" ON "contact_merges" USING btree ("brand_id","contact_id");--> statement-breakpoint
CREATE INDEX "contact_events_name_contact_time" ON "contact_events" USING btree ("brand_id","event_name","contact_id","occurred_at");--> statement-breakpoint
CREATE INDEX "contact_events_contact_time" ON "contact_events" USING btree ("brand_id","contact_id","occurred_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "event_field_values_search" ON "event_field_values" USING btree ("brand_id","field_id","value_key","value");--> statement-breakpoint
CREATE UNIQUE INDEX "event_schema_fields_field_id" ON "event_schema_fields" USING btree ("brand_id","field_id");--> statement-breakpoint
CREATE INDEX "saved_view_teams_team" ON "saved_view_teams" USING btree ("brand_id","team_id");--> statement-breakpoint
CREATE INDEX "saved_views_page_creator" ON "saved_views" USING btree ("brand_id","page","created_by_id");--> statement-breakpoint
CREATE INDEX "segment_members_contact" ON "segment_members" USING btree ("brand_id","contact_id");--> statement-breakpoint
CREATE UNIQUE INDEX "segments_name_unique" ON "segments" USING btree ("brand_id",lower("name"));--> statement-breakpoint
CREATE INDEX "contacts_external_id" ON "contacts" USING btree ("brand_id","external_id");