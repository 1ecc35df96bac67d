CREATE TABLE "brand_phone_numbers" (
	"brand_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"phone_number" text NOT NULL,
	"friendly_name" text NOT NULL,
	"voice" boolean DEFAULT true NOT NULL,
	"sms" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_phone_numbers_brand_id_id_pk" PRIMARY KEY("brand_id","id")
);
--> statement-breakpoint
ALTER TABLE "brand_phone_numbers" ADD CONSTRAINT "brand_phone_numbers_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "brand_phone_numbers_number_unique" ON "brand_phone_numbers" USING btree ("brand_id","phone_number");--> statement-breakpoint
-- Every brand that existed before gets the simulator carrier's number (SIMULATOR_BRAND_NUMBER), as
-- new brands do when they are created: outbound calls and texts must now come from a brand number.
INSERT INTO "brand_phone_numbers" ("brand_id", "phone_number", "friendly_name", "voice", "sms")
SELECT "id", '+18005550100', "name" || ' main line', true, true FROM "brands"
ON CONFLICT DO NOTHING;
