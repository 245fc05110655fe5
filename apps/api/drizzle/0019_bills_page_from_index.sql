DROP INDEX "bills_created_at_idx";--> statement-breakpoint
CREATE INDEX "bills_created_at_id_idx" ON "bills" USING btree ("created_at","id");