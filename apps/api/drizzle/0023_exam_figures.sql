-- exam_figures: an exam's statistics figures as last computed, with the key
-- (exam version and results' fingerprint) they hold for, so a restarted or
-- another API process answers a quiet exam without reading its answers again
-- (decision 0227).
CREATE TABLE "exam_figures" (
	"exam_id" uuid PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"figures" jsonb NOT NULL,
	"computed_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exam_figures" ADD CONSTRAINT "exam_figures_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;