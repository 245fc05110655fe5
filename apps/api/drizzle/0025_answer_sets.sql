-- Decision 0237: a result's answers are stored as one row of parallel arrays
-- (result_answer_sets) naming what each answer was graded against by its
-- snapshot (graded_questions), instead of forty rows each with their own two
-- index entries and WAL. result_answers stays, as a view with the same columns,
-- so every reader reads what it read before.
-- The API being replaced still serves while this runs (decision 0239). A write
-- to result_answers committed after the copy below read the table would go
-- with it when it is dropped, so every writer of the answers, their results
-- and questions waits from here to the commit (readers do not), then meets
-- the view and is refused: a submit whole, a regrade of answers alone too.
-- The new tables' foreign keys would take the same locks on results and
-- questions, later and in another order.
LOCK TABLE "questions", "results", "result_answers" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
-- The options whose bits are set in `mask`, in the options' order.
CREATE FUNCTION "chosen_options"(options text[], mask integer)
  RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(array_agg(o."option" ORDER BY o."n"), '{}')
  FROM unnest(options) WITH ORDINALITY o("option", "n")
  WHERE mask & (1 << (o."n" - 1)::integer) <> 0
$$;--> statement-breakpoint
CREATE FUNCTION "graded_question_digest"(options text[], correct text[], score numeric)
  RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT md5(ARRAY[options::text, correct::text, round(score, 4)::text]::text)
$$;--> statement-breakpoint
-- What answers were graded against: the question's options when graded (an
-- answer's choices are bits in this list), its correct options and score. A
-- deleted question leaves its snapshots with no question, so the answers show
-- it as deleted.
CREATE TABLE "graded_questions" (
  "id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "question_id" uuid CONSTRAINT "graded_questions_question_id_questions_id_fk"
    REFERENCES "questions"("id") ON DELETE SET NULL,
  "options" text[] NOT NULL,
  "correct" text[] NOT NULL,
  "score" numeric(12, 4) NOT NULL,
  "digest" text NOT NULL,
  CONSTRAINT "graded_questions_options_fit_a_mask" CHECK (cardinality("options") BETWEEN 1 AND 31)
);--> statement-breakpoint
CREATE UNIQUE INDEX "graded_questions_question_id_digest_idx"
  ON "graded_questions" ("question_id", "digest");--> statement-breakpoint
-- A result's answers in order: the snapshot each was graded against, the
-- options chosen as bits of that snapshot's options, the score and the rating.
CREATE TABLE "result_answer_sets" (
  "result_id" uuid PRIMARY KEY CONSTRAINT "result_answer_sets_result_id_results_id_fk"
    REFERENCES "results"("id") ON DELETE CASCADE,
  "graded" integer[] NOT NULL,
  "selected" integer[] NOT NULL,
  "scores" numeric(12, 4)[] NOT NULL,
  "ratings" "answer_rating"[] NOT NULL,
  CONSTRAINT "result_answer_sets_arrays_agree" CHECK (
    cardinality("selected") = cardinality("graded")
    AND cardinality("scores") = cardinality("graded")
    AND cardinality("ratings") = cardinality("graded"))
);--> statement-breakpoint
-- The stored answers move: one snapshot per question, correct options and
-- score they were graded with. Its options are the question's options now, then
-- any other option those answers chose or had as correct (the question was
-- edited since), so every choice has its bit.
CREATE TEMPORARY TABLE "answer_facts" ON COMMIT DROP AS
  SELECT coalesce(a."question_id", '00000000-0000-0000-0000-000000000000'::uuid) AS "question_key",
    a."question_id", a."correct", a."question_score",
    array_remove(array_agg(DISTINCT chosen.option), NULL) AS "chosen",
    NULL::integer AS "graded_id"
  FROM "result_answers" a
  LEFT JOIN LATERAL unnest(a."selected") AS chosen(option) ON true
  GROUP BY 1, 2, 3, 4;--> statement-breakpoint
WITH g AS (
  INSERT INTO "graded_questions" ("question_id", "options", "correct", "score", "digest")
  SELECT f."question_id", listed."options", f."correct", f."question_score",
    "graded_question_digest"(listed."options", f."correct", f."question_score")
  FROM "answer_facts" f
  LEFT JOIN "questions" q ON q."id" = f."question_id"
  CROSS JOIN LATERAL (
    SELECT array_agg(o."option" ORDER BY o."rank") AS "options"
    FROM (
      SELECT each."option", min(each."rank") AS "rank"
      FROM (
        SELECT u."option", u."n" AS "rank" FROM unnest(q."options") WITH ORDINALITY u("option", "n")
        UNION ALL
        SELECT u."option", 100 + u."n" FROM unnest(f."correct") WITH ORDINALITY u("option", "n")
        UNION ALL
        SELECT u."option", 200 + u."n" FROM unnest(f."chosen") WITH ORDINALITY u("option", "n")
      ) each
      GROUP BY each."option"
    ) o
  ) listed
  RETURNING "id", coalesce("question_id", '00000000-0000-0000-0000-000000000000'::uuid) AS "question_key",
    "correct", "score"
)
UPDATE "answer_facts" f SET "graded_id" = g."id"
FROM g
WHERE f."question_key" = g."question_key" AND f."correct" = g."correct"
  AND f."question_score" = g."score";--> statement-breakpoint
