import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/support/helper';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

describe('the exam calls of spec section 7 and design.md', () => {
  it('are all in the OpenAPI document with their methods', async () => {
    const { paths } = (await ctx.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    const methodsOf = (path: string) => Object.keys(paths[path] ?? {}).sort();
    expect({
      timed: methodsOf('/api/shared/timed-exams'),
      exam: methodsOf('/api/user/exams/{id}'),
      draft: methodsOf('/api/user/exams/{id}/draft'),
      solution: methodsOf('/api/user/exam-solution/{id}'),
      honourBoard: methodsOf('/api/user/exams/{id}/honour-board'),
      results: methodsOf('/api/user/results'),
      result: methodsOf('/api/user/results/{id}'),
      adminExams: methodsOf('/api/admin/exams'),
      adminExam: methodsOf('/api/admin/exams/{id}'),
      adminSolution: methodsOf('/api/admin/exam-solution/{id}'),
      examResults: methodsOf('/api/admin/exam-results/{id}'),
      stats: methodsOf('/api/admin/exam-results/{id}/stats'),
      nonSolvers: methodsOf('/api/admin/exam-results/{id}/non-solvers'),
      userResults: methodsOf('/api/admin/user-results/{id}'),
      adminResult: methodsOf('/api/admin/results/{id}'),
    }).toEqual({
      timed: ['get'],
      exam: ['get', 'post'],
      draft: ['put'],
      solution: ['get'],
      honourBoard: ['get'],
      results: ['get'],
      result: ['get'],
      adminExams: ['get', 'post'],
      adminExam: ['delete', 'get', 'patch'],
      adminSolution: ['get'],
      examResults: ['get'],
      stats: ['get'],
      nonSolvers: ['get'],
      userResults: ['get'],
      adminResult: ['delete', 'get'],
    });
  });
});
