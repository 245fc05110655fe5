CREATE TABLE "courses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_url" text,
	"price" integer NOT NULL,
	"level" "level" NOT NULL,
	"free_for_subscribers" boolean DEFAULT false NOT NULL,
	"show_date" timestamp (3) with time zone NOT NULL,
	"is_for_center" boolean DEFAULT false NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courses_price_not_negative" CHECK ("courses"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "user_courses" (
	"user_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_courses_user_id_course_id_pk" PRIMARY KEY("user_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "pdfs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_courses" (
	"exam_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	CONSTRAINT "exam_courses_exam_id_course_id_pk" PRIMARY KEY("exam_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "exams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_timed" boolean DEFAULT false NOT NULL,
	"start_time" timestamp (3) with time zone,
	"end_time" timestamp (3) with time zone,
	"is_for_center" boolean DEFAULT false NOT NULL,
	"solution_url" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"exam_id" uuid,
	"user_id" uuid,
	"score" numeric(12, 4) NOT NULL,
	"total_score" numeric(12, 4) NOT NULL,
	"submitted_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "results_exam_user_unique" UNIQUE("exam_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "video_courses" (
	"video_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	CONSTRAINT "video_courses_video_id_course_id_pk" PRIMARY KEY("video_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "video_exams" (
	"video_id" uuid NOT NULL,
	"exam_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "video_exams_video_id_exam_id_pk" PRIMARY KEY("video_id","exam_id")
);
--> statement-breakpoint
CREATE TABLE "video_pdfs" (
	"video_id" uuid NOT NULL,
	"pdf_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "video_pdfs_video_id_pdf_id_pk" PRIMARY KEY("video_id","pdf_id")
);
--> statement-breakpoint
CREATE TABLE "video_sections" (
	"video_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"url" text NOT NULL,
	CONSTRAINT "video_sections_video_id_position_pk" PRIMARY KEY("video_id","position")
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_url" text,
	"url" text NOT NULL,
	"show_date" timestamp (3) with time zone NOT NULL,
	"is_for_center" boolean DEFAULT false NOT NULL,
	"prev_exam_id" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"ran_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_courses" ADD CONSTRAINT "user_courses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_courses" ADD CONSTRAINT "user_courses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_courses" ADD CONSTRAINT "exam_courses_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_courses" ADD CONSTRAINT "exam_courses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "results" ADD CONSTRAINT "results_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "results" ADD CONSTRAINT "results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_courses" ADD CONSTRAINT "video_courses_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_courses" ADD CONSTRAINT "video_courses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_exams" ADD CONSTRAINT "video_exams_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_exams" ADD CONSTRAINT "video_exams_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_pdfs" ADD CONSTRAINT "video_pdfs_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_pdfs" ADD CONSTRAINT "video_pdfs_pdf_id_pdfs_id_fk" FOREIGN KEY ("pdf_id") REFERENCES "public"."pdfs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_sections" ADD CONSTRAINT "video_sections_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_prev_exam_id_exams_id_fk" FOREIGN KEY ("prev_exam_id") REFERENCES "public"."exams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "courses_level_show_date_idx" ON "courses" USING btree ("level","show_date");--> statement-breakpoint
CREATE INDEX "user_courses_course_id_idx" ON "user_courses" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "exam_courses_course_id_idx" ON "exam_courses" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "results_user_id_idx" ON "results" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "video_courses_course_id_idx" ON "video_courses" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "video_exams_exam_id_idx" ON "video_exams" USING btree ("exam_id");--> statement-breakpoint
CREATE INDEX "video_pdfs_pdf_id_idx" ON "video_pdfs" USING btree ("pdf_id");--> statement-breakpoint
CREATE INDEX "videos_show_date_idx" ON "videos" USING btree ("show_date");--> statement-breakpoint
CREATE INDEX "videos_prev_exam_id_idx" ON "videos" USING btree ("prev_exam_id");