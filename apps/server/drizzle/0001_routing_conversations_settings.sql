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
CREATE TABLE "conversation_messages" (
	"brand_id" uuid NOT NULL,
	"sid" text NOT NULL,
	"conversation_sid" text NOT NULL,
	"position" integer NOT NULL,
	"author" text NOT NULL,
	"author_name" text,
	"body" text NOT NULL,
	"direction" text NOT NULL,
	"delivery_status" text NOT NULL,
	"carrier_sid" text,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_messages_brand_id_sid_pk" PRIMARY KEY("brand_id","sid")
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"brand_id" uuid NOT NULL,
	"sid" text NOT NULL,
	"contact_phone" text NOT NULL,
	"brand_phone" text NOT NULL,
	"profile_id" text,
	"task_sid" text,
	"task_claimed_at" timestamp with time zone,
	"message_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "conversations_brand_id_sid_pk" PRIMARY KEY("brand_id","sid")
);
--> statement-breakpoint
CREATE TABLE "queues" (
	"brand_id" uuid NOT NULL,
	"sid" text NOT NULL,
	"friendly_name" text NOT NULL,
	"transfer_eligible" boolean DEFAULT false NOT NULL,
	"required_skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"reservation_timeout_seconds" integer DEFAULT 30 NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "queues_brand_id_sid_pk" PRIMARY KEY("brand_id","sid")
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"brand_id" uuid NOT NULL,
	"sid" text NOT NULL,
	"task_sid" text NOT NULL,
	"user_id" uuid NOT NULL,
	"worker_sid" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"capacity_channel" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"timeout_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	CONSTRAINT "reservations_brand_id_sid_pk" PRIMARY KEY("brand_id","sid")
);
--> statement-breakpoint
CREATE TABLE "routing_rules" (
	"brand_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"match" text DEFAULT 'all' NOT NULL,
	"conditions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"queue_sid" text NOT NULL,
	"priority" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "routing_rules_brand_id_id_pk" PRIMARY KEY("brand_id","id")
);
--> statement-breakpoint
CREATE TABLE "routing_versions" (
	"brand_id" uuid PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"brand_id" uuid NOT NULL,
	"sid" text NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "tasks_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"status" text DEFAULT 'pending' NOT NULL,
	"channel" text NOT NULL,
	"capacity_channel" text NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"queue_sid" text NOT NULL,
	"queue_name" text NOT NULL,
	"workflow_name" text NOT NULL,
	"reserve_for_user_id" uuid,
	"live_reservation_sid" text,
	"assigned_user_id" uuid,
	"assigned_worker_sid" text,
	"cancellation_reason_id" text,
	"canceled_by" text,
	"disposition" text,
	"outcome_id" text,
	"notes" text,
	"objections" jsonb,
	"dispositioned_by" text,
	"dispositioned_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"wrapped_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	CONSTRAINT "tasks_brand_id_sid_pk" PRIMARY KEY("brand_id","sid")
);
--> statement-breakpoint
CREATE TABLE "workers" (
	"brand_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"worker_sid" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text NOT NULL,
	"available" boolean NOT NULL,
	"status_changed_at" timestamp with time zone NOT NULL,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"teams" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"channel_capacity" jsonb NOT NULL,
	"idle_since" timestamp with time zone NOT NULL,
	"synced_at" timestamp with time zone NOT NULL,
	CONSTRAINT "workers_brand_id_user_id_pk" PRIMARY KEY("brand_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "simulator_sms" (
	"brand_id" uuid NOT NULL,
	"sid" text NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "simulator_sms_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"direction" text NOT NULL,
	"from_number" text NOT NULL,
	"to_number" text NOT NULL,
	"contact_phone" text NOT NULL,
	"body" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "simulator_sms_brand_id_sid_pk" PRIMARY KEY("brand_id","sid")
);
--> statement-breakpoint
ALTER TABLE "agent_desktop_list_items" ADD CONSTRAINT "agent_desktop_list_items_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_brand_id_conversation_sid_conversations_brand_id_sid_fk" FOREIGN KEY ("brand_id","conversation_sid") REFERENCES "public"."conversations"("brand_id","sid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queues" ADD CONSTRAINT "queues_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_brand_id_task_sid_tasks_brand_id_sid_fk" FOREIGN KEY ("brand_id","task_sid") REFERENCES "public"."tasks"("brand_id","sid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routing_rules" ADD CONSTRAINT "routing_rules_brand_id_queue_sid_queues_brand_id_sid_fk" FOREIGN KEY ("brand_id","queue_sid") REFERENCES "public"."queues"("brand_id","sid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routing_versions" ADD CONSTRAINT "routing_versions_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workers" ADD CONSTRAINT "workers_brand_id_user_id_users_brand_id_id_fk" FOREIGN KEY ("brand_id","user_id") REFERENCES "public"."users"("brand_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulator_sms" ADD CONSTRAINT "simulator_sms_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_desktop_list_items_name_unique" ON "agent_desktop_list_items" USING btree ("brand_id","kind","name");--> statement-breakpoint
CREATE UNIQUE INDEX "conversation_messages_position_unique" ON "conversation_messages" USING btree ("brand_id","conversation_sid","position");--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_open_contact_unique" ON "conversations" USING btree ("brand_id","contact_phone") WHERE "conversations"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "conversations_task" ON "conversations" USING btree ("brand_id","task_sid");--> statement-breakpoint
CREATE UNIQUE INDEX "queues_friendly_name_unique" ON "queues" USING btree ("brand_id","friendly_name");--> statement-breakpoint
CREATE UNIQUE INDEX "queues_one_default" ON "queues" USING btree ("brand_id") WHERE is_default;--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_one_live_per_task" ON "reservations" USING btree ("brand_id","task_sid") WHERE status in ('pending', 'accepted', 'wrapping');--> statement-breakpoint
CREATE INDEX "reservations_rejected_by_task" ON "reservations" USING btree ("brand_id","task_sid") WHERE status = 'rejected';--> statement-breakpoint
CREATE INDEX "reservations_live_by_user" ON "reservations" USING btree ("brand_id","user_id","capacity_channel") WHERE status in ('pending', 'accepted', 'wrapping');--> statement-breakpoint
CREATE INDEX "reservations_due" ON "reservations" USING btree ("timeout_at") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "routing_rules_position" ON "routing_rules" USING btree ("brand_id","position");--> statement-breakpoint
CREATE INDEX "tasks_waiting" ON "tasks" USING btree ("brand_id","priority" DESC NULLS LAST,"created_at","seq") WHERE status = 'pending' and live_reservation_sid is null;--> statement-breakpoint
CREATE INDEX "tasks_open_by_queue" ON "tasks" USING btree ("brand_id","queue_sid","status") WHERE status in ('pending', 'accepted', 'wrapping');--> statement-breakpoint
CREATE INDEX "tasks_assigned_ended" ON "tasks" USING btree ("brand_id","assigned_user_id","ended_at") WHERE ended_at is not null;--> statement-breakpoint
CREATE INDEX "tasks_ended" ON "tasks" USING btree ("brand_id","ended_at") WHERE ended_at is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "workers_worker_sid_unique" ON "workers" USING btree ("brand_id","worker_sid");--> statement-breakpoint
CREATE UNIQUE INDEX "workers_email_unique" ON "workers" USING btree ("brand_id","email");--> statement-breakpoint
CREATE INDEX "workers_available_idle" ON "workers" USING btree ("brand_id","idle_since") WHERE available;--> statement-breakpoint
CREATE INDEX "simulator_sms_contact_phone" ON "simulator_sms" USING btree ("brand_id","contact_phone","seq");