CREATE TABLE "compliance_emergencies" (
	"brand_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"states" text[] DEFAULT '{}'::text[] NOT NULL,
	"area_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "compliance_emergencies_brand_id_id_pk" PRIMARY KEY("brand_id","id")
);
--> statement-breakpoint
CREATE TABLE "compliance_holidays" (
	"brand_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "compliance_holidays_brand_id_id_pk" PRIMARY KEY("brand_id","id")
);
--> statement-breakpoint
CREATE TABLE "compliance_settings" (
	"brand_id" uuid PRIMARY KEY NOT NULL,
	"daily_hours" jsonb,
	"per_contact_per_day" integer,
	"per_number_per_day" integer,
	"target_abandon_rate" real,
	"safe_harbour_message" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "do_not_call_numbers" (
	"brand_id" uuid NOT NULL,
	"phone_number" text NOT NULL,
	"source" text NOT NULL,
	"channel" text DEFAULT 'all' NOT NULL,
	"note" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "do_not_call_numbers_brand_id_phone_number_pk" PRIMARY KEY("brand_id","phone_number")
);
--> statement-breakpoint
CREATE TABLE "outbound_decisions" (
	"brand_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	"channel" text NOT NULL,
	"phone_number" text NOT NULL,
	"profile_id" text,
	"allowed" boolean NOT NULL,
	"reason" text,
	"detail" text NOT NULL,
	"source" text NOT NULL,
	"user_id" uuid,
	"task_sid" text,
	"campaign_id" uuid,
	"time_zones" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "outbound_decisions_brand_id_id_pk" PRIMARY KEY("brand_id","id")
);
--> statement-breakpoint
ALTER TABLE "compliance_emergencies" ADD CONSTRAINT "compliance_emergencies_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_holidays" ADD CONSTRAINT "compliance_holidays_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_settings" ADD CONSTRAINT "compliance_settings_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "do_not_call_numbers" ADD CONSTRAINT "do_not_call_numbers_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_decisions" ADD CONSTRAINT "outbound_decisions_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbound_decisions_number" ON "outbound_decisions" USING btree ("brand_id","phone_number","decided_at");--> statement-breakpoint
CREATE INDEX "outbound_decisions_profile" ON "outbound_decisions" USING btree ("brand_id","profile_id","decided_at");--> statement-breakpoint
CREATE INDEX "outbound_decisions_time" ON "outbound_decisions" USING btree ("brand_id","decided_at");