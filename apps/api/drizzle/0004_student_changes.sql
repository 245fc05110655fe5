-- Every API process keeps recently checked students in memory (decision 0100);
-- any change to a student or to what they bought is announced so that every
-- process, on any host, forgets its copy at once.
CREATE FUNCTION "announce_student_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('student_changed', OLD.id::text);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('student_changed', OLD.user_id::text);
  ELSE
    PERFORM pg_notify('student_changed', NEW.user_id::text);
    IF TG_OP = 'UPDATE' AND OLD.user_id <> NEW.user_id THEN
      PERFORM pg_notify('student_changed', OLD.user_id::text);
    END IF;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "users_announce_change" AFTER UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "announce_student_change"();--> statement-breakpoint
CREATE TRIGGER "user_courses_announce_change" AFTER INSERT OR UPDATE OR DELETE ON "user_courses"
  FOR EACH ROW EXECUTE FUNCTION "announce_student_change"();
