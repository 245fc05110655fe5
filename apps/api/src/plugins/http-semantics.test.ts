import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, messagesOf, type TestContext } from '../../test/support/helper';
import { adminSession } from '../../test/support/student-fixtures';

// design.md "HTTP semantics".
let ctx: TestContext;
let headers: Record<string, string>;
beforeAll(async () => {
  ctx = await buildTestApp();
  headers = bearer((await adminSession(ctx, 'main')).token);
});
afterAll(() => ctx.close());

const arabic = /[\u0600-\u06FF]/;
const someId = '3f2b8c1e-4d5a-4b6c-9e7f-0a1b2c3d4e5f';

describe('statuses a client can rely on', () => {
  it('answers a method a known path does not take with 405 and Allow', async () => {
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/course/${someId}`,
      headers,
    });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('DELETE, GET, HEAD, PATCH');
    expect(response.json().message).toMatch(arabic);
  });

  it('still answers an unknown path with 404', async () => {
    const response = await ctx.app.inject({ method: 'PUT', url: '/api/admin/nothing', headers });
    expect(response.statusCode).toBe(404);
  });

  it.each([
    ['101 characters', '9'.repeat(101)],
    ['5 000 characters', '9'.repeat(5_000)],
    ['a broken escape', '%E0%A4%A'],
    ['a lone surrogate', '%ED%A0%80'],
    ['a NUL', '%00'],
    ['not a UUID', 'abc'],
  ])('answers an id of %s with 422, in Arabic', async (_name, id) => {
    const response = await ctx.app.inject({ url: `/api/admin/course/${id}`, headers });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toMatch(arabic);
    for (const problem of messagesOf(response)) expect(problem).toMatch(arabic);
  });

  it('answers malformed JSON with 400 and a body over the limit with 413', async () => {
    const malformed = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/course',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"title": "Kurs",',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(arabic);
    const huge = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/course',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: `{"title": "${'x'.repeat(1_100_000)}"}`,
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toMatch(arabic);
  });
});
