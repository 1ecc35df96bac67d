DROP INDEX "reservations_by_task";--> statement-breakpoint
CREATE INDEX "reservations_rejected_by_task" ON "reservations" USING btree ("brand_id","task_sid") WHERE status = 'rejected';