CREATE TABLE "agent_desktop_list_items" (
	"brand_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_desktop_list_items_brand_id_id_pk" PRIMARY KEY("brand_id","id")
);
--> statement-breakpoint
ALTER TABLE "routing_rules" DROP CONSTRAINT "routing_rules_brand_id_queue_sid_queues_brand_id_sid_fk";
--> statement-breakpoint
ALTER TABLE "agent_desktop_list_items" ADD CONSTRAINT "agent_desktop_list_items_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_desktop_list_items_name_unique" ON "agent_desktop_list_items" USING btree ("brand_id","kind","name");--> statement-breakpoint
ALTER TABLE "routing_rules" ADD CONSTRAINT "routing_rules_brand_id_queue_sid_queues_brand_id_sid_fk" FOREIGN KEY ("brand_id","queue_sid") REFERENCES "public"."queues"("brand_id","sid") ON DELETE cascade ON UPDATE no action;