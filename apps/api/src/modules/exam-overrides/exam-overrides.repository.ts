import { and, count, desc, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Executor } from '../../db/executor';
import { examOverrides, users, type ExamOverrideRow, type UserRow } from '../../db/schema/index';
import { studentsWhere } from '../students/student-search';

export type ExamOverridesRepository = ReturnType<typeof createExamOverridesRepository>;

/** An override with the student it is for, as the admin's list shows them. */
export interface OverrideRecord {
  row: ExamOverrideRow;
  student: Pick<UserRow, 'id' | 'name' | 'phone' | 'fatherPhone' | 'governorate'>;
}

export interface OverridesPage {
  search?: string | undefined;
  page: number;
  pageSize: number;
}

const studentColumns = {
  id: users.id,
  name: users.name,
  phone: users.phone,
  fatherPhone: users.fatherPhone,
  governorate: users.governorate,
};

export function createExamOverridesRepository(db: Database) {
  const sameKey = (examId: string, userId: string) =>
    and(eq(examOverrides.examId, examId), eq(examOverrides.userId, userId));

  return {
    transaction: db.transaction.bind(db),

    /** The exam's overrides, the latest changed first: the one just given is on top. */
    async page(examId: string, query: OverridesPage, now: Date) {
      const where = and(
        eq(examOverrides.examId, examId),
        studentsWhere({ search: query.search }, now),
      );
      const rows = await db
        .select({ row: examOverrides, student: studentColumns })
        .from(examOverrides)
        .innerJoin(users, eq(users.id, examOverrides.userId))
        .where(where)
        .orderBy(desc(examOverrides.updatedAt), asc(users.name), asc(users.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize);
      const [total] = await db
        .select({ value: count() })
        .from(examOverrides)
        .innerJoin(users, eq(users.id, examOverrides.userId))
        .where(where);
      return { records: rows as OverrideRecord[], count: total?.value ?? 0 };
    },

    /** Locked until the transaction ends, so its audit entry's "before" is what was replaced. */
    async findForUpdate(
      examId: string,
      userId: string,
      tx: Executor,
    ): Promise<ExamOverrideRow | undefined> {
      const [row] = await tx
        .select()
        .from(examOverrides)
        .where(sameKey(examId, userId))
        .for('update');
      return row;
    },

    async student(userId: string): Promise<OverrideRecord['student'] | undefined> {
      const [row] = await db.select(studentColumns).from(users).where(eq(users.id, userId));
      return row;
    },

    /** Replaces the student's window whole: a field left out is no longer part of it. */
    async put(
      values: Pick<ExamOverrideRow, 'examId' | 'userId' | 'extraMinutes' | 'startTime' | 'endTime'>,
      at: Date,
      exec: Executor,
    ): Promise<ExamOverrideRow> {
      const { extraMinutes, startTime, endTime } = values;
      const [row] = await exec
        .insert(examOverrides)
        .values({ ...values, createdAt: at, updatedAt: at })
        .onConflictDoUpdate({
          target: [examOverrides.examId, examOverrides.userId],
          set: { extraMinutes, startTime, endTime, updatedAt: at },
        })
        .returning();
      return row!;
    },

    async remove(
      examId: string,
      userId: string,
      exec: Executor,
    ): Promise<ExamOverrideRow | undefined> {
      const [row] = await exec.delete(examOverrides).where(sameKey(examId, userId)).returning();
      return row;
    },
  };
}
