import type { SessionUser } from '@sabora/contract';
import { admins, results, type CourseRow, type VideoRow } from '../../src/db/schema/index';
import { insertCourse, insertVideo, studentWith } from '../support/catalogue-fixtures';
import { insertExamWithQuestions, type InsertedExam } from '../support/exam-fixtures';
import { buildTestApp, bearer, createAdmin, type TestContext } from '../support/helper';
import { defaultSignInLimits } from '../../src/modules/auth/sign-in-limits';
import { adminSession, insertStudent } from '../support/student-fixtures';
import type { RouteCase } from './route-table';

/** Every kind of caller the rules tell apart (design.md "Rules the spec implies"). */
export const studentRoles = ['online', 'center', 'vip', 'frozen', 'unpaid'] as const;
export const roles = ['visitor', ...studentRoles, 'secondary', 'main'] as const;
export type StudentRole = (typeof studentRoles)[number];
export type Role = (typeof roles)[number];

export interface Caller {
  role: Role;
  token?: string;
  /** The student's own id, for calls about the caller's own records. */
  userId?: string;
}

/**
 * One course with a video and exams, a student of every kind, both admin types,
 * and another student ("Bassem") with a bill, a call and a result of his own.
 */
export interface SecurityWorld {
  ctx: TestContext;
  callers: Record<Role, Caller>;
  course: CourseRow;
  video: VideoRow;
  /** Linked to the course, so owning the course opens it. */
  exam: InsertedExam;
  /** Linked to the course, for drafts (a submitted exam takes no draft). */
  draftExam: InsertedExam;
  bassem: SessionUser;
  bassemResultId: string;
  /** Credentials that always sign in, for the sign-in calls. */
  signIn: {
    student: { phone: string; password: string; hash: string };
    admin: { identifier: string; password: string };
  };
}

/**
 * An app whose sign-in and redeem limits never get in the way: these suites send thousands of requests from
 * one address, and the limits have their own tests (sign-in-abuse.test.ts).
 */
export function buildUnlimitedApp(): Promise<TestContext> {
  return buildTestApp({
    signInLimits: {
      ...defaultSignInLimits,
      perIp: { max: 1_000_000, windowMs: 60_000 },
      perAccount: { maxFailures: 1_000_000, windowMs: 60_000 },
    },
    redeemLimits: {
      perStudent: { maxFailures: 1_000_000, windowMs: 60_000 },
      perIp: { maxFailures: 1_000_000, windowMs: 60_000 },
    },
  });
}

export async function buildSecurityWorld(ctx: TestContext): Promise<SecurityWorld> {
  const course = await insertCourse(ctx, { title: 'Oktober', level: 'sec-1' });
  const video = await insertVideo(ctx, { courses: [course] });
  const exam = await insertExamWithQuestions(ctx, { courses: [course] });
  const draftExam = await insertExamWithQuestions(ctx, { courses: [course] });
  const owned = { courses: [course] };
  const students: Record<StudentRole, SessionUser> = {
    online: await studentWith(ctx, owned),
    center: await studentWith(ctx, { ...owned, attendanceType: 'center' }),
    vip: await studentWith(ctx, { vip: true }),
    frozen: await studentWith(ctx, { ...owned, frozen: true }),
    unpaid: await studentWith(ctx),
  };
  const secondary = await adminSession(ctx, 'secondary');
  const main = await adminSession(ctx, 'main');
  const bassem = await studentWith(ctx, owned);
  const bassemResultId = await resultOf(ctx, exam.row.id, bassem._id);
  await ctx.app.inject({
    method: 'POST',
    url: `/api/admin/users/${bassem._id}/bills`,
    headers: bearer(main.token),
    payload: { amount: 200, method: 'cash', courses: [course.id] },
  });
  const signInStudent = await insertStudent(ctx);
  const signInAdmin = await createAdmin(ctx.db, { type: 'secondary' });

  const callers = { visitor: { role: 'visitor' } } as Record<Role, Caller>;
  for (const role of studentRoles) {
    callers[role] = { role, token: students[role].token, userId: students[role]._id };
  }
  callers.secondary = { role: 'secondary', token: secondary.token };
  callers.main = { role: 'main', token: main.token };
  return {
    ctx,
    callers,
    course,
    video,
    exam,
    draftExam,
    bassem,
    bassemResultId,
    signIn: {
      student: {
        phone: signInStudent.phone,
        password: '12345678',
        hash: signInStudent.deviceHash!,
      },
      admin: { identifier: signInAdmin.row.identifier, password: signInAdmin.password },
    },
  };
}

async function resultOf(ctx: TestContext, examId: string, userId: string): Promise<string> {
  const [row] = await ctx.db
    .insert(results)
    .values({ examId, userId, score: 2, totalScore: 6.5 })
    .returning();
  return row!.id;
}

/** An admin to read, edit or delete, written straight in: no password hashing per call. */
export async function freshAdmin(ctx: TestContext): Promise<string> {
  adminCount += 1;
  const [row] = await ctx.db
    .insert(admins)
    .values({
      name: 'مساعد',
      identifier: `target${adminCount}@sabora.test`,
      passwordHash: 'not-a-real-hash',
      type: 'secondary',
    })
    .returning();
  return row!.id;
}
let adminCount = 0;

/** A result of this student on a fresh exam open to everyone, to read or delete. */
export async function freshResult(ctx: TestContext, userId: string): Promise<string> {
  return resultOf(ctx, (await insertExamWithQuestions(ctx)).row.id, userId);
}

/** The caller whose request reaches validation: the least privileged one allowed in. */
export function reachingCaller(world: SecurityWorld, route: Pick<RouteCase, 'access'>): Caller {
  if (route.access === 'student') return world.callers.online;
  if (route.access === 'public' || route.access === 'signed-link') return world.callers.visitor;
  return world.callers.main;
}
