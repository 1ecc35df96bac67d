CREATE TABLE "calls" (
	"brand_id" uuid NOT NULL,
	"sid" text NOT NULL,
	"direction" text NOT NULL,
	"leg" text DEFAULT 'contact' NOT NULL,
	"from_number" text NOT NULL,
	"to_number" text NOT NULL,
	"status" text NOT NULL,
	"failure_reason" text,
	"task_sid" text,
	"conference_sid" text,
	"contact_name" text,
	"media_user_id" uuid,
	"timeout_at" timestamp with time zone,
	"timeout_status" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	CONSTRAINT "calls_brand_id_sid_pk" PRIMARY KEY("brand_id","sid")
);
--> statement-breakpoint
CREATE TABLE "conference_participants" (
	"brand_id" uuid NOT NULL,
	"sid" text NOT NULL,
	"conference_sid" text NOT NULL,
	"kind" text NOT NULL,
	"caller_uri" text NOT NULL,
	"call_sid" text NOT NULL,
	"name" text NOT NULL,
	"user_id" uuid,
	"media_user_id" uuid,
	"worker_sid" text,
	"task_sid" text,
	"muted" boolean DEFAULT false NOT NULL,
	"hold" boolean DEFAULT false NOT NULL,
	"manager_action" text,
	"joined_at" timestamp with time zone NOT NULL,
	"left_at" timestamp with time zone,
	CONSTRAINT "conference_participants_brand_id_sid_pk" PRIMARY KEY("brand_id","sid")
);
--> statement-breakpoint
CREATE TABLE "conferences" (
	"brand_id" uuid NOT NULL,
	"sid" text NOT NULL,
	"friendly_id" text NOT NULL,
	"task_sid" text NOT NULL,
	"call_sid" text NOT NULL,
	"recording" text DEFAULT 'none' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"transfer_task_sid" text,
	"transfer_from_user_id" uuid,
	"started_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "conferences_brand_id_sid_pk" PRIMARY KEY("brand_id","sid")
);
--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_participants" ADD CONSTRAINT "conference_participants_brand_id_conference_sid_conferences_brand_id_sid_fk" FOREIGN KEY ("brand_id","conference_sid") REFERENCES "public"."conferences"("brand_id","sid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conferences" ADD CONSTRAINT "conferences_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conferences" ADD CONSTRAINT "conferences_brand_id_call_sid_calls_brand_id_sid_fk" FOREIGN KEY ("brand_id","call_sid") REFERENCES "public"."calls"("brand_id","sid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calls_due" ON "calls" USING btree ("timeout_at") WHERE timeout_at is not null;--> statement-breakpoint
CREATE INDEX "calls_by_created" ON "calls" USING btree ("brand_id","created_at");--> statement-breakpoint
CREATE INDEX "conference_participants_by_conference" ON "conference_participants" USING btree ("brand_id","conference_sid");--> statement-breakpoint
CREATE INDEX "conference_participants_present_user" ON "conference_participants" USING btree ("brand_id","user_id") WHERE left_at is null;--> statement-breakpoint
CREATE INDEX "conference_participants_present_task" ON "conference_participants" USING btree ("brand_id","task_sid") WHERE left_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "conferences_one_live_per_task" ON "conferences" USING btree ("brand_id","friendly_id") WHERE ended_at is null;