import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '@sabora/contract';
import type { Database } from '../../db/client';
import type { CourseRow, VideoRow } from '../../db/schema/index';
import {
  adminToken,
  insertCourse,
  insertExam,
  insertPdf,
  insertVideo,
  recordResult,
  studentWith,
} from '../../../test/support/catalogue-fixtures';
import { bearer, buildTestApp, type TestContext } from '../../../test/support/helper';

interface Queryable {
  query(...args: unknown[]): unknown;
}

/**
 * Wraps the database client so every statement sent is logged: one entry per
 * round trip, on either database, transactions included.
 */
function logStatements(db: Database): string[] {
  const sent: string[] = [];
  const wrapped = new WeakSet<Queryable>();
  const logging = <T extends Queryable>(target: T): T => {
    if (wrapped.has(target)) return target;
    wrapped.add(target);
    const query = target.query.bind(target);
    target.query = (...args: unknown[]) => {
      const [text] = args;
      sent.push(typeof text === 'string' ? text : String((text as { text: string }).text));
      return query(...args);
    };
    return target;
  };
  const client = (db as unknown as { $client: Record<string, unknown> }).$client;
  if (typeof client.connect === 'function' && typeof client.transaction !== 'function') {
    // node-postgres: every statement goes through a client checked out of the pool.
    const connect = (client.connect as (...args: unknown[]) => unknown).bind(client);
    client.connect = (...args: unknown[]) => {
      const [callback] = args as [((...r: unknown[]) => void) | undefined];
      if (callback) {
        return connect((error: unknown, pooled: Queryable | undefined, done: unknown) =>
          callback(error, pooled && logging(pooled), done),
        );
      }
      return (connect() as Promise<Queryable>).then(logging);
    };
  } else {
    // PGlite: statements on the instance, and on the handle a transaction is given.
    logging(client as unknown as Queryable);
    const transaction = (client.transaction as (run: unknown) => unknown).bind(client);
    client.transaction = (run: (tx: Queryable) => unknown) =>
      transaction((tx: Queryable) => run(logging(tx)));
  }
  return sent;
}

// What a catalogue call may read: its own tables, and a student's exam results.
const catalogueTable =
  /"(courses|videos|video_courses|video_sections|video_pdfs|video_exams|pdfs|exams|results)"/;
const readsCatalogue = (statement: string) => catalogueTable.test(statement);

let ctx: TestContext;
let sent: string[];
let admin: string;
let owner: SessionUser;
let course: CourseRow;
let lesson: VideoRow;
let gated: VideoRow;
beforeAll(async () => {
  ctx = await buildTestApp();
  course = await insertCourse(ctx);
  const quiz = await insertExam(ctx, { title: 'Quiz: Lektion 1' });
  lesson = await insertVideo(ctx, {
    courses: [course],
    sections: [{ title: 'Teil 1', url: 'https://youtu.be/aqz-KE-bpKQ?t=0' }],
    pdfs: [await insertPdf(ctx)],
    exams: [await insertExam(ctx)],
  });
  gated = await insertVideo(ctx, { courses: [course], values: { prevExamId: quiz.id } });
  owner = await studentWith(ctx, { courses: [course] });
  admin = await adminToken(ctx);
  sent = logStatements(ctx.db);
});
afterAll(() => ctx.close());

const calls = {
  courses: () =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/shared/courses',
      headers: bearer(owner.token),
      payload: {},
    }),
  videos: () =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/shared/videos',
      headers: bearer(owner.token),
      payload: {},
    }),
  page: (video: VideoRow = lesson) =>
    ctx.app.inject({ url: `/api/user/videos/${video.id}`, headers: bearer(owner.token) }),
};

/** The statements one step sent, once it is done. */
async function statementsOf(step: () => Promise<unknown>): Promise<string[]> {
  sent.length = 0;
  await step();
  return [...sent];
}

const renameCourse = () =>
  ctx.app.inject({
    method: 'PATCH',
    url: `/api/admin/course/${course.id}`,
    headers: bearer(admin),
    payload: { title: `Oktober ${sent.length}` },
  });

describe('loading the catalogue', () => {
  let oneLoad: string[];

  it('reads each catalogue table once, in one read-only snapshot', async () => {
    oneLoad = (await statementsOf(calls.courses)).filter(readsCatalogue);
    expect(oneLoad).toHaveLength(6);
    expect(oneLoad.every((statement) => statement.startsWith('select'))).toBe(true);
  });

  it('is done once for a rush of calls on a cold catalogue', async () => {
    await renameCourse();
    const rush = await statementsOf(() =>
      Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          [calls.courses, calls.videos, () => calls.page()][i % 3]!(),
        ),
      ),
    );
    expect(rush.filter(readsCatalogue)).toEqual(oneLoad);
  });
});

describe('round trips of a call once the catalogue is loaded', () => {
  beforeAll(async () => {
    await calls.courses();
  });

  it.each([
    ['the course list', calls.courses],
    ['the video list', calls.videos],
    ['a video page', () => calls.page()],
  ])('%s reads no catalogue table', async (_call, call) => {
    const statements = await statementsOf(async () => expect((await call()).statusCode).toBe(200));
    expect(statements.filter(readsCatalogue)).toEqual([]);
  });

  it('a video behind a previous exam reads the student’s result, once', async () => {
    const unsolved = await statementsOf(() => calls.page(gated));
    expect(unsolved.filter(readsCatalogue)).toHaveLength(1);
    await recordResult(ctx, gated.prevExamId!, owner._id);
    const solved = await statementsOf(async () => {
      const response = await calls.page(gated);
      expect(response.json().video._id).toBe(gated.id);
    });
    expect(solved.filter(readsCatalogue)).toHaveLength(1);
  });
});
