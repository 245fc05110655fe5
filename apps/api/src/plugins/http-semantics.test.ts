import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
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

// Node's parser refuses these before Fastify sees them: only real HTTP shows the answer.
describe('what the HTTP parser refuses, over a real connection', () => {
  let baseUrl: string;
  beforeAll(async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  });

  // An outsider pasted 5,000 Arabic letters into a search box: the toast read
  // "Exceeded maximum allowed HTTP header size".
  it('answers an address over the header limit with 431 in Arabic', async () => {
    const search = encodeURIComponent('م'.repeat(5000));
    const response = await fetch(`${baseUrl}/api/admin/users?search=${search}`, { headers });
    expect(response.status).toBe(431);
    const body = (await response.json()) as { message: string };
    expect(body.message).toMatch(arabic);
    expect(body.message).not.toMatch(/[A-Za-z]/);
  });

  it('answers a malformed request with 400 in Arabic', async () => {
    const { port } = ctx.app.server.address() as AddressInfo;
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () =>
        socket.write('GET /api/health HTTP/1.1\r\nHost\r\n\r\n'),
      );
      let text = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (text += chunk));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as { message: string };
    expect(body.message).toMatch(arabic);
  });
});
