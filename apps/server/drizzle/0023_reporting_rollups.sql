CREATE TABLE "report_disposition_buckets" (
	"brand_id" uuid NOT NULL,
	"bucket_start" timestamp with time zone NOT NULL,
	"queue_sid" text NOT NULL,
	"agent_id" text NOT NULL,
	"channel" text NOT NULL,
	"campaign_id" text NOT NULL,
	"journey_id" text NOT NULL,
	"disposition" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "report_disposition_buckets_pk" PRIMARY KEY("brand_id","bucket_start","queue_sid","agent_id","channel","campaign_id","journey_id","disposition")
);
--> statement-breakpoint
CREATE TABLE "report_task_buckets" (
	"brand_id" uuid NOT NULL,
	"bucket_start" timestamp with time zone NOT NULL,
	"queue_sid" text NOT NULL,
	"agent_id" text NOT NULL,
	"channel" text NOT NULL,
	"campaign_id" text NOT NULL,
	"journey_id" text NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"accepted" integer DEFAULT 0 NOT NULL,
	"completed" integer DEFAULT 0 NOT NULL,
	"abandoned" integer DEFAULT 0 NOT NULL,
	"canceled" integer DEFAULT 0 NOT NULL,
	"transfers" integer DEFAULT 0 NOT NULL,
	"wait_ms" bigint DEFAULT 0 NOT NULL,
	"handle_ms" bigint DEFAULT 0 NOT NULL,
	"talk_ms" bigint DEFAULT 0 NOT NULL,
	"wrap_ms" bigint DEFAULT 0 NOT NULL,
	"within_10" integer DEFAULT 0 NOT NULL,
	"within_20" integer DEFAULT 0 NOT NULL,
	"within_30" integer DEFAULT 0 NOT NULL,
	"within_60" integer DEFAULT 0 NOT NULL,
	"within_120" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "report_task_buckets_pk" PRIMARY KEY("brand_id","bucket_start","queue_sid","agent_id","channel","campaign_id","journey_id")
);
--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "reported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "report_disposition_buckets" ADD CONSTRAINT "report_disposition_buckets_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_task_buckets" ADD CONSTRAINT "report_task_buckets_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tasks_to_report" ON "tasks" USING btree ("ended_at") WHERE ended_at is not null and reported_at is null;