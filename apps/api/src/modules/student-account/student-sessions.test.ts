import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { adminToken, grantCourses, insertCourse } from '../../../test/support/catalogue-fixtures';
import {
  bearer,
  buildTestApp,
  signUpStudent,
  type TestContext,
} from '../../../test/support/helper';
import { manualListen } from '../../../test/support/manual-listen';
import { insertStudent } from '../../../test/support/student-fixtures';
import { createStudentSessions } from './student-sessions';
import {
  createStudentAccountRepository,
  type StudentSession,
  type StudentAccountRepository,
} from './student-account.repository';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await buildTestApp();
});

afterAll(async () => {
  await ctx.close();
});

/** The real repository, counting how often it is asked. */
function countingUsers(): StudentAccountRepository & { reads: number } {
  const real = createStudentAccountRepository(ctx.db);
  const counted = {
    ...real,
    reads: 0,
    async findSessions(ids: readonly string[]) {
      counted.reads += 1;
      return real.findSessions(ids);
    },
  };
  return counted;
}

async function sessionsOnDatabase(ttlMs = 60_000) {
  const counter = countingUsers();
  const sessions = await createStudentSessions({
    users: counter,
    ttlMs,
    max: 100,
    listen: ctx.listen,
  });
  return { counter, sessions };
}

describe('students kept between calls', () => {
  it('reads a student once and then answers from memory', async () => {
    const student = await insertStudent(ctx);
    const { counter, sessions } = await sessionsOnDatabase();
    const first = await sessions.current(student.id, student.sessionVersion);
    const second = await sessions.current(student.id, student.sessionVersion);
    expect(first?.row.id).toBe(student.id);
    expect(second).toEqual(first);
    expect(counter.reads).toBe(1);
    await sessions.close();
  });

  it('reads students whose calls arrive together in one statement', async () => {
    const students = await Promise.all([
      insertStudent(ctx),
      insertStudent(ctx),
      insertStudent(ctx),
    ]);
    const { counter, sessions } = await sessionsOnDatabase();
    const found = await Promise.all(
      [...students, { id: '00000000-0000-4000-8000-000000000000', sessionVersion: 0 }].map(
        (student) => sessions.current(student.id, student.sessionVersion),
      ),
    );
    expect(found.map((session) => session?.row.id)).toEqual([
      ...students.map((student) => student.id),
      undefined,
    ]);
    expect(counter.reads).toBe(1);
    await sessions.close();
  });

  it('forgets a student when the database announces a change made elsewhere', async () => {
    const student = await insertStudent(ctx);
    const { counter, sessions } = await sessionsOnDatabase();
    await sessions.current(student.id, 0);
    // Another process ends every session of the student.
    await ctx.db
      .update(users)
      .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
      .where(eq(users.id, student.id));
    await expect.poll(() => sessions.current(student.id, 0)).toBeUndefined();
    expect((await sessions.current(student.id, 1))?.row.sessionVersion).toBe(1);
    expect(counter.reads).toBeGreaterThanOrEqual(2);
    await sessions.close();
  });

  it('sees a course bought elsewhere', async () => {
    const student = await insertStudent(ctx);
    const course = await insertCourse(ctx);
    const { sessions } = await sessionsOnDatabase();
    expect((await sessions.current(student.id, 0))?.access).toEqual([]);
    await grantCourses(ctx, student.id, [course]);
    await expect
      .poll(async () => (await sessions.current(student.id, 0))?.access)
      .toEqual([{ course: course.id, until: null }]);
    await sessions.close();
  });

  it('refuses a token whose session ended, and a student who is gone', async () => {
    const student = await insertStudent(ctx);
    const { sessions } = await sessionsOnDatabase();
    expect(await sessions.current(student.id, 5)).toBeUndefined();
    await ctx.db.delete(users).where(eq(users.id, student.id));
    await expect.poll(() => sessions.current(student.id, 0)).toBeUndefined();
    await sessions.close();
  });

  it('keeps nothing when told to keep students for 0 seconds', async () => {
    const student = await insertStudent(ctx);
    const { counter, sessions } = await sessionsOnDatabase(0);
    await sessions.current(student.id, 0);
    await sessions.current(student.id, 0);
    expect(counter.reads).toBe(2);
    await sessions.close();
  });
});

describe('when announcements cannot be trusted', () => {
  const row = { id: 'u1', sessionVersion: 0 } as StudentSession['row'];

  function scriptedUsers(answer: () => Promise<StudentSession | undefined>) {
    const scripted = {
      reads: 0,
      async findSessions() {
        scripted.reads += 1;
        const found = await answer();
        return found ? [found] : [];
      },
    };
    return scripted;
  }

  it('does not keep a read that began before a change was announced', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let first = true;
    const counter = scriptedUsers(async () => {
      if (first) {
        first = false;
        await gate;
      }
      return { row, access: [] };
    });
    const manual = manualListen();
    const sessions = await createStudentSessions({
      users: counter as unknown as StudentAccountRepository,
      ttlMs: 60_000,
      max: 10,
      listen: manual.listen,
    });
    const slow = sessions.current('u1', 0);
    manual.handlers().message('u1');
    release();
    await slow;
    await sessions.current('u1', 0);
    expect(counter.reads).toBe(2);
    await sessions.current('u1', 0);
    expect(counter.reads).toBe(2);
  });

  it('reads the database on every call while not listening, and forgets what it kept', async () => {
    const counter = scriptedUsers(async () => ({ row, access: [] }));
    const manual = manualListen();
    const sessions = await createStudentSessions({
      users: counter as unknown as StudentAccountRepository,
      ttlMs: 60_000,
      max: 10,
      listen: manual.listen,
    });
    await sessions.current('u1', 0);
    expect(sessions.size).toBe(1);
    manual.handlers().listening(false);
    expect(sessions.size).toBe(0);
    await sessions.current('u1', 0);
    await sessions.current('u1', 0);
    expect(counter.reads).toBe(3);
    manual.handlers().listening(true);
    await sessions.current('u1', 0);
    await sessions.current('u1', 0);
    expect(counter.reads).toBe(4);
  });

  it('keeps nothing without a way to listen', async () => {
    const counter = scriptedUsers(async () => ({ row, access: [] }));
    const sessions = await createStudentSessions({
      users: counter as unknown as StudentAccountRepository,
      ttlMs: 60_000,
      max: 10,
    });
    await sessions.current('u1', 0);
    await sessions.current('u1', 0);
    expect(counter.reads).toBe(2);
  });
});

describe('through the API', () => {
  it('refuses an old token on the next call after another process ends the sessions', async () => {
    const student = await signUpStudent(ctx.app);
    const call = () =>
      ctx.app.inject({ url: '/api/user/refresh-user', headers: bearer(student.token) });
    expect((await call()).statusCode).toBe(200);
    await ctx.db
      .update(users)
      .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
      .where(eq(users.id, student._id));
    await expect.poll(async () => (await call()).statusCode).toBe(401);
  });

  it('shows a course granted by an admin on the very next call', async () => {
    const student = await signUpStudent(ctx.app);
    const course = await insertCourse(ctx);
    const refresh = () =>
      ctx.app.inject({ url: '/api/user/refresh-user', headers: bearer(student.token) });
    expect((await refresh()).json().courses).toEqual([]);
    const admin = await adminToken(ctx);
    const bill = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/users/${student._id}/bills`,
      headers: bearer(admin),
      payload: { amount: 100, method: 'cash', note: '', courses: [course.id] },
    });
    expect(bill.statusCode).toBe(200);
    expect((await refresh()).json().courses).toEqual([course.id]);
  });
});
