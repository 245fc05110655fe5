import { and, asc, count, desc, eq, gt, inArray, notInArray, or, sql, sum } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { ExamWindowOverride } from '@sabora/contract';
import {
  courses,
  examCourses,
  examOverrides,
  type ExamOverrideRow,
  exams,
  questions,
  results,
  videos,
  type CourseRow,
  type ExamRow,
  type NewExamRow,
  type QuestionRow,
} from '../../db/schema/index';
import { containsText } from '../../lib/search';
import {
  studentExamKey,
  studentStateColumns,
  toStudentState,
  type StudentExamKey,
  type StudentExamState,
} from './student-exam-state';

export type ExamsRepository = ReturnType<typeof createExamsRepository>;

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** An exam with the courses that unlock it, as the access rule needs them. */
export interface ExamWithCourses {
  row: ExamRow;
  courses: CourseRow[];
  /** The students given a window of their own, by user id: few, and read with the exam. */
  overrides: ReadonlyMap<string, ExamWindowOverride>;
}

export const overrideOf = (
  row: Pick<ExamOverrideRow, 'extraMinutes' | 'startTime' | 'endTime'>,
): ExamWindowOverride => ({
  extraMinutes: row.extraMinutes,
  startTime: row.startTime?.getTime() ?? null,
  endTime: row.endTime?.getTime() ?? null,
});

/** A question as the admin sends it: with `_id` it replaces that stored question. */
export interface QuestionInput {
  _id?: string | undefined;
  title: string;
  options: string[];
  correct: string[];
  score: number;
  imageUrl: string | null;
}

export interface SolutionVideo {
  id: string;
  title: string;
  url: string;
  imageUrl: string | null;
}

/** An exam with everything the admin list shows. */
export interface ExamListRecord {
  row: ExamRow;
  courses: CourseRow[];
  solutionVideo: SolutionVideo | null;
  totalScore: number;
  questionCount: number;
}

/** An exam with everything its admin page shows. */
export interface ExamRecord extends ExamListRecord {
  /** Stored results: what an edit of the exam affects. */
  resultsCount: number;
}

export interface ExamPageQuery {
  search?: string;
  page: number;
  pageSize: number;
}

/** Refused when a question `_id` sent by the admin is not one of the exam's questions. */
export class ForeignQuestionError extends Error {}

async function replaceQuestions(
  tx: Transaction,
  examId: string,
  list: readonly QuestionInput[],
): Promise<void> {
  const stored = await tx
    .select({ id: questions.id })
    .from(questions)
    .where(eq(questions.examId, examId));
  const storedIds = new Set(stored.map((row) => row.id));
  const kept = list.flatMap((question) => (question._id ? [question._id] : []));
  if (kept.some((id) => !storedIds.has(id))) throw new ForeignQuestionError();
  // Deleting a question keeps old answers to it, with question_id set to null.
  await tx
    .delete(questions)
    .where(
      and(
        eq(questions.examId, examId),
        kept.length > 0 ? notInArray(questions.id, kept) : undefined,
      ),
    );
  for (const [position, { _id, ...fields }] of list.entries()) {
    if (_id)
      await tx
        .update(questions)
        .set({ ...fields, position })
        .where(eq(questions.id, _id));
    else await tx.insert(questions).values({ ...fields, examId, position });
  }
}

async function replaceCourses(tx: Transaction, examId: string, courseIds: readonly string[]) {
  await tx.delete(examCourses).where(eq(examCourses.examId, examId));
  if (courseIds.length > 0) {
    await tx.insert(examCourses).values(courseIds.map((courseId) => ({ examId, courseId })));
  }
}

