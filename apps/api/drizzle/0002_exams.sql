CREATE TYPE "public"."answer_rating" AS ENUM('correct', 'semi-correct', 'wrong');--> statement-breakpoint
CREATE TABLE "questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"exam_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"options" text[] NOT NULL,
	"correct" text[] NOT NULL,
	"score" numeric(12, 4) NOT NULL,
	"image_url" text,
	CONSTRAINT "questions_score_positive" CHECK ("questions"."score" > 0)
);
--> statement-breakpoint
CREATE TABLE "exam_drafts" (
	"user_id" uuid NOT NULL,
	"exam_id" uuid NOT NULL,
	"selections" jsonb NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_drafts_user_id_exam_id_pk" PRIMARY KEY("user_id","exam_id")
);
--> statement-breakpoint
CREATE TABLE "result_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"result_id" uuid NOT NULL,
	"question_id" uuid,
	"position" integer NOT NULL,
	"selected" text[] NOT NULL,
	"correct" text[] NOT NULL,
	"question_score" numeric(12, 4) NOT NULL,
	"score" numeric(12, 4) NOT NULL,
	"rating" "answer_rating" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "solution_video_id" uuid;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_drafts" ADD CONSTRAINT "exam_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_drafts" ADD CONSTRAINT "exam_drafts_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_answers" ADD CONSTRAINT "result_answers_result_id_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_answers" ADD CONSTRAINT "result_answers_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "questions_exam_id_position_idx" ON "questions" USING btree ("exam_id","position");--> statement-breakpoint
CREATE INDEX "exam_drafts_exam_id_idx" ON "exam_drafts" USING btree ("exam_id");--> statement-breakpoint
CREATE INDEX "result_answers_result_id_idx" ON "result_answers" USING btree ("result_id","position");--> statement-breakpoint
CREATE INDEX "result_answers_question_id_idx" ON "result_answers" USING btree ("question_id");--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_solution_video_id_videos_id_fk" FOREIGN KEY ("solution_video_id") REFERENCES "public"."videos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exams_timed_end_time_idx" ON "exams" USING btree ("end_time") WHERE "exams"."is_timed";--> statement-breakpoint
CREATE INDEX "exams_created_at_idx" ON "exams" USING btree ("created_at");