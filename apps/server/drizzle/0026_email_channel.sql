CREATE TABLE "email_attachments" (
	"brand_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"message_id" text NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"content_id" text,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_attachments_brand_id_id_pk" PRIMARY KEY("brand_id","id")
);
--> statement-breakpoint
CREATE TABLE "email_mailboxes" (
	"brand_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"address" text NOT NULL,
	"display_name" text,
	"provider" text NOT NULL,
	"user_id" uuid,
	"queue_sid" text,
	"authorization_status" text DEFAULT 'CONNECTED' NOT NULL,
	"signature_html" text,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"secret" text,
	"cursor" jsonb,
	"last_error" text,
	"last_fetched_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_mailboxes_brand_id_id_pk" PRIMARY KEY("brand_id","id")
);
--> statement-breakpoint
CREATE TABLE "email_messages" (
	"brand_id" uuid NOT NULL,
	"id" text NOT NULL,
	"thread_id" text NOT NULL,
	"mailbox_id" uuid NOT NULL,
	"direction" text NOT NULL,
	"status" text NOT NULL,
	"message_id" text NOT NULL,
	"in_reply_to" text,
	"references" text[] DEFAULT '{}'::text[] NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"from_address" text NOT NULL,
	"from_name" text,
	"to_addresses" text[] DEFAULT '{}'::text[] NOT NULL,
	"cc_addresses" text[] DEFAULT '{}'::text[] NOT NULL,
	"bcc_addresses" text[] DEFAULT '{}'::text[] NOT NULL,
	"html" text,
	"text" text,
	"snippet" text DEFAULT '' NOT NULL,
	"user_id" uuid,
	"task_sid" text,
	"parent_id" text,
	"is_forwarding" integer DEFAULT 0 NOT NULL,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "email_messages_brand_id_id_pk" PRIMARY KEY("brand_id","id")
);
--> statement-breakpoint
CREATE TABLE "email_threads" (
	"brand_id" uuid NOT NULL,
	"id" text NOT NULL,
	"mailbox_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"contact_email" text NOT NULL,
	"profile_id" text,
	"task_sid" text,
	"last_user_id" uuid,
	"message_count" integer DEFAULT 0 NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_threads_brand_id_id_pk" PRIMARY KEY("brand_id","id")
);
--> statement-breakpoint
CREATE TABLE "simulator_emails" (
	"brand_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"message_id" text NOT NULL,
	"from_address" text NOT NULL,
	"recipients" text[] NOT NULL,
	"raw" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "simulator_emails_brand_id_id_pk" PRIMARY KEY("brand_id","id")
);
--> statement-breakpoint
ALTER TABLE "email_attachments" ADD CONSTRAINT "email_attachments_message_fk" FOREIGN KEY ("brand_id","message_id") REFERENCES "public"."email_messages"("brand_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_mailboxes" ADD CONSTRAINT "email_mailboxes_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_messages" ADD CONSTRAINT "email_messages_thread_fk" FOREIGN KEY ("brand_id","thread_id") REFERENCES "public"."email_threads"("brand_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_threads" ADD CONSTRAINT "email_threads_mailbox_fk" FOREIGN KEY ("brand_id","mailbox_id") REFERENCES "public"."email_mailboxes"("brand_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulator_emails" ADD CONSTRAINT "simulator_emails_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_attachments_message" ON "email_attachments" USING btree ("brand_id","message_id");--> statement-breakpoint
CREATE UNIQUE INDEX "email_mailboxes_address_unique" ON "email_mailboxes" USING btree ("brand_id","address");--> statement-breakpoint
CREATE INDEX "email_mailboxes_user" ON "email_mailboxes" USING btree ("brand_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "email_messages_message_id_unique" ON "email_messages" USING btree ("brand_id","mailbox_id","message_id");--> statement-breakpoint
CREATE INDEX "email_messages_message_id" ON "email_messages" USING btree ("brand_id","message_id");--> statement-breakpoint
CREATE INDEX "email_messages_thread" ON "email_messages" USING btree ("brand_id","thread_id","created_at");--> statement-breakpoint
CREATE INDEX "email_messages_pending" ON "email_messages" USING btree ("claimed_at") WHERE "email_messages"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "email_messages_draft_unique" ON "email_messages" USING btree ("brand_id","task_sid","user_id") WHERE "email_messages"."status" = 'draft';--> statement-breakpoint
CREATE INDEX "email_threads_task" ON "email_threads" USING btree ("brand_id","task_sid");--> statement-breakpoint
CREATE UNIQUE INDEX "simulator_emails_message_id_unique" ON "simulator_emails" USING btree ("brand_id","message_id");--> statement-breakpoint
CREATE INDEX "simulator_emails_recipients" ON "simulator_emails" USING gin ("recipients");