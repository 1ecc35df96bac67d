CREATE TABLE "routing_versions" (
	"brand_id" uuid PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "tasks_assigned_ended";--> statement-breakpoint
DROP INDEX "tasks_ended";--> statement-breakpoint
ALTER TABLE "routing_versions" ADD CONSTRAINT "routing_versions_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tasks_assigned_ended" ON "tasks" USING btree ("brand_id","assigned_user_id","ended_at") WHERE ended_at is not null;--> statement-breakpoint
CREATE INDEX "tasks_ended" ON "tasks" USING btree ("brand_id","ended_at") WHERE ended_at is not null;