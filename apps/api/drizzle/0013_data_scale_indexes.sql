CREATE INDEX "users_last_login_at_idx" ON "users" USING btree ("last_login_at");--> statement-breakpoint
CREATE INDEX "results_submitted_at_idx" ON "results" USING btree ("submitted_at");--> statement-breakpoint
CREATE INDEX "results_exam_rank_idx" ON "results" USING btree ("exam_id","score" DESC NULLS FIRST,"submitted_at","id");