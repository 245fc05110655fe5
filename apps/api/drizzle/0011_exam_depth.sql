CREATE TABLE "exam_overrides" (
	"exam_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"extra_minutes" integer DEFAULT 0 NOT NULL,
	"start_time" timestamp (3) with time zone,
	"end_time" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_overrides_exam_id_user_id_pk" PRIMARY KEY("exam_id","user_id"),
	CONSTRAINT "exam_overrides_extra_minutes_range" CHECK ("exam_overrides"."extra_minutes" between 0 and 1440)
);
--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "shuffle_questions" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "shuffle_options" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "draw_count" integer;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "paper_seed" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "honour_board" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_overrides" ADD CONSTRAINT "exam_overrides_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_overrides" ADD CONSTRAINT "exam_overrides_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exam_overrides_user_id_idx" ON "exam_overrides" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_draw_count_positive" CHECK ("exams"."draw_count" is null or "exams"."draw_count" > 0);--> statement-breakpoint
-- A student's own window is kept in memory with its exam (kept-exams.ts): any
-- change to it is announced like a change to the exam.
CREATE TRIGGER "exam_overrides_announce_change" AFTER INSERT OR UPDATE OR DELETE ON "exam_overrides"
  FOR EACH ROW EXECUTE FUNCTION "announce_exam_change"();
