import { asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
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
  } | null;
  student: Pick<UserRow, 'id' | 'name' | 'phone' | 'fatherPhone' | 'governorate'> | null;
}

export interface ResultWithAnswers extends ResultRecord {
  answers: Array<{ row: ResultAnswerRow; question: QuestionRow | null }>;
}

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
};
const studentColumns = {
  id: users.id,
  name: users.name,
  phone: users.phone,
  fatherPhone: users.fatherPhone,
  governorate: users.governorate,
};

export function createResultsRepository(db: Database) {
  async function page(
    where: SQL,
    order: SQL[],
    paging: Paging,
  ): Promise<{ records: ResultRecord[]; count: number }> {
    const rows = await db
      .select({ row: results, exam: examColumns, student: studentColumns })
      .from(results)
      .leftJoin(exams, eq(exams.id, results.examId))
      .leftJoin(users, eq(users.id, results.userId))
      .where(where)
      .orderBy(...order, asc(results.id))
      .limit(paging.pageSize)
      .offset((paging.page - 1) * paging.pageSize);
    const [total] = await db.select({ value: count() }).from(results).where(where);
    return { records: rows, count: total?.value ?? 0 };
  }

  return {
    async findWithAnswers(id: string): Promise<ResultWithAnswers | undefined> {
      const [record] = await db
        .select({ row: results, exam: examColumns, student: studentColumns })
        .from(results)
        .leftJoin(exams, eq(exams.id, results.examId))
        .leftJoin(users, eq(users.id, results.userId))
        .where(eq(results.id, id))
        .limit(1);
      if (!record) return undefined;
      const answers = await db
        .select({ row: resultAnswers, question: questions })
        .from(resultAnswers)
        .leftJoin(questions, eq(questions.id, resultAnswers.questionId))
        .where(eq(resultAnswers.resultId, id))
        .orderBy(asc(resultAnswers.position));
      return { ...record, answers };
    },

    /** A student's results, newest first. */
    async pageOfStudent(userId: string, paging: Paging) {
      return page(eq(results.userId, userId), [desc(results.submittedAt)], paging);
    },

    /** An exam's results, best first; ties by who submitted first. */
    async pageOfExam(examId: string, paging: Paging) {
      return page(
        eq(results.examId, examId),
        [desc(results.score), asc(results.submittedAt)],
        paging,
      );
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
