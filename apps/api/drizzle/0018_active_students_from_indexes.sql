DROP INDEX "users_last_login_at_idx";--> statement-breakpoint
DROP INDEX "results_submitted_at_idx";--> statement-breakpoint
CREATE INDEX "users_last_login_at_id_idx" ON "users" USING btree ("last_login_at","id");--> statement-breakpoint
CREATE INDEX "results_submitted_at_user_idx" ON "results" USING btree ("submitted_at","user_id");