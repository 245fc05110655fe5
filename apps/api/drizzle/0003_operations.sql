-- Trigram indexes for the admin's student search (decision 0040). A trusted extension since
-- PostgreSQL 13, so a database owner may create it; PGlite loads it in db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TYPE "public"."bill_method" AS ENUM('cash', 'vodafone-cash', 'instapay', 'fawry', 'other');--> statement-breakpoint
CREATE TYPE "public"."call_direction" AS ENUM('incoming', 'outgoing');--> statement-breakpoint
CREATE TYPE "public"."call_outcome" AS ENUM('resolved', 'follow-up', 'no-answer', 'other');--> statement-breakpoint
CREATE TYPE "public"."call_reason" AS ENUM('payment', 'technical', 'exam', 'content', 'account', 'other');--> statement-breakpoint
CREATE TABLE "bill_courses" (
	"bill_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	CONSTRAINT "bill_courses_bill_id_course_id_pk" PRIMARY KEY("bill_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "bills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"amount" integer NOT NULL,
	"method" "bill_method" NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"admin_id" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bills_amount_positive" CHECK ("bills"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"admin_id" uuid,
	"direction" "call_direction" NOT NULL,
	"reason" "call_reason" NOT NULL,
	"outcome" "call_outcome" NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"follow_up_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" uuid NOT NULL,
	"admin_name" text NOT NULL,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"student_id" uuid,
	"changes" jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bill_courses" ADD CONSTRAINT "bill_courses_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_courses" ADD CONSTRAINT "bill_courses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bill_courses_course_id_idx" ON "bill_courses" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "bills_user_id_created_at_idx" ON "bills" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "bills_created_at_idx" ON "bills" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "bills_admin_id_idx" ON "bills" USING btree ("admin_id");--> statement-breakpoint
CREATE INDEX "calls_user_id_created_at_idx" ON "calls" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "calls_created_at_idx" ON "calls" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "calls_admin_id_idx" ON "calls" USING btree ("admin_id");--> statement-breakpoint
CREATE INDEX "calls_follow_up_at_idx" ON "calls" USING btree ("follow_up_at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_student_id_idx" ON "audit_log" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_admin_id_idx" ON "audit_log" USING btree ("admin_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_name_search_idx" ON "users" USING gin (translate(lower("name"), 'أإآٱىةؤئًٌٍَُِّْٰـ', 'اااايهوي') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_phone_search_idx" ON "users" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_father_phone_search_idx" ON "users" USING gin ("father_phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");