CREATE TABLE "campaign_targets" (
	"brand_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"contact_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"phone_number" text,
	"reason" text,
	"detail" text,
	"carrier_sid" text,
	"task_sid" text,
	"last_outcome" text,
	"delivery_status" text,
	"reached_at" timestamp with time zone,
	"replied_at" timestamp with time zone,
	"converted_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_targets_brand_id_campaign_id_contact_id_pk" PRIMARY KEY("brand_id","campaign_id","contact_id")
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"brand_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"friendly_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"state" text DEFAULT 'draft' NOT NULL,
	"state_note" text,
	"message_type" text NOT NULL,
	"type" text DEFAULT 'oneTime' NOT NULL,
	"conversion_event" text,
	"bypass_opt_in" boolean DEFAULT false NOT NULL,
	"bypass_opt_in_by" uuid,
	"bypass_opt_in_at" timestamp with time zone,
	"tasks_backlog_limit" integer,
	"audience" jsonb NOT NULL,
	"settings" jsonb NOT NULL,
	"start_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_brand_id_id_pk" PRIMARY KEY("brand_id","id")
);
--> statement-breakpoint
ALTER TABLE "simulator_sms" ADD COLUMN "media_url" text;--> statement-breakpoint
ALTER TABLE "campaign_targets" ADD CONSTRAINT "campaign_targets_campaign_fk" FOREIGN KEY ("brand_id","campaign_id") REFERENCES "public"."campaigns"("brand_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_targets_due" ON "campaign_targets" USING btree ("campaign_id","next_attempt_at","position") WHERE "campaign_targets"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "campaign_targets_contact" ON "campaign_targets" USING btree ("brand_id","contact_id");--> statement-breakpoint
CREATE INDEX "campaign_targets_task" ON "campaign_targets" USING btree ("brand_id","task_sid") WHERE "campaign_targets"."task_sid" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "campaigns_friendly_id_unique" ON "campaigns" USING btree ("brand_id","friendly_id");--> statement-breakpoint
CREATE INDEX "campaigns_listing" ON "campaigns" USING btree ("brand_id","state","updated_at");--> statement-breakpoint
CREATE INDEX "campaigns_running" ON "campaigns" USING btree ("state") WHERE "campaigns"."state" in ('scheduled', 'active');