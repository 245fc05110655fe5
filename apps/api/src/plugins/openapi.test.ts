import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/support/helper';
import type { OpenApiDocument } from './openapi-document';

let ctx: TestContext;
let document: OpenApiDocument;
beforeAll(async () => {
  ctx = await buildTestApp();
  document = (await ctx.app.inject({ url: '/api/docs/json' })).json<OpenApiDocument>();
});
afterAll(() => ctx.close());

const arabic = /[\u0600-\u06FF]/;

function operations() {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({
      key: `${method.toUpperCase()} ${path}`,
      operation,
    })),
  );
}

describe('the OpenAPI document a client generator reads', () => {
  it('names and describes every operation, each name once', () => {
    const ids = operations().map(({ key, operation }) => {
      expect(operation.operationId, key).toMatch(/^[a-z][A-Za-z]+$/);
      expect(operation.summary, key).toBeTruthy();
      expect(operation.description, key).toBeTruthy();
      return operation.operationId;
    });
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThanOrEqual(67);
  });

  it('describes every response for real and gives every body an example', () => {
    for (const { key, operation } of operations()) {
      for (const [status, response] of Object.entries(operation.responses)) {
        expect(response.description, `${key} ${status}`).not.toBe('Default Response');
        expect(response.description, `${key} ${status}`).toBeTruthy();
        const json = response.content?.['application/json'];
        if (json) expect(json.example, `${key} ${status}`).toBeDefined();
        if (Number(status) >= 400) {
          expect((json?.example as { message: string }).message, `${key} ${status}`).toMatch(
            arabic,
          );
        }
      }
      const body = operation.requestBody?.content['application/json'];
      if (body) expect(body.example, key).toBeDefined();
    }
  });

  it('documents the statuses every route can answer', () => {
    for (const { key, operation } of operations()) {
      const statuses = Object.keys(operation.responses);
      expect(statuses, key).toContain('422');
      if (operation.requestBody)
        expect(statuses, key).toEqual(expect.arrayContaining(['400', '413']));
      if (operation.security?.length)
        expect(statuses, key).toEqual(expect.arrayContaining(['401', '403']));
      if (key.includes('{id}')) expect(statuses, key).toContain('404');
    }
    for (const signIn of ['signup', 'login', 'admin-login']) {
      expect(Object.keys(document.paths[`/api/auth/${signIn}`]!.post!.responses)).toContain('429');
    }
  });

  it('describes every export as CSV or XLSX and the upload’s body as bytes', () => {
    for (const path of [
      '/api/admin/users/export',
      '/api/admin/bills/export',
      '/api/admin/calls/export',
      '/api/admin/exam-results/{id}/export',
      '/api/admin/wallet-entries/export',
    ]) {
      const exported = document.paths[path]!.get!.responses['200']!;
      expect(Object.keys(exported.content!), path).toEqual([
        'text/csv',
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      ]);
    }
    const upload = document.paths['/api/uploads/{key}']!.put!;
    expect(Object.keys(upload.requestBody!.content)).toEqual(['application/octet-stream']);
    expect(upload.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ in: 'path', name: 'key' })]),
    );
  });
});
