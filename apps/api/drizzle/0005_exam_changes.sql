-- Every API process keeps the exams being taken in memory (decision 0104); any
-- change to an exam, its questions, the courses that unlock it or any course
-- is announced so that every process, on any host, forgets its copy at once.
-- A course change says '*' (forget every exam): courses are edited rarely and
-- one course can unlock many exams.
CREATE FUNCTION "announce_exam_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'courses' THEN
    PERFORM pg_notify('exam_changed', '*');
  ELSIF TG_TABLE_NAME = 'exams' THEN
    PERFORM pg_notify('exam_changed', OLD.id::text);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('exam_changed', OLD.exam_id::text);
  ELSE
    PERFORM pg_notify('exam_changed', NEW.exam_id::text);
    IF TG_OP = 'UPDATE' AND OLD.exam_id <> NEW.exam_id THEN
      PERFORM pg_notify('exam_changed', OLD.exam_id::text);
    END IF;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "exams_announce_change" AFTER UPDATE OR DELETE ON "exams"
  FOR EACH ROW EXECUTE FUNCTION "announce_exam_change"();--> statement-breakpoint
CREATE TRIGGER "questions_announce_change" AFTER INSERT OR UPDATE OR DELETE ON "questions"
  FOR EACH ROW EXECUTE FUNCTION "announce_exam_change"();--> statement-breakpoint
CREATE TRIGGER "exam_courses_announce_change" AFTER INSERT OR UPDATE OR DELETE ON "exam_courses"
  FOR EACH ROW EXECUTE FUNCTION "announce_exam_change"();--> statement-breakpoint
CREATE TRIGGER "courses_announce_change" AFTER UPDATE OR DELETE ON "courses"
  FOR EACH STATEMENT EXECUTE FUNCTION "announce_exam_change"();
