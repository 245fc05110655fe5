import type { LightMyRequestResponse } from 'fastify';
import { answerEntriesOf, type ExamSelections } from '@sabora/contract';
import {
  examCourses,
  examDrafts,
  exams,
  questions,
  users,
  type NewUserRow,
  type UserRow,
  type CourseRow,
  type ExamRow,
  type NewExamRow,
  type QuestionRow,
} from '../../src/db/schema/index';
import { bearer, nextPhone, type TestContext } from './helper';

export const minute = 60_000;
/** EXAM_GRACE_SECONDS' default. */
export const graceMs = 60_000;

export interface QuestionFixture {
  title: string;
  options: string[];
  correct: string[];
  score: number;
  imageUrl?: string | null;
}

/** Three German questions: one answer, two answers, three answers. */
export const germanQuestions: QuestionFixture[] = [
  {
    title: 'Ich sehe ___ Mann.',
    options: ['der', 'den', 'dem', 'des'],
    correct: ['den'],
    score: 2,
  },
  {
    title: 'Welche Verben sind trennbar?',
    options: ['anrufen', 'besuchen', 'einkaufen', 'verstehen'],
    correct: ['anrufen', 'einkaufen'],
    score: 3,
  },
  {
    title: 'Welche Wörter sind Nomen?',
    options: ['Haus', 'Baum', 'schnell', 'Tisch'],
    correct: ['Haus', 'Baum', 'Tisch'],
    score: 1.5,
  },
];

export interface ExamFixture {
  values?: Partial<NewExamRow>;
  courses?: CourseRow[];
  questions?: QuestionFixture[];
}

export interface InsertedExam {
  row: ExamRow;
  questions: QuestionRow[];
}

export async function insertExamWithQuestions(
  ctx: TestContext,
  fixture: ExamFixture = {},
): Promise<InsertedExam> {
  const [row] = await ctx.db
    .insert(exams)
    .values({ title: 'Test: Der Akkusativ', description: 'اقرأ كل سؤال كويس', ...fixture.values })
    .returning();
  const examId = row!.id;
  const linked = fixture.courses ?? [];
  if (linked.length > 0) {
    await ctx.db.insert(examCourses).values(linked.map((c) => ({ examId, courseId: c.id })));
  }
  const list = fixture.questions ?? germanQuestions;
  const stored =
    list.length === 0
      ? []
      : await ctx.db
          .insert(questions)
          .values(list.map((question, position) => ({ ...question, examId, position })))
          .returning();
  return { row: row!, questions: stored.sort((a, b) => a.position - b.position) };
}

/** A timed exam starting in an hour and lasting an hour. */
export async function insertTimedExam(
  ctx: TestContext,
  fixture: ExamFixture = {},
): Promise<InsertedExam & { start: number; end: number }> {
  const start = ctx.clock.now() + 60 * minute;
  const end = start + 60 * minute;
  const exam = await insertExamWithQuestions(ctx, {
    ...fixture,
    values: {
      isTimed: true,
      startTime: new Date(start),
      endTime: new Date(end),
      ...fixture.values,
    },
  });
  return { ...exam, start, end };
}

/** Choices keyed by question position, turned into `{questionId: options}`. */
export function selectionsFor(
  exam: InsertedExam,
  picks: Array<string[] | undefined>,
): ExamSelections {
  const selections: ExamSelections = {};
  exam.questions.forEach((question, index) => {
    const chosen = picks[index];
    if (chosen) selections[question.id] = chosen;
  });
  return selections;
}

/** The spec's body: one entry per selected option. */
export function entriesFor(exam: InsertedExam, picks: Array<string[] | undefined>) {
  return answerEntriesOf(exam.row.id, selectionsFor(exam, picks));
}

export function examCalls(ctx: TestContext) {
  const send = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    token?: string,
    payload?: unknown,
  ): Promise<LightMyRequestResponse> =>
    ctx.app.inject({
      method,
      url: `/api${url}`,
      headers: token ? bearer(token) : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    send,
    open: (examId: string, token?: string) => send('GET', `/user/exams/${examId}`, token),
    submit: (examId: string, token: string | undefined, entries: unknown) =>
      send('POST', `/user/exams/${examId}`, token, entries),
    saveDraft: (examId: string, token: string | undefined, entries: unknown) =>
      send('PUT', `/user/exams/${examId}/draft`, token, entries),
  };
}

/**
 * Students written straight into the database: many of them, fast (no
 * password hashing), for the sweeper, statistics and non-solver lists.
 */
export async function insertStudents(
  ctx: TestContext,
  amount: number,
  values: Partial<NewUserRow> = {},
): Promise<UserRow[]> {
  return ctx.db
    .insert(users)
    .values(
      Array.from({ length: amount }, (_, index) => ({
        name: `طالب ${index + 1}`,
        phone: nextPhone(),
        fatherPhone: '01198765432',
        passwordHash: 'not-a-real-hash',
        level: 'sec-1' as const,
        governorate: 'giza' as const,
        attendanceType: 'online' as const,
        ...values,
      })),
    )
    .returning();
}

/** Drafts written straight into the database, as `PUT …/draft` would have saved them. */
export async function insertDrafts(
  ctx: TestContext,
  exam: InsertedExam,
  students: readonly UserRow[],
  picks: Array<string[] | undefined>,
): Promise<void> {
  if (students.length === 0) return;
  await ctx.db.insert(examDrafts).values(
    students.map((student) => ({
      userId: student.id,
      examId: exam.row.id,
      selections: selectionsFor(exam, picks),
    })),
  );
}
