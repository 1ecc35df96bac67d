CREATE TABLE "journey_webhook_secrets" (
	"brand_id" uuid PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "journey_webhook_deliveries" DROP CONSTRAINT "journey_webhook_deliveries_outbox_id_journey_outbox_id_fk";
--> statement-breakpoint
DROP INDEX "journey_webhook_deliveries_outbox";--> statement-breakpoint
ALTER TABLE "journey_jobs" DROP CONSTRAINT "journey_jobs_pkey";--> statement-breakpoint
ALTER TABLE "journey_outbox" DROP CONSTRAINT "journey_outbox_pkey";--> statement-breakpoint
ALTER TABLE "journey_webhook_deliveries" DROP CONSTRAINT "journey_webhook_deliveries_pkey";--> statement-breakpoint
ALTER TABLE "journey_jobs" ADD CONSTRAINT "journey_jobs_brand_id_id_pk" PRIMARY KEY("brand_id","id");--> statement-breakpoint
ALTER TABLE "journey_outbox" ADD CONSTRAINT "journey_outbox_brand_id_id_pk" PRIMARY KEY("brand_id","id");--> statement-breakpoint
ALTER TABLE "journey_webhook_deliveries" ADD CONSTRAINT "journey_webhook_deliveries_brand_id_id_pk" PRIMARY KEY("brand_id","id");--> statement-breakpoint
ALTER TABLE "journey_runs" ADD COLUMN "definition" jsonb;--> statement-breakpoint
ALTER TABLE "journey_runs" ADD COLUMN "delay_scale" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "journey_webhook_secrets" ADD CONSTRAINT "journey_webhook_secrets_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_webhook_deliveries" ADD CONSTRAINT "journey_webhook_deliveries_brand_id_outbox_id_journey_outbox_brand_id_id_fk" FOREIGN KEY ("brand_id","outbox_id") REFERENCES "public"."journey_outbox"("brand_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "journey_webhook_deliveries_outbox" ON "journey_webhook_deliveries" USING btree ("brand_id","outbox_id");