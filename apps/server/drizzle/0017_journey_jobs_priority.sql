DROP INDEX "journey_jobs_due";--> statement-breakpoint
ALTER TABLE "journey_jobs" ADD COLUMN "priority" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "journey_jobs_due" ON "journey_jobs" USING btree ("priority","due_at") WHERE "journey_jobs"."dead_at" is null;