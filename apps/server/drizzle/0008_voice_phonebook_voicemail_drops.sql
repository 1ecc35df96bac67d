CREATE TABLE "external_transfer_phonebook_entries" (
	"brand_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"phone_number" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "external_transfer_phonebook_entries_brand_id_id_pk" PRIMARY KEY("brand_id","id")
);
--> statement-breakpoint
CREATE TABLE "voicemail_drops" (
	"brand_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"duration_ms" integer,
	"audio" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voicemail_drops_brand_id_id_pk" PRIMARY KEY("brand_id","id")
);
--> statement-breakpoint
ALTER TABLE "conference_participants" ADD COLUMN "voicemail_drop_id" uuid;--> statement-breakpoint
ALTER TABLE "external_transfer_phonebook_entries" ADD CONSTRAINT "external_transfer_phonebook_entries_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voicemail_drops" ADD CONSTRAINT "voicemail_drops_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voicemail_drops" ADD CONSTRAINT "voicemail_drops_brand_id_user_id_users_brand_id_id_fk" FOREIGN KEY ("brand_id","user_id") REFERENCES "public"."users"("brand_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "external_transfer_phonebook_name_unique" ON "external_transfer_phonebook_entries" USING btree ("brand_id",lower("name"));--> statement-breakpoint
CREATE INDEX "voicemail_drops_by_user" ON "voicemail_drops" USING btree ("brand_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "voicemail_drops_name_unique" ON "voicemail_drops" USING btree ("brand_id","user_id",lower("name"));--> statement-breakpoint
CREATE INDEX "conferences_pending_transfer" ON "conferences" USING btree ("brand_id","transfer_task_sid") WHERE transfer_task_sid is not null and ended_at is null;