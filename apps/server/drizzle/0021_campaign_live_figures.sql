ALTER TABLE "campaign_abandon_minutes" ADD COLUMN "calls" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_abandon_minutes" ADD COLUMN "talk_seconds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_abandon_minutes" ADD COLUMN "agent_seconds" real DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "agents_sampled_at" timestamp with time zone;