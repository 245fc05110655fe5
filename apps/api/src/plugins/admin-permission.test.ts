import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminPermissions,
  can,
  type AuditEntry,
  type AuditEntityType,
  type SessionAdmin,
} from '@sabora/contract';
import { messages } from '../messages';
import {
  insertCourse,
  insertExam,
  insertPdf,
  insertVideo,
} from '../../test/support/catalogue-fixtures';
import { examCalls, insertExamWithQuestions } from '../../test/support/exam-fixtures';
import { buildTestApp, type TestContext } from '../../test/support/helper';
import { storeResults } from '../../test/support/result-fixtures';
import { adminSession, insertStudent } from '../../test/support/student-fixtures';

describe('the permission table', () => {
  it('gives a main admin every action', () => {
    for (const action of Object.keys(adminPermissions) as Array<keyof typeof adminPermissions>) {
      expect(can('main', action), action).toBe(true);
    }
  });

  it.each([
    ['results.delete', false],
    ['exams.delete', false],
    ['courses.delete', false],
    ['videos.delete', false],
    ['pdfs.delete', false],
    ['students.delete', false],
    ['bills.delete', false],
    ['results.view', false],
    ['results.export', false],
    ['bills.export', false],
    ['bills.total', false],
    ['calls.export', true],
    ['students.export', true],
  ] as const)('secondary may %s: %s', (action, allowed) => {
    expect(can('secondary', action)).toBe(allowed);
  });
});

let ctx: TestContext;
let main: SessionAdmin;
let secondary: SessionAdmin;
let calls: ReturnType<typeof examCalls>;
beforeAll(async () => {
  ctx = await buildTestApp();
  main = await adminSession(ctx, 'main');
  secondary = await adminSession(ctx, 'secondary');
  calls = examCalls(ctx);
});
afterAll(() => ctx.close());

interface Deletable {
  entityType: AuditEntityType;
  /** A fresh thing to delete: its URL under /api/admin for GET and DELETE. */
  make(): Promise<{ id: string; url: string; readUrl?: string }>;
  /** A field its snapshot must keep. */
  kept: string;
}

const deletables: Record<string, Deletable> = {
  result: {
    entityType: 'result',
    kept: 'score',
    async make() {
      const exam = await insertExamWithQuestions(ctx);
      const [student] = await storeResults(ctx, exam, [[['den']]]);
      const list = await calls.send('GET', `/admin/user-results/${student!.id}`, main.token);
      const id = list.json().results[0]._id as string;
      return { id, url: `/admin/results/${id}` };
    },
  },
  exam: {
    entityType: 'exam',
    kept: 'title',
    async make() {
      const { id } = await insertExam(ctx);
      return { id, url: `/admin/exams/${id}` };
    },
  },
  course: {
    entityType: 'course',
    kept: 'price',
    async make() {
      const { id } = await insertCourse(ctx);
      return { id, url: `/admin/course/${id}` };
    },
  },
  video: {
    entityType: 'video',
    kept: 'url',
    async make() {
      const { id } = await insertVideo(ctx);
      return { id, url: `/admin/video/${id}` };
    },
  },
  pdf: {
    entityType: 'pdf',
    kept: 'url',
    async make() {
      const { id } = await insertPdf(ctx);
      // A PDF has no GET of its own: the list is searched for it.
      return { id, url: `/admin/pdf/${id}`, readUrl: '/admin/pdfs?pageSize=100' };
    },
  },
  student: {
    entityType: 'user',
    kept: 'phone',
    async make() {
      const { id } = await insertStudent(ctx);
      return { id, url: `/admin/users/${id}` };
    },
  },
};

describe('deleting', () => {
  for (const [name, deletable] of Object.entries(deletables)) {
    it(`a ${name}: a secondary admin is refused with the reason, and it stays`, async () => {
      const target = await deletable.make();
      const refused = await calls.send('DELETE', target.url, secondary.token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: messages.mainAdminDeletesOnly });
      const read = await calls.send('GET', target.readUrl ?? target.url, main.token);
      expect(read.statusCode).toBe(200);
      expect(read.body).toContain(target.id);
    });

    it(`a ${name}: a main admin deletes it, and the audit trail keeps a snapshot`, async () => {
      const target = await deletable.make();
      const deleted = await calls.send('DELETE', target.url, main.token);
      expect(deleted.statusCode).toBe(200);
      const trail = await calls.send('GET', `/admin/audit?entityId=${target.id}`, main.token);
      const [entry] = trail.json<{ entries: AuditEntry[] }>().entries;
      expect(entry).toMatchObject({
        action: `${deletable.entityType}.delete`,
        entityType: deletable.entityType,
        admin: { _id: main._id },
      });
      expect(entry!.changes[deletable.kept]?.before).not.toBeNull();
      expect(Object.values(entry!.changes).every((change) => change.after === null)).toBe(true);
    });
  }
});
