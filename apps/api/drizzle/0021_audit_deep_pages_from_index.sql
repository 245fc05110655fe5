DROP INDEX "audit_log_created_at_idx";--> statement-breakpoint
CREATE INDEX "audit_log_created_at_id_idx" ON "audit_log" USING btree ("created_at","id");