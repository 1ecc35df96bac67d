CREATE TABLE "password_reset_tokens" (
	"token_hash" text NOT NULL,
	"brand_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "password_reset_tokens_token_hash_pk" PRIMARY KEY("token_hash")
);
--> statement-breakpoint
CREATE TABLE "rate_limit_buckets" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text NOT NULL,
	"brand_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sessions_token_hash_pk" PRIMARY KEY("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sign_in_tokens" (
	"token_hash" text NOT NULL,
	"brand_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "sign_in_tokens_token_hash_pk" PRIMARY KEY("token_hash")
);
--> statement-breakpoint
CREATE TABLE "agent_statuses" (
	"brand_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"available" boolean NOT NULL,
	"activity_sid" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "agent_statuses_brand_id_id_pk" PRIMARY KEY("brand_id","id")
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"account_sid" text NOT NULL,
	"default_from_number" text,
	"business_hours" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"messaging_config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"admin_settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"brand_settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"reassign_reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_emails" (
	"brand_id" uuid NOT NULL,
	"contact_id" uuid NOT NULL,
	"email" text NOT NULL,
	"label" text,
	"is_primary" boolean DEFAULT false NOT NULL,
	"opt_in" boolean DEFAULT false NOT NULL,
	CONSTRAINT "contact_emails_brand_id_contact_id_email_pk" PRIMARY KEY("brand_id","contact_id","email")
);
--> statement-breakpoint
CREATE TABLE "contact_phones" (
	"brand_id" uuid NOT NULL,
	"contact_id" uuid NOT NULL,
	"phone_number" text NOT NULL,
	"label" text,
	"is_primary" boolean DEFAULT false NOT NULL,
	"opt_in" boolean DEFAULT false NOT NULL,
	CONSTRAINT "contact_phones_brand_id_contact_id_phone_number_pk" PRIMARY KEY("brand_id","contact_id","phone_number")
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"brand_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" text NOT NULL,
	"external_id" text,
	"first_name" text,
	"last_name" text,
	"email" text,
	"contact_phone" text,
	"homepage_url" text,
	"lead_score" integer,
	"opt_in" boolean DEFAULT false NOT NULL,
	"short_url" text,
	"custom_properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"rv_properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"contact_created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contacts_brand_id_id_pk" PRIMARY KEY("brand_id","id")
);
--> statement-breakpoint
CREATE TABLE "skills" (
	"brand_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "skills_brand_id_id_pk" PRIMARY KEY("brand_id","id")
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"brand_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "team_members_brand_id_team_id_user_id_pk" PRIMARY KEY("brand_id","team_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"brand_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teams_brand_id_id_pk" PRIMARY KEY("brand_id","id")
);
--> statement-breakpoint
CREATE TABLE "user_feature_flags" (
	"brand_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_feature_flags_brand_id_user_id_key_pk" PRIMARY KEY("brand_id","user_id","key")
);
--> statement-breakpoint
CREATE TABLE "user_skills" (
	"brand_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"skill_id" uuid NOT NULL,
	"level" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "user_skills_brand_id_user_id_skill_id_pk" PRIMARY KEY("brand_id","user_id","skill_id")
);
--> statement-breakpoint
CREATE TABLE "user_status_history" (
	"brand_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "user_status_history_brand_id_user_id_started_at_pk" PRIMARY KEY("brand_id","user_id","started_at")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"brand_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"password_hash" text,
	"roles" text[] NOT NULL,
	"status" text DEFAULT 'Offline' NOT NULL,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"worker_sid" text NOT NULL,
	"channel_capacity" jsonb DEFAULT '{"call":1,"customTask":1,"email":1,"sms":1,"voicemail":1}'::jsonb NOT NULL,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"preferences" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_brand_id_id_pk" PRIMARY KEY("brand_id","id")
);
--> statement-breakpoint
CREATE TABLE "stream_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stream_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"brand_id" uuid NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"data" jsonb DEFAULT 'null'::jsonb NOT NULL,
	"origin" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"brand_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"transport" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"error" text,
	CONSTRAINT "mail_outbox_brand_id_id_pk" PRIMARY KEY("brand_id","id")
);
--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_brand_id_user_id_users_brand_id_id_fk" FOREIGN KEY ("brand_id","user_id") REFERENCES "public"."users"("brand_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_brand_id_user_id_users_brand_id_id_fk" FOREIGN KEY ("brand_id","user_id") REFERENCES "public"."users"("brand_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_in_tokens" ADD CONSTRAINT "sign_in_tokens_brand_id_user_id_users_brand_id_id_fk" FOREIGN KEY ("brand_id","user_id") REFERENCES "public"."users"("brand_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_statuses" ADD CONSTRAINT "agent_statuses_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_emails" ADD CONSTRAINT "contact_emails_brand_id_contact_id_contacts_brand_id_id_fk" FOREIGN KEY ("brand_id","contact_id") REFERENCES "public"."contacts"("brand_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_phones" ADD CONSTRAINT "contact_phones_brand_id_contact_id_contacts_brand_id_id_fk" FOREIGN KEY ("brand_id","contact_id") REFERENCES "public"."contacts"("brand_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skills" ADD CONSTRAINT "skills_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_brand_id_team_id_teams_brand_id_id_fk" FOREIGN KEY ("brand_id","team_id") REFERENCES "public"."teams"("brand_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_brand_id_user_id_users_brand_id_id_fk" FOREIGN KEY ("brand_id","user_id") REFERENCES "public"."users"("brand_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_feature_flags" ADD CONSTRAINT "user_feature_flags_brand_id_user_id_users_brand_id_id_fk" FOREIGN KEY ("brand_id","user_id") REFERENCES "public"."users"("brand_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_skills" ADD CONSTRAINT "user_skills_brand_id_user_id_users_brand_id_id_fk" FOREIGN KEY ("brand_id","user_id") REFERENCES "public"."users"("brand_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_skills" ADD CONSTRAINT "user_skills_brand_id_skill_id_skills_brand_id_id_fk" FOREIGN KEY ("brand_id","skill_id") REFERENCES "public"."skills"("brand_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_status_history" ADD CONSTRAINT "user_status_history_brand_id_user_id_users_brand_id_id_fk" FOREIGN KEY ("brand_id","user_id") REFERENCES "public"."users"("brand_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user" ON "sessions" USING btree ("brand_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_statuses_name_unique" ON "agent_statuses" USING btree ("brand_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "brands_slug_unique" ON "brands" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "contact_emails_email" ON "contact_emails" USING btree ("brand_id","email");--> statement-breakpoint
CREATE INDEX "contact_phones_number" ON "contact_phones" USING btree ("brand_id","phone_number");--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_profile_id_unique" ON "contacts" USING btree ("brand_id","profile_id");--> statement-breakpoint
CREATE INDEX "contacts_phone" ON "contacts" USING btree ("brand_id","contact_phone");--> statement-breakpoint
CREATE INDEX "contacts_email" ON "contacts" USING btree ("brand_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "skills_name_unique" ON "skills" USING btree ("brand_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "teams_name_unique" ON "teams" USING btree ("brand_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree ("brand_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_worker_sid_unique" ON "users" USING btree ("brand_id","worker_sid");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_brand" ON "users" USING btree ("email","brand_id");--> statement-breakpoint
CREATE INDEX "stream_events_brand_id_idx" ON "stream_events" USING btree ("brand_id","id");--> statement-breakpoint
CREATE INDEX "stream_events_created_at_idx" ON "stream_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_created" ON "mail_outbox" USING btree ("brand_id","created_at");