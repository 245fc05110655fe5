CREATE TYPE "public"."admin_type" AS ENUM('main', 'secondary');--> statement-breakpoint
CREATE TYPE "public"."attendance_type" AS ENUM('online', 'center');--> statement-breakpoint
CREATE TYPE "public"."governorate" AS ENUM('cairo', 'giza', 'alexandria', 'qalyubia', 'sharqia', 'dakahlia', 'beheira', 'kafr-el-sheikh', 'gharbia', 'monufia', 'damietta', 'port-said', 'ismailia', 'suez', 'north-sinai', 'south-sinai', 'red-sea', 'matrouh', 'new-valley', 'faiyum', 'beni-suef', 'minya', 'asyut', 'sohag', 'qena', 'luxor', 'aswan');--> statement-breakpoint
CREATE TYPE "public"."level" AS ENUM('prep-1', 'prep-2', 'prep-3', 'sec-1', 'sec-2', 'sec-3');--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"father_phone" text NOT NULL,
	"password_hash" text NOT NULL,
	"level" "level" NOT NULL,
	"governorate" "governorate" NOT NULL,
	"attendance_type" "attendance_type" NOT NULL,
	"vip" boolean DEFAULT false NOT NULL,
	"frozen" boolean DEFAULT false NOT NULL,
	"show_hidden" boolean DEFAULT false NOT NULL,
	"device_hash" text,
	"session_version" integer DEFAULT 0 NOT NULL,
	"last_login_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_phone_unique" UNIQUE("phone")
);
--> statement-breakpoint
CREATE TABLE "admins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"identifier" text NOT NULL,
	"password_hash" text NOT NULL,
	"type" "admin_type" NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admins_identifier_unique" UNIQUE("identifier")
);
