DROP INDEX "results_user_id_idx";--> statement-breakpoint
CREATE INDEX "results_user_recent_idx" ON "results" USING btree ("user_id","submitted_at" DESC NULLS FIRST,"id");