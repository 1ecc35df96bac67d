CREATE TABLE "journey_jobs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "journey_jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"brand_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"journey_id" uuid,
	"run_id" uuid,
	"node_id" text,
	"version" integer,
	"payload" jsonb,
	"due_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"dead_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journey_outbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "journey_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"brand_id" uuid NOT NULL,
	"run_id" uuid NOT NULL,
	"node_id" text NOT NULL,
	"version" integer NOT NULL,
	"kind" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"payload" jsonb NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "journey_runs" (
	"brand_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"journey_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"contact_id" uuid NOT NULL,
	"state" text DEFAULT 'active' NOT NULL,
	"node_id" text,
	"entry_rule" text NOT NULL,
	"trigger_key" text NOT NULL,
	"trigger_event" jsonb,
	"test" boolean DEFAULT false NOT NULL,
	"entered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	CONSTRAINT "journey_runs_brand_id_id_pk" PRIMARY KEY("brand_id","id")
);
--> statement-breakpoint
CREATE TABLE "journey_steps" (
	"brand_id" uuid NOT NULL,
	"run_id" uuid NOT NULL,
	"node_id" text NOT NULL,
	"version" integer NOT NULL,
	"journey_id" uuid NOT NULL,
	"status" text NOT NULL,
	"output" text,
	"reason" text,
	"detail" jsonb,
	"entered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "journey_steps_brand_id_run_id_node_id_version_pk" PRIMARY KEY("brand_id","run_id","node_id","version")
);
--> statement-breakpoint
CREATE TABLE "journey_tag_links" (
	"brand_id" uuid NOT NULL,
	"journey_id" uuid NOT NULL,
	"tag_id" uuid NOT NULL,
	CONSTRAINT "journey_tag_links_brand_id_journey_id_tag_id_pk" PRIMARY KEY("brand_id","journey_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "journey_tags" (
	"brand_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "journey_tags_brand_id_id_pk" PRIMARY KEY("brand_id","id")
);
--> statement-breakpoint
CREATE TABLE "journey_versions" (
	"brand_id" uuid NOT NULL,
	"journey_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"definition" jsonb NOT NULL,
	"published_by" uuid,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journey_versions_brand_id_journey_id_version_pk" PRIMARY KEY("brand_id","journey_id","version")
);
--> statement-breakpoint
CREATE TABLE "journey_waits" (
	"brand_id" uuid NOT NULL,
	"run_id" uuid NOT NULL,
	"node_id" text NOT NULL,
	"version" integer NOT NULL,
	"contact_id" uuid NOT NULL,
	"event_type" text NOT NULL,
	"event_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journey_waits_brand_id_run_id_node_id_version_pk" PRIMARY KEY("brand_id","run_id","node_id","version")
);
--> statement-breakpoint
CREATE TABLE "journey_webhook_deliveries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "journey_webhook_deliveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"brand_id" uuid NOT NULL,
	"outbox_id" bigint NOT NULL,
	"attempt" integer NOT NULL,
	"status_code" integer,
	"response_excerpt" text,
	"error" text,
	"duration_ms" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journeys" (
	"brand_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"friendly_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"state" text DEFAULT 'draft' NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"live_version" integer,
	"draft" jsonb NOT NULL,
	"draft_changed" boolean DEFAULT true NOT NULL,
	"trigger_type" text,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"original_created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journeys_brand_id_id_pk" PRIMARY KEY("brand_id","id")
);
--> statement-breakpoint
ALTER TABLE "journey_runs" ADD CONSTRAINT "journey_runs_brand_id_journey_id_journeys_brand_id_id_fk" FOREIGN KEY ("brand_id","journey_id") REFERENCES "public"."journeys"("brand_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_runs" ADD CONSTRAINT "journey_runs_brand_id_contact_id_contacts_brand_id_id_fk" FOREIGN KEY ("brand_id","contact_id") REFERENCES "public"."contacts"("brand_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_steps" ADD CONSTRAINT "journey_steps_brand_id_run_id_journey_runs_brand_id_id_fk" FOREIGN KEY ("brand_id","run_id") REFERENCES "public"."journey_runs"("brand_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_tag_links" ADD CONSTRAINT "journey_tag_links_brand_id_journey_id_journeys_brand_id_id_fk" FOREIGN KEY ("brand_id","journey_id") REFERENCES "public"."journeys"("brand_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_tag_links" ADD CONSTRAINT "journey_tag_links_brand_id_tag_id_journey_tags_brand_id_id_fk" FOREIGN KEY ("brand_id","tag_id") REFERENCES "public"."journey_tags"("brand_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_tags" ADD CONSTRAINT "journey_tags_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_versions" ADD CONSTRAINT "journey_versions_brand_id_journey_id_journeys_brand_id_id_fk" FOREIGN KEY ("brand_id","journey_id") REFERENCES "public"."journeys"("brand_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_waits" ADD CONSTRAINT "journey_waits_brand_id_run_id_journey_runs_brand_id_id_fk" FOREIGN KEY ("brand_id","run_id") REFERENCES "public"."journey_runs"("brand_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_webhook_deliveries" ADD CONSTRAINT "journey_webhook_deliveries_outbox_id_journey_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."journey_outbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journeys" ADD CONSTRAINT "journeys_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "journey_jobs_key_unique" ON "journey_jobs" USING btree ("brand_id","key");--> statement-breakpoint
CREATE INDEX "journey_jobs_due" ON "journey_jobs" USING btree ("due_at") WHERE "journey_jobs"."dead_at" is null;--> statement-breakpoint
CREATE INDEX "journey_jobs_run" ON "journey_jobs" USING btree ("brand_id","run_id");--> statement-breakpoint
CREATE UNIQUE INDEX "journey_outbox_key_unique" ON "journey_outbox" USING btree ("brand_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "journey_outbox_pending" ON "journey_outbox" USING btree ("next_attempt_at") WHERE "journey_outbox"."state" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "journey_runs_trigger_unique" ON "journey_runs" USING btree ("brand_id","journey_id","trigger_key");--> statement-breakpoint
CREATE UNIQUE INDEX "journey_runs_once" ON "journey_runs" USING btree ("brand_id","journey_id","contact_id") WHERE "journey_runs"."entry_rule" = 'once' and not "journey_runs"."test";--> statement-breakpoint
CREATE UNIQUE INDEX "journey_runs_one_active" ON "journey_runs" USING btree ("brand_id","journey_id","contact_id") WHERE "journey_runs"."state" = 'active' and "journey_runs"."entry_rule" <> 'everyTime' and not "journey_runs"."test";--> statement-breakpoint
CREATE INDEX "journey_runs_journey_state" ON "journey_runs" USING btree ("brand_id","journey_id","state","node_id");--> statement-breakpoint
CREATE INDEX "journey_runs_contact" ON "journey_runs" USING btree ("brand_id","contact_id","state");--> statement-breakpoint
CREATE INDEX "journey_steps_analytics" ON "journey_steps" USING btree ("brand_id","journey_id","node_id","entered_at");--> statement-breakpoint
CREATE INDEX "journey_tag_links_tag" ON "journey_tag_links" USING btree ("brand_id","tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "journey_tags_name_unique" ON "journey_tags" USING btree ("brand_id",lower("name"));--> statement-breakpoint
CREATE INDEX "journey_waits_event" ON "journey_waits" USING btree ("brand_id","contact_id","event_type","event_name");--> statement-breakpoint
CREATE INDEX "journey_webhook_deliveries_outbox" ON "journey_webhook_deliveries" USING btree ("outbox_id");--> statement-breakpoint
CREATE UNIQUE INDEX "journeys_friendly_id_unique" ON "journeys" USING btree ("brand_id","friendly_id");--> statement-breakpoint
CREATE INDEX "journeys_listing" ON "journeys" USING btree ("brand_id","hidden","updated_at");