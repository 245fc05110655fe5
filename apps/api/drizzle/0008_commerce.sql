CREATE TYPE "public"."wallet_entry_kind" AS ENUM('code', 'payment', 'purchase', 'refund', 'adjustment');--> statement-breakpoint
CREATE TYPE "public"."device_request_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TABLE "code_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"amount" integer NOT NULL,
	"count" integer NOT NULL,
	"expires_at" timestamp (3) with time zone,
	"note" text DEFAULT '' NOT NULL,
	"disabled_at" timestamp (3) with time zone,
	"admin_id" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "code_batches_amount_positive" CHECK ("code_batches"."amount" > 0),
	CONSTRAINT "code_batches_count_positive" CHECK ("code_batches"."count" > 0)
);
--> statement-breakpoint
CREATE TABLE "recharge_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_id" uuid NOT NULL,
	"serial" integer NOT NULL,
	"hash" text NOT NULL,
	"last_four" text NOT NULL,
	"used_by" uuid,
	"used_at" timestamp (3) with time zone,
	CONSTRAINT "recharge_codes_hash_unique" UNIQUE("hash")
);
--> statement-breakpoint
CREATE TABLE "wallet_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"kind" "wallet_entry_kind" NOT NULL,
	"amount" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"course_id" uuid,
	"code_id" uuid,
	"bill_id" uuid,
	"admin_id" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_entries_code_id_unique" UNIQUE("code_id"),
	CONSTRAINT "wallet_entries_amount_not_zero" CHECK ("wallet_entries"."amount" <> 0),
	CONSTRAINT "wallet_entries_balance_after_not_negative" CHECK ("wallet_entries"."balance_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "device_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" "device_request_status" DEFAULT 'pending' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"old_hash" text,
	"new_hash" text NOT NULL,
	"old_device" jsonb,
	"new_device" jsonb,
	"note" text DEFAULT '' NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "device_info" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "balance" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "access_days" integer;--> statement-breakpoint
ALTER TABLE "user_courses" ADD COLUMN "until" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "code_batches" ADD CONSTRAINT "code_batches_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharge_codes" ADD CONSTRAINT "recharge_codes_batch_id_code_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."code_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharge_codes" ADD CONSTRAINT "recharge_codes_used_by_users_id_fk" FOREIGN KEY ("used_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_code_id_recharge_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."recharge_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_requests" ADD CONSTRAINT "device_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_requests" ADD CONSTRAINT "device_requests_decided_by_admins_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "code_batches_created_at_idx" ON "code_batches" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "recharge_codes_batch_id_serial_idx" ON "recharge_codes" USING btree ("batch_id","serial");--> statement-breakpoint
CREATE INDEX "recharge_codes_used_by_idx" ON "recharge_codes" USING btree ("used_by");--> statement-breakpoint
CREATE INDEX "wallet_entries_user_id_created_at_idx" ON "wallet_entries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "wallet_entries_created_at_idx" ON "wallet_entries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "device_requests_status_created_at_idx" ON "device_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "device_requests_user_id_created_at_idx" ON "device_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "device_requests_one_pending_idx" ON "device_requests" USING btree ("user_id") WHERE "device_requests"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_balance_not_negative" CHECK ("users"."balance" >= 0);--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_access_days_positive" CHECK ("courses"."access_days" is null or "courses"."access_days" >= 1);