INSERT INTO "result_answer_sets" ("result_id", "graded", "selected", "scores", "ratings")
SELECT a."result_id",
  array_agg(f."graded_id" ORDER BY a."position"),
  array_agg(coalesce((
    SELECT bit_or(1 << (o."n" - 1)::integer)
    FROM unnest(g."options") WITH ORDINALITY o("option", "n")
    WHERE o."option" = ANY (a."selected")), 0) ORDER BY a."position"),
  array_agg(a."score" ORDER BY a."position"),
  array_agg(a."rating" ORDER BY a."position")
FROM "result_answers" a
JOIN "answer_facts" f
  ON f."question_key" = coalesce(a."question_id", '00000000-0000-0000-0000-000000000000'::uuid)
  AND f."correct" = a."correct" AND f."question_score" = a."question_score"
JOIN "graded_questions" g ON g."id" = f."graded_id"
GROUP BY a."result_id";--> statement-breakpoint
DROP TRIGGER "results_take_their_answers" ON "results";--> statement-breakpoint
DROP FUNCTION "result_answers_follow_results"();--> statement-breakpoint
DROP TRIGGER "questions_leave_their_answers" ON "questions";--> statement-breakpoint
DROP FUNCTION "result_answers_follow_questions"();--> statement-breakpoint
DROP TABLE "result_answers";--> statement-breakpoint
DROP FUNCTION "result_answers_check_links"();--> statement-breakpoint
CREATE VIEW "result_answers" AS
SELECT s."result_id", g."question_id", (a."n" - 1)::integer AS "position",
  "chosen_options"(g."options", a."mask") AS "selected",
  g."correct", g."score" AS "question_score", a."score", a."rating"
FROM "result_answer_sets" s
CROSS JOIN LATERAL unnest(s."graded", s."selected", s."scores", s."ratings")
  WITH ORDINALITY AS a("graded", "mask", "score", "rating", "n")
JOIN "graded_questions" g ON g."id" = a."graded";--> statement-breakpoint
-- A new result's answers must name snapshots of questions that still exist,
-- key-share locked until the transaction ends (a question deleted meanwhile
-- waits, then leaves them as a deleted question's); a regrade's rewrite may
-- keep a deleted question's snapshot. Refused with SQLSTATE 23503, as a
-- foreign key would.
CREATE FUNCTION "result_answer_sets_check_links"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  snapshots_named bigint;
  snapshots_found bigint;
  questionless bigint;
  questions_named bigint;
  found_rows bigint;
BEGIN
  WITH named AS (SELECT DISTINCT unnest(s."graded") AS "id" FROM "linked_sets" s)
  SELECT (SELECT count(*) FROM named), count(g."id"), count(*) FILTER (WHERE g."question_id" IS NULL),
      count(DISTINCT g."question_id")
    INTO snapshots_named, snapshots_found, questionless, questions_named
    FROM named JOIN "graded_questions" g ON g."id" = named."id";
  IF snapshots_found <> snapshots_named THEN
    RAISE EXCEPTION 'result_answer_sets: no such graded question' USING ERRCODE = 'foreign_key_violation';
  END IF;
  IF TG_OP = 'INSERT' AND questionless > 0 THEN
    RAISE EXCEPTION 'result_answer_sets: no such question' USING ERRCODE = 'foreign_key_violation';
  END IF;
  PERFORM 1 FROM "questions"
    WHERE "id" IN (
      SELECT g."question_id" FROM "graded_questions" g
      WHERE g."id" IN (SELECT unnest(s."graded") FROM "linked_sets" s))
    ORDER BY "id" FOR KEY SHARE;
  GET DIAGNOSTICS found_rows = ROW_COUNT;
  IF found_rows <> questions_named THEN
    RAISE EXCEPTION 'result_answer_sets: no such question' USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "result_answer_sets_links_on_insert" AFTER INSERT ON "result_answer_sets"
  REFERENCING NEW TABLE AS "linked_sets"
  FOR EACH STATEMENT EXECUTE FUNCTION "result_answer_sets_check_links"();--> statement-breakpoint
CREATE TRIGGER "result_answer_sets_links_on_update" AFTER UPDATE ON "result_answer_sets"
  REFERENCING NEW TABLE AS "linked_sets"
  FOR EACH STATEMENT EXECUTE FUNCTION "result_answer_sets_check_links"();
