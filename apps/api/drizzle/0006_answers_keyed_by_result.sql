-- A result's answers are keyed by (result, position) and linked to their
-- result and question by statement-level triggers instead of foreign keys
-- (decision 0105): a foreign key checks and locks the row it points at once
-- per answer, forty times per submit; these check and lock each row pointed
-- at once per statement, with the same guarantees.
ALTER TABLE "result_answers" DROP CONSTRAINT "result_answers_result_id_results_id_fk";
--> statement-breakpoint
ALTER TABLE "result_answers" DROP CONSTRAINT "result_answers_question_id_questions_id_fk";
--> statement-breakpoint
DROP INDEX "result_answers_result_id_idx";--> statement-breakpoint
ALTER TABLE "result_answers" DROP COLUMN "id";--> statement-breakpoint
ALTER TABLE "result_answers" ADD CONSTRAINT "result_answers_result_id_position_pk" PRIMARY KEY("result_id","position");--> statement-breakpoint
-- What new or changed answers point at must exist, and is key-share locked
-- (in one order) until this transaction ends, so it cannot be deleted under
-- them: what a foreign key does, once per row pointed at.
CREATE FUNCTION "result_answers_check_links"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "results"
    WHERE "id" IN (SELECT "result_id" FROM "linked_answers")
    ORDER BY "id" FOR KEY SHARE;
  IF EXISTS (SELECT 1 FROM "linked_answers" AS a
      WHERE NOT EXISTS (SELECT 1 FROM "results" AS r WHERE r."id" = a."result_id")) THEN
    RAISE EXCEPTION 'result_answers: no such result' USING ERRCODE = 'foreign_key_violation';
  END IF;
  PERFORM 1 FROM "questions"
    WHERE "id" IN (SELECT "question_id" FROM "linked_answers")
    ORDER BY "id" FOR KEY SHARE;
  IF EXISTS (SELECT 1 FROM "linked_answers" AS a
      WHERE a."question_id" IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM "questions" AS q WHERE q."id" = a."question_id")) THEN
    RAISE EXCEPTION 'result_answers: no such question' USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "result_answers_links_on_insert" AFTER INSERT ON "result_answers"
  REFERENCING NEW TABLE AS "linked_answers"
  FOR EACH STATEMENT EXECUTE FUNCTION "result_answers_check_links"();--> statement-breakpoint
CREATE TRIGGER "result_answers_links_on_update" AFTER UPDATE ON "result_answers"
  REFERENCING NEW TABLE AS "linked_answers"
  FOR EACH STATEMENT EXECUTE FUNCTION "result_answers_check_links"();--> statement-breakpoint
-- A deleted result takes its answers with it (was ON DELETE CASCADE).
CREATE FUNCTION "result_answers_follow_results"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "result_answers" WHERE "result_id" IN (SELECT "id" FROM "gone_results");
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "results_take_their_answers" AFTER DELETE ON "results"
  REFERENCING OLD TABLE AS "gone_results"
  FOR EACH STATEMENT EXECUTE FUNCTION "result_answers_follow_results"();--> statement-breakpoint
-- A deleted question leaves its answers, marked as of a deleted question
-- (was ON DELETE SET NULL).
CREATE FUNCTION "result_answers_follow_questions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "result_answers" SET "question_id" = NULL
    WHERE "question_id" IN (SELECT "id" FROM "gone_questions");
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "questions_leave_their_answers" AFTER DELETE ON "questions"
  REFERENCING OLD TABLE AS "gone_questions"
  FOR EACH STATEMENT EXECUTE FUNCTION "result_answers_follow_questions"();
