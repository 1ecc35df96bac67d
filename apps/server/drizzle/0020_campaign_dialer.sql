CREATE TABLE "campaign_abandon_minutes" (
	"brand_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"minute" timestamp with time zone NOT NULL,
	"answered" integer DEFAULT 0 NOT NULL,
	"abandoned" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "campaign_abandon_minutes_brand_id_campaign_id_minute_pk" PRIMARY KEY("brand_id","campaign_id","minute")
);
--> statement-breakpoint
ALTER TABLE "campaign_targets" ADD COLUMN "call_sid" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "dialer_state" jsonb;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "dialer_task" jsonb;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "answered_by" text;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "abandoned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaign_abandon_minutes" ADD CONSTRAINT "campaign_abandon_minutes_campaign_fk" FOREIGN KEY ("brand_id","campaign_id") REFERENCES "public"."campaigns"("brand_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_targets_call" ON "campaign_targets" USING btree ("brand_id","call_sid") WHERE "campaign_targets"."call_sid" is not null;--> statement-breakpoint
CREATE INDEX "calls_dialer_ringing" ON "calls" USING btree ("brand_id") WHERE dialer_task is not null and status = 'ringing';