CREATE TABLE "analytics_day_figures" (
	"day" date NOT NULL,
	"figure" text NOT NULL,
	"key" text NOT NULL,
	"version" bigint NOT NULL,
	"count" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"score_sum" numeric NOT NULL,
	"percent_sum" numeric NOT NULL,
	"percent_count" bigint NOT NULL,
	CONSTRAINT "analytics_day_figures_day_figure_key_pk" PRIMARY KEY("day","figure","key")
);
--> statement-breakpoint
CREATE TABLE "analytics_day_versions" (
	"day" date PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "user_courses_user_id_until_idx" ON "user_courses" USING btree ("user_id","until");--> statement-breakpoint
CREATE INDEX "user_courses_until_idx" ON "user_courses" USING btree ("until");--> statement-breakpoint
-- Analytics reads past Cairo days from analytics_day_figures (decision 0186).
-- Every statement that inserts, edits or deletes a row analytics sums bumps the
-- version of the row's day (its old and new day), inside the writer's own
-- transaction, which makes the day's summary stale. A day that is today for
-- the writer is left alone: the summary never holds today or yesterday (the
-- summariser refuses them), so today's writers (the exam close, sign-ups,
-- payments) never wait on a version row.
CREATE FUNCTION "analytics_touch_days"("days" date[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "analytics_day_versions" ("day", "version")
  SELECT DISTINCT "touched", 1 FROM unnest("days") AS "touched"
  WHERE "touched" < (now() AT TIME ZONE 'Africa/Cairo')::date
  ORDER BY "touched"
  ON CONFLICT ("day") DO UPDATE SET "version" = "analytics_day_versions"."version" + 1;
$$;--> statement-breakpoint
CREATE FUNCTION "users_touch_analytics"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM analytics_touch_days(ARRAY(
      SELECT DISTINCT (created_at AT TIME ZONE 'Africa/Cairo')::date FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM analytics_touch_days(ARRAY(
      SELECT DISTINCT (created_at AT TIME ZONE 'Africa/Cairo')::date FROM old_rows));
  ELSE
    PERFORM analytics_touch_days(ARRAY(
      SELECT unnest(ARRAY[(o.created_at AT TIME ZONE 'Africa/Cairo')::date,
                          (n.created_at AT TIME ZONE 'Africa/Cairo')::date])
      FROM old_rows o JOIN new_rows n USING (id)
      WHERE o.created_at IS DISTINCT FROM n.created_at));
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "bills_touch_analytics"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM analytics_touch_days(ARRAY(
      SELECT DISTINCT (created_at AT TIME ZONE 'Africa/Cairo')::date FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM analytics_touch_days(ARRAY(
      SELECT DISTINCT (created_at AT TIME ZONE 'Africa/Cairo')::date FROM old_rows));
  ELSE
    PERFORM analytics_touch_days(ARRAY(
      SELECT unnest(ARRAY[(o.created_at AT TIME ZONE 'Africa/Cairo')::date,
                          (n.created_at AT TIME ZONE 'Africa/Cairo')::date])
      FROM old_rows o JOIN new_rows n USING (id)
      WHERE (o.amount, o.method, o.created_at) IS DISTINCT FROM (n.amount, n.method, n.created_at)));
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- The wallet ledger only grows (migration 0009 refuses edits and deletes).
CREATE FUNCTION "wallet_entries_touch_analytics"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM analytics_touch_days(ARRAY(
    SELECT DISTINCT (created_at AT TIME ZONE 'Africa/Cairo')::date FROM new_rows));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "results_touch_analytics"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM analytics_touch_days(ARRAY(
      SELECT DISTINCT (submitted_at AT TIME ZONE 'Africa/Cairo')::date FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM analytics_touch_days(ARRAY(
      SELECT DISTINCT (submitted_at AT TIME ZONE 'Africa/Cairo')::date FROM old_rows));
  ELSE
    PERFORM analytics_touch_days(ARRAY(
      SELECT unnest(ARRAY[(o.submitted_at AT TIME ZONE 'Africa/Cairo')::date,
                          (n.submitted_at AT TIME ZONE 'Africa/Cairo')::date])
      FROM old_rows o JOIN new_rows n USING (id)
      WHERE (o.exam_id, o.score, o.total_score, o.submitted_at)
        IS DISTINCT FROM (n.exam_id, n.score, n.total_score, n.submitted_at)));
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- A trigger with transition tables answers one event, hence one per event.
CREATE TRIGGER "users_touch_analytics_insert" AFTER INSERT ON "users"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "users_touch_analytics"();--> statement-breakpoint
CREATE TRIGGER "users_touch_analytics_update" AFTER UPDATE ON "users"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "users_touch_analytics"();--> statement-breakpoint
CREATE TRIGGER "users_touch_analytics_delete" AFTER DELETE ON "users"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "users_touch_analytics"();--> statement-breakpoint
CREATE TRIGGER "bills_touch_analytics_insert" AFTER INSERT ON "bills"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bills_touch_analytics"();--> statement-breakpoint
CREATE TRIGGER "bills_touch_analytics_update" AFTER UPDATE ON "bills"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bills_touch_analytics"();--> statement-breakpoint
CREATE TRIGGER "bills_touch_analytics_delete" AFTER DELETE ON "bills"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "bills_touch_analytics"();--> statement-breakpoint
CREATE TRIGGER "wallet_entries_touch_analytics_insert" AFTER INSERT ON "wallet_entries"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "wallet_entries_touch_analytics"();--> statement-breakpoint
CREATE TRIGGER "results_touch_analytics_insert" AFTER INSERT ON "results"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "results_touch_analytics"();--> statement-breakpoint
CREATE TRIGGER "results_touch_analytics_update" AFTER UPDATE ON "results"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "results_touch_analytics"();--> statement-breakpoint
CREATE TRIGGER "results_touch_analytics_delete" AFTER DELETE ON "results"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "results_touch_analytics"();
--> statement-breakpoint
-- The admin's student list keeps its totals per filter in memory (decision
-- 0187); a change to anything a filter reads announces '*' (forget every total).
-- Sign-ins, balances and other columns no filter reads announce nothing.
CREATE FUNCTION "announce_student_counts_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('student_counts_changed', '*');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "users_counts_insert_delete" AFTER INSERT OR DELETE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "announce_student_counts_change"();--> statement-breakpoint
CREATE TRIGGER "users_counts_update"
  AFTER UPDATE OF "name", "phone", "father_phone", "level", "governorate", "attendance_type", "vip", "frozen"
  ON "users" FOR EACH ROW
  WHEN ((OLD.name, OLD.phone, OLD.father_phone, OLD.level, OLD.governorate, OLD.attendance_type, OLD.vip, OLD.frozen)
    IS DISTINCT FROM (NEW.name, NEW.phone, NEW.father_phone, NEW.level, NEW.governorate, NEW.attendance_type, NEW.vip, NEW.frozen))
  EXECUTE FUNCTION "announce_student_counts_change"();--> statement-breakpoint
CREATE TRIGGER "user_courses_counts" AFTER INSERT OR UPDATE OR DELETE ON "user_courses"
  FOR EACH STATEMENT EXECUTE FUNCTION "announce_student_counts_change"();
