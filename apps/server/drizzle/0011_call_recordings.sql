CREATE TABLE "call_recordings" (
	"brand_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"conference_sid" text NOT NULL,
	"task_sid" text,
	"user_id" uuid NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"duration_ms" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"audio" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "call_recordings_brand_id_id_pk" PRIMARY KEY("brand_id","id")
);
--> statement-breakpoint
ALTER TABLE "call_recordings" ADD CONSTRAINT "call_recordings_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_recordings" ADD CONSTRAINT "call_recordings_brand_id_user_id_users_brand_id_id_fk" FOREIGN KEY ("brand_id","user_id") REFERENCES "public"."users"("brand_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "call_recordings_by_created" ON "call_recordings" USING btree ("brand_id","created_at");--> statement-breakpoint
CREATE INDEX "call_recordings_by_task" ON "call_recordings" USING btree ("brand_id","task_sid","created_at");