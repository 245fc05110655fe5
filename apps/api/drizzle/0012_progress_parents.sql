CREATE TABLE "parent_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" text NOT NULL,
	"created_by_admin_id" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_opened_at" timestamp (3) with time zone,
	"revoked_at" timestamp (3) with time zone,
	CONSTRAINT "parent_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "video_progress" (
	"user_id" uuid NOT NULL,
	"video_id" uuid NOT NULL,
	"position" double precision DEFAULT 0 NOT NULL,
	"duration" double precision DEFAULT 0 NOT NULL,
	"watched_seconds" double precision DEFAULT 0 NOT NULL,
	"covered" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"covered_seconds" integer DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"uncounted_seconds" double precision DEFAULT 0 NOT NULL,
	"extra_views" integer DEFAULT 0 NOT NULL,
	"sittings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"first_watched_at" timestamp (3) with time zone,
	"last_watched_at" timestamp (3) with time zone,
	"credited_until" timestamp (3) with time zone,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_progress_user_id_video_id_pk" PRIMARY KEY("user_id","video_id"),
	CONSTRAINT "video_progress_counts" CHECK ("video_progress"."views" >= 0 and "video_progress"."extra_views" >= 0)
);
--> statement-breakpoint
CREATE TABLE "video_watch_days" (
	"user_id" uuid NOT NULL,
	"video_id" uuid NOT NULL,
	"day" date NOT NULL,
	"watched_seconds" double precision DEFAULT 0 NOT NULL,
	CONSTRAINT "video_watch_days_user_id_day_video_id_pk" PRIMARY KEY("user_id","day","video_id")
);
--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "max_views" integer;--> statement-breakpoint
ALTER TABLE "parent_links" ADD CONSTRAINT "parent_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_links" ADD CONSTRAINT "parent_links_created_by_admin_id_admins_id_fk" FOREIGN KEY ("created_by_admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_progress" ADD CONSTRAINT "video_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_progress" ADD CONSTRAINT "video_progress_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_watch_days" ADD CONSTRAINT "video_watch_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_watch_days" ADD CONSTRAINT "video_watch_days_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "parent_links_live_idx" ON "parent_links" USING btree ("user_id") WHERE "parent_links"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "video_progress_video_id_idx" ON "video_progress" USING btree ("video_id");--> statement-breakpoint
CREATE INDEX "video_watch_days_video_id_idx" ON "video_watch_days" USING btree ("video_id");--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_max_views_range" CHECK ("videos"."max_views" is null or "videos"."max_views" between 1 and 1000);