ALTER TABLE "users" ADD COLUMN "access_until" timestamp(3) with time zone;--> statement-breakpoint
CREATE INDEX "users_access_until_idx" ON "users" USING btree ("access_until");--> statement-breakpoint
-- users.access_until: the end of the student's latest access ('infinity' for one
-- without an end, null for none ever), kept with user_courses so the admin's
-- "without a course" filter is a range of one index instead of an anti-join of
-- every student against their purchases (decision 0224). The students are
-- locked first, in id order, and read in the next statement: a purchase for the
-- same student committed meanwhile is then seen, so neither overwrites the other.
CREATE FUNCTION "users_keep_access_until"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  students uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    students := ARRAY(SELECT DISTINCT "user_id" FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    students := ARRAY(SELECT DISTINCT "user_id" FROM old_rows);
  ELSE
    students := ARRAY(
      SELECT "user_id" FROM old_rows UNION SELECT "user_id" FROM new_rows);
  END IF;
  PERFORM 1 FROM "users" WHERE "id" = ANY (students) ORDER BY "id" FOR UPDATE;
  UPDATE "users" u SET "access_until" = a."until"
    FROM (SELECT s."id", (SELECT max(coalesce(c."until", 'infinity')) FROM "user_courses" c
                          WHERE c."user_id" = s."id") AS "until"
          FROM unnest(students) AS s("id")) a
    WHERE u."id" = a."id" AND u."access_until" IS DISTINCT FROM a."until";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "user_courses_access_until_insert" AFTER INSERT ON "user_courses"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "users_keep_access_until"();--> statement-breakpoint
CREATE TRIGGER "user_courses_access_until_update" AFTER UPDATE ON "user_courses"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "users_keep_access_until"();--> statement-breakpoint
CREATE TRIGGER "user_courses_access_until_delete" AFTER DELETE ON "user_courses"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "users_keep_access_until"();--> statement-breakpoint
UPDATE "users" u SET "access_until" = a."until"
  FROM (SELECT "user_id", max(coalesce("until", 'infinity')) AS "until"
        FROM "user_courses" GROUP BY "user_id") a
  WHERE a."user_id" = u."id";
