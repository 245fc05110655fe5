import {
  and,
  asc,
  count,
  desc,
  eq,
  getViewSelectedFields,
  inArray,
  isNull,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { ExamWindowOverride } from '@sabora/contract';
import {
  examOverrides,
  exams,
  questions,
  resultAnswers,
  results,
  users,
  type QuestionRow,
  type ResultAnswerRow,
  type ResultRow,
  type UserRow,
} from '../../db/schema/index';
import type { Executor } from '../../db/executor';
import { keysetPages, orderOf, type SortKey } from '../../lib/export/keyset-pages';
import { studentSearchWhere } from '../students/student-search';

export type ResultsRepository = ReturnType<typeof createResultsRepository>;

/** A result with what its exam and student still are (null once deleted). */
export interface ResultRecord {
  row: ResultRow;
  exam: {
    id: string;
    title: string;
    isTimed: boolean;
    startTime: Date | null;
    endTime: Date | null;
    /** With paperSeed, cuts the student's option order; never sent. */
    shuffleOptions: boolean;
    paperSeed: string;
  } | null;
  student: Pick<UserRow, 'id' | 'name' | 'phone' | 'fatherPhone' | 'governorate'> | null;
  /** The student's own window of the exam, when the teacher gave them one. */
  override: ExamWindowOverride | null;
}

export interface ResultWithAnswers extends ResultRecord {
  answers: Array<{ row: ResultAnswerRow; question: QuestionRow | null }>;
}

/** A row of an exam's results export. */
export type ExportedResult = Pick<ResultRecord, 'row' | 'student'>;

/** What one answer earned, as an export lists it. */
export type AnswerMark = Pick<ResultAnswerRow, 'questionId' | 'score'>;

export interface Paging {
  page: number;
  pageSize: number;
}

const examColumns = {
  id: exams.id,
  title: exams.title,
  isTimed: exams.isTimed,
  startTime: exams.startTime,
  endTime: exams.endTime,
  shuffleOptions: exams.shuffleOptions,
  paperSeed: exams.paperSeed,
};
const studentColumns = {
  id: users.id,
  name: users.name,
  phone: users.phone,
  fatherPhone: users.fatherPhone,
  governorate: users.governorate,
};

const recordColumns = {
  row: results,
  exam: examColumns,
  student: studentColumns,
  override: {
    extraMinutes: examOverrides.extraMinutes,
    startTime: examOverrides.startTime,
    endTime: examOverrides.endTime,
  },
};

/** A result with its exam, student and the student's own window, as `recordColumns` reads them. */
function recordOf(selected: {
  row: ResultRow;
  exam: ResultRecord['exam'];
  student: ResultRecord['student'];
  override: { extraMinutes: number; startTime: Date | null; endTime: Date | null } | null;
}): ResultRecord {
  const { override, ...record } = selected;
  return {
    ...record,
    override: override && {
      extraMinutes: override.extraMinutes,
      startTime: override.startTime?.getTime() ?? null,
      endTime: override.endTime?.getTime() ?? null,
    },
  };
}

export function createResultsRepository(db: Database) {
  /** Results with their exam, student and the student's own window of the exam. */
  const records = () =>
    db
      .select(recordColumns)
      .from(results)
      .leftJoin(exams, eq(exams.id, results.examId))
      .leftJoin(users, eq(users.id, results.userId))
      .leftJoin(
        examOverrides,
        and(eq(examOverrides.examId, results.examId), eq(examOverrides.userId, results.userId)),
      );

  /** An exam's results; with a search, those of the students it finds by name or phone. */
  function ofExam(examId: string, search: string | undefined): SQL {
    const exam = eq(results.examId, examId);
    const searched = studentSearchWhere(search);
    const found = searched && db.select({ id: users.id }).from(users).where(searched);
    return (found && and(exam, inArray(results.userId, found))) ?? exam;
  }

  async function page(
    where: SQL,
    order: SQL[],
    paging: Paging,
  ): Promise<{ records: ResultRecord[]; count: number }> {
    // The page's ids first, from the index alone; only its 20 rows are joined (decision 0185).
    const onPage = db
      .select({ id: results.id })
      .from(results)
      .where(where)
      .orderBy(...order, asc(results.id))
      .limit(paging.pageSize)
      .offset((paging.page - 1) * paging.pageSize);
    const [rows, [total]] = await Promise.all([
      records()
        .where(inArray(results.id, onPage))
        .orderBy(...order, asc(results.id)),
      db.select({ value: count() }).from(results).where(where),
    ]);
    return { records: rows.map(recordOf), count: total?.value ?? 0 };
  }

  return {
    async findWithAnswers(id: string): Promise<ResultWithAnswers | undefined> {
      const [record] = await records().where(eq(results.id, id)).limit(1);
      if (!record) return undefined;
      const answers = await db
        .select({ row: getViewSelectedFields(resultAnswers), question: questions })
        .from(resultAnswers)
        .leftJoin(questions, eq(questions.id, resultAnswers.questionId))
        .where(eq(resultAnswers.resultId, id))
        .orderBy(asc(resultAnswers.position));
      return { ...recordOf(record), answers };
    },

    /** A student's results, newest first. */
    async pageOfStudent(userId: string, paging: Paging) {
      return page(eq(results.userId, userId), [desc(results.submittedAt)], paging);
    },

    /** An exam's results, best first; ties by who submitted first; of the students a search finds. */
    async pageOfExam(examId: string, paging: Paging, search?: string) {
      return page(ofExam(examId, search), [desc(results.score), asc(results.submittedAt)], paging);
    },

    /** An exam's results in the list's order (best first), a page at a time, as the list searched. */
    exportPagesOfExam(examId: string, search?: string) {
      const keys: Array<SortKey<ExportedResult>> = [
        { column: results.score, direction: 'desc', value: (record) => record.row.score },
        {
          column: results.submittedAt,
          direction: 'asc',
          value: (record) => record.row.submittedAt,
        },
        { column: results.id, direction: 'asc', value: (record) => record.row.id },
      ];
      return keysetPages(keys, (after, limit) =>
        db
          .select({ row: results, student: studentColumns })
          .from(results)
          .leftJoin(users, eq(users.id, results.userId))
          .where(and(ofExam(examId, search), after))
          .orderBy(...orderOf(keys))
          .limit(limit),
      );
    },

    /**
     * Each of these results' marks: the question and what it earned, no more
     * (an export page holds 20,000 of them; the chosen options are not read).
     */
    async marksOf(resultIds: readonly string[]): Promise<Map<string, AnswerMark[]>> {
      const byResult = new Map<string, AnswerMark[]>();
      if (resultIds.length === 0) return byResult;
      const rows = await db
        .select({
          resultId: resultAnswers.resultId,
          questionId: resultAnswers.questionId,
          score: resultAnswers.score,
        })
        .from(resultAnswers)
        .where(inArray(resultAnswers.resultId, [...resultIds]));
      for (const { resultId, ...mark } of rows) {
        const marks = byResult.get(resultId);
        if (marks) marks.push(mark);
        else byResult.set(resultId, [mark]);
      }
      return byResult;
    },

    /** Whether any result of the exam holds an answer to a question deleted since. */
    async hasDeletedAnswers(examId: string): Promise<boolean> {
      const [found] = await db
        .select({ resultId: resultAnswers.resultId })
        .from(resultAnswers)
        .innerJoin(results, eq(results.id, resultAnswers.resultId))
        .where(and(eq(results.examId, examId), isNull(resultAnswers.questionId)))
        .limit(1);
      return found !== undefined;
    },

    transaction<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    /** Deletes the result and its answers; the student may then take the exam again. */
    async remove(id: string, exec: Executor = db): Promise<boolean> {
      const removed = await exec
        .delete(results)
        .where(eq(results.id, id))
        .returning({ id: results.id });
      return removed.length > 0;
    },
  };
}