export function createExamsRepository(db: Database) {
  // Prepared once: read whenever an exam is not kept in memory (kept-exams.ts).
  const withCourses = db
    .select({
      exam: exams,
      course: courses,
      overrides: sql<Array<ExamWindowOverride & { userId: string }>>`(select coalesce(json_agg(
          json_build_object(
            'userId', o.user_id,
            'extraMinutes', o.extra_minutes,
            'startTime', (extract(epoch from o.start_time) * 1000)::float8,
            'endTime', (extract(epoch from o.end_time) * 1000)::float8)), '[]'::json)
        from exam_overrides o where o.exam_id = ${exams.id})`,
    })
    .from(exams)
    .leftJoin(examCourses, eq(examCourses.examId, exams.id))
    .leftJoin(courses, eq(courses.id, examCourses.courseId))
    .where(eq(exams.id, sql.placeholder('examId')))
    .orderBy(asc(courses.level), asc(courses.showDate), asc(courses.id))
    .prepare('exam_with_courses');
  // Prepared once: every student asks for it when the exam opens, many at the same moment.
  const studentStates = db
    .select({
      examId: sql<string>`k.exam_id::text`,
      userId: sql<string>`k.user_id::text`,
      ...studentStateColumns(sql`k.exam_id`, sql`k.user_id`),
    })
    .from(
      sql`unnest(${sql.placeholder('examIds')}::uuid[], ${sql.placeholder('userIds')}::uuid[]) as k(exam_id, user_id)`,
    )
    .innerJoin(exams, sql`${exams.id} = k.exam_id`)
    .prepare('exam_student_states');

  async function coursesByExam(examIds: readonly string[]): Promise<Map<string, CourseRow[]>> {
    const byExam = new Map<string, CourseRow[]>();
    if (examIds.length === 0) return byExam;
    const rows = await db
      .select({ examId: examCourses.examId, course: courses })
      .from(examCourses)
      .innerJoin(courses, eq(courses.id, examCourses.courseId))
      .where(inArray(examCourses.examId, [...examIds]))
      .orderBy(asc(courses.level), asc(courses.showDate), asc(courses.id));
    for (const { examId, course } of rows)
      byExam.set(examId, [...(byExam.get(examId) ?? []), course]);
    return byExam;
  }

  async function records(rows: ExamRow[]): Promise<ExamListRecord[]> {
    const ids = rows.map((row) => row.id);
    if (ids.length === 0) return [];
    const linked = await coursesByExam(ids);
    const totals = await db
      .select({ examId: questions.examId, total: sum(questions.score), count: count() })
      .from(questions)
      .where(inArray(questions.examId, ids))
      .groupBy(questions.examId);
    const videoIds = rows.flatMap((row) => (row.solutionVideoId ? [row.solutionVideoId] : []));
    const solutionVideos =
      videoIds.length === 0
        ? []
        : await db
            .select({
              id: videos.id,
              title: videos.title,
              url: videos.url,
              imageUrl: videos.imageUrl,
            })
            .from(videos)
            .where(inArray(videos.id, videoIds));
    return rows.map((row) => {
      const total = totals.find((entry) => entry.examId === row.id);
      return {
        row,
        courses: linked.get(row.id) ?? [],
        solutionVideo: solutionVideos.find((video) => video.id === row.solutionVideoId) ?? null,
        totalScore: Number(total?.total ?? 0),
        questionCount: total?.count ?? 0,
      };
    });
  }

  async function findRow(id: string): Promise<ExamRow | undefined> {
    const [row] = await db.select().from(exams).where(eq(exams.id, id)).limit(1);
    return row;
  }

  async function findRecord(id: string): Promise<ExamListRecord | undefined> {
    const row = await findRow(id);
    if (!row) return undefined;
    const [record] = await records([row]);
    return record;
  }

  return {
    /** Whether every id names an exam. */
    async allExist(ids: readonly string[]): Promise<boolean> {
      if (ids.length === 0) return true;
      const [found] = await db
        .select({ value: count() })
        .from(exams)
        .where(inArray(exams.id, [...ids]));
      return found?.value === ids.length;
    },

    /** Whether the student has submitted the exam (a result exists). */
    async hasResult(examId: string, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: results.id })
        .from(results)
        .where(and(eq(results.examId, examId), eq(results.userId, userId)))
        .limit(1);
      return row !== undefined;
    },

    findRow,

    /**
     * The exam with its attached solution video, in one round trip: all the
     * solution calls read, without the courses and totals of `findRecord`.
     */
    async findWithSolutionVideo(
      id: string,
    ): Promise<Pick<ExamListRecord, 'row' | 'solutionVideo'> | undefined> {
      const [found] = await db
        .select({
          row: exams,
          video: { id: videos.id, title: videos.title, url: videos.url, imageUrl: videos.imageUrl },
        })
        .from(exams)
        .leftJoin(videos, eq(videos.id, exams.solutionVideoId))
        .where(eq(exams.id, id))
        .limit(1);
      return found && { row: found.row, solutionVideo: found.video };
    },

    /**
     * The exam for its admin page, with its stored results counted. Only the
     * admin page counts them: after a close that is tens of thousands of
     * entries, which a student opening the solution must not pay for. The
     * count does not wait for the record, one round trip fewer.
     */
    async findRecordWithResultsCount(id: string): Promise<ExamRecord | undefined> {
      const [record, [stored]] = await Promise.all([
        findRecord(id),
        db.select({ value: count() }).from(results).where(eq(results.examId, id)),
      ]);
      if (!record) return undefined;
      return { ...record, resultsCount: stored?.value ?? 0 };
    },

    /** The exam with its `prevCourse` courses, in one round trip. */
    async findWithCourses(id: string): Promise<ExamWithCourses | undefined> {
      const rows = await withCourses.execute({ examId: id });
      const [first] = rows;
      if (!first) return undefined;
      return {
        row: first.exam,
        courses: rows.flatMap(({ course }) => (course ? [course] : [])),
        overrides: new Map(
          first.overrides.map(({ userId, ...override }) => [userId, override] as const),
        ),
      };
    },

    /**
     * Each student's result and draft in their exam, in one round trip, by
     * `studentExamKey`; a key whose exam does not exist is left out.
     */
    async studentStates(keys: readonly StudentExamKey[]): Promise<Map<string, StudentExamState>> {
      const rows = await studentStates.execute({
        examIds: keys.map((key) => key.examId),
        userIds: keys.map((key) => key.userId),
      });
      return new Map(rows.map((row) => [studentExamKey(row), toStudentState(row)]));
    },

    /** The questions in the admin's order. */
    async questionsOf(examId: string): Promise<QuestionRow[]> {
      return db
        .select()
        .from(questions)
        .where(eq(questions.examId, examId))
        .orderBy(asc(questions.position), asc(questions.id));
    },

    /**
     * Timed exams whose window (end plus grace) closes after `closingAfter`,
     * by start, each with the student's own window if they have one: an exam
     * is listed while theirs is open even after everyone else's closed.
     */
    async timedOpenAfter(
      closingAfter: number,
      graceMs: number,
      userId?: string,
    ): Promise<Array<{ row: ExamRow; courses: CourseRow[]; override: ExamWindowOverride | null }>> {
      const closedBy = new Date(closingAfter - graceMs);
      const own = userId
        ? and(eq(examOverrides.examId, exams.id), eq(examOverrides.userId, userId))
        : sql`false`;
      const rows = await db
        .select({ exam: exams, override: examOverrides })
        .from(exams)
        .leftJoin(examOverrides, own)
        .where(
          and(
            eq(exams.isTimed, true),
            or(
              gt(exams.endTime, closedBy),
              gt(
                sql`coalesce(${examOverrides.endTime}, ${exams.endTime}) + make_interval(mins => ${examOverrides.extraMinutes})`,
                closedBy,
              ),
            ),
          ),
        )
        .orderBy(asc(exams.startTime), asc(exams.id));
      const linked = await coursesByExam(rows.map(({ exam }) => exam.id));
      return rows.map(({ exam, override }) => ({
        row: exam,
        courses: linked.get(exam.id) ?? [],
        override: override && overrideOf(override),
      }));
    },

    /** This student's own windows of these exams, by exam id: most students have none. */
    async overridesOf(
      userId: string,
      examIds: readonly string[],
    ): Promise<Map<string, ExamWindowOverride>> {
      if (examIds.length === 0) return new Map();
      const rows = await db
        .select()
        .from(examOverrides)
        .where(and(eq(examOverrides.userId, userId), inArray(examOverrides.examId, [...examIds])));
      return new Map(rows.map((row) => [row.examId, overrideOf(row)]));
    },

    /** The admin list: newest first. */
    async page(query: ExamPageQuery): Promise<{ records: ExamListRecord[]; count: number }> {
      const where = containsText(exams.title, query.search);
      const rows = await db
        .select()
        .from(exams)
        .where(where)
        .orderBy(desc(exams.createdAt), asc(exams.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize);
      const [total] = await db.select({ value: count() }).from(exams).where(where);
      return { records: await records(rows), count: total?.value ?? 0 };
    },

    async insert(
      values: NewExamRow,
      courseIds: readonly string[],
      list: readonly QuestionInput[],
    ): Promise<string> {
      return db.transaction(async (tx) => {
        const [created] = await tx.insert(exams).values(values).returning({ id: exams.id });
        await replaceCourses(tx, created!.id, courseIds);
        await replaceQuestions(tx, created!.id, list);
        return created!.id;
      });
    },

    /**
     * Returns false when there is no such exam; throws ForeignQuestionError
     * (and changes nothing) when a question `_id` belongs elsewhere.
     */
    async update(
      id: string,
      values: Partial<NewExamRow>,
      courseIds: readonly string[] | undefined,
      list: readonly QuestionInput[] | undefined,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const updated = await tx
          .update(exams)
          .set(values)
          .where(eq(exams.id, id))
          .returning({ id: exams.id });
        if (updated.length === 0) return false;
        if (courseIds) await replaceCourses(tx, id, courseIds);
        if (list) await replaceQuestions(tx, id, list);
        return true;
      });
    },

    /** Deletes the exam, its questions and drafts; results stay with the exam shown as deleted. */
    async remove(id: string): Promise<boolean> {
      const removed = await db.delete(exams).where(eq(exams.id, id)).returning({ id: exams.id });
      return removed.length > 0;
    },

    /** Whether the id names a catalogue video (the solution video). */
    async videoExists(id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: videos.id })
        .from(videos)
        .where(eq(videos.id, id))
        .limit(1);
      return row !== undefined;
    },
  };
}
