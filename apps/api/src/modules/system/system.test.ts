import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../messages';
import { buildTestApp, type TestContext } from '../../../test/support/helper';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

describe('GET /api/shared/time-now', () => {
  it('returns the server clock in epoch milliseconds, uncached', async () => {
    ctx.clock.set(Date.UTC(2026, 11, 1, 8, 30));
    const response = await ctx.app.inject({ url: '/api/shared/time-now' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBe(Date.UTC(2026, 11, 1, 8, 30));
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('GET /api/health', () => {
  it('reports the database as up', async () => {
    const response = await ctx.app.inject({ url: '/api/health' });
    expect(response.json()).toEqual({ status: 'ok', database: 'up' });
  });
});

describe('the API surface', () => {
  it('answers unknown API paths with an Arabic 404 in JSON', async () => {
    const response = await ctx.app.inject({ url: '/api/no-such-call' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: messages.notFound });
  });

  it('serves the OpenAPI document with every sign-in call', async () => {
    const response = await ctx.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/auth/signup',
        '/api/auth/login',
        '/api/auth/admin-login',
        '/api/user/refresh-user',
        '/api/admin/refresh-admin',
        '/api/shared/time-now',
      ]),
    );
  });

  it('sends security headers and a request id', async () => {
    const response = await ctx.app.inject({ url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses a body over the limit with an Arabic 413', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ phone: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(messages.bodyTooLarge);
  });

  it('refuses an unsupported content type with an Arabic 415', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe(messages.unsupportedMediaType);
  });
});
