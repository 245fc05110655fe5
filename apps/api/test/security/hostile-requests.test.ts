import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../support/helper';
import { snapshotDatabase } from './database-snapshot';
import type { RouteMethod } from './route-inventory';
import { routeEntries } from './route-table';
import { arabic } from './send-route';
import { buildSecurityWorld, buildUnlimitedApp, type SecurityWorld } from './security-world';

let ctx: TestContext;
let world: SecurityWorld;
beforeAll(async () => {
  ctx = await buildUnlimitedApp();
  world = await buildSecurityWorld(ctx);
});
afterAll(() => ctx.close());

const json = 'application/json';
const deep = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

/**
 * Bodies no JSON client would send, each with the Content-Type it arrives under.
 * `refused: false` marks what a lenient reading may accept (a byte-order mark).
 */
const rawBodies: { name: string; contentType: string; body: string | Buffer; refused?: false }[] = [
  { name: 'invalid JSON', contentType: json, body: '{"title": "Kurs",' },
  { name: 'a bare word', contentType: json, body: 'undefined' },
  { name: 'an empty JSON body', contentType: json, body: '' },
  { name: 'JSON with a byte-order mark', contentType: json, body: '\uFEFF{}', refused: false },
  {
    name: 'JSON that is not UTF-8',
    contentType: json,
    body: Buffer.from([0x7b, 0xff, 0xfe, 0x7d]),
  },
  { name: 'UTF-16 declared', contentType: `${json}; charset=utf-16`, body: '{}', refused: false },
  { name: 'a __proto__ key', contentType: json, body: '{"__proto__": {"isAdmin": true}}' },
  {
    name: 'a constructor.prototype key',
    contentType: json,
    body: '{"constructor": {"prototype": {"x": 1}}}',
  },
  { name: 'nesting 100 000 deep', contentType: json, body: deep(100_000) },
  { name: 'a body over the 1 MB limit', contentType: json, body: `["${'x'.repeat(1_100_000)}"]` },
  { name: 'plain text', contentType: 'text/plain', body: 'title=Kurs' },
  { name: 'a form', contentType: 'application/x-www-form-urlencoded', body: 'title=Kurs&price=1' },
  {
    name: 'multipart',
    contentType: 'multipart/form-data; boundary=x',
    body: '--x\r\n\r\nhi\r\n--x--',
  },
  { name: 'XML', contentType: 'application/xml', body: '<course><title>Kurs</title></course>' },
  { name: 'a made-up type', contentType: 'application/x-sabora', body: '{}' },
];

function expectRefused(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body.slice(0, 300)).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(500);
  expect(response.json().message).toMatch(arabic);
}

// Calls that read a JSON body (the upload PUT takes raw bytes; a device reset and a new parent link take none).
const bodylessEnds = ['/reset-device', '/disable', '/parent-link'];
const bodyRoutes = routeEntries.filter(
  ([key]) =>
    /^(POST|PUT|PATCH) \/api\/(?!uploads)/.test(key) &&
    !bodylessEnds.some((end) => key.endsWith(end)),
);

describe.each(bodyRoutes)('raw bodies to %s', (key, route) => {
  const method = key.split(' ')[0] as RouteMethod;

  it.each(rawBodies)('answers $name without a 500, changing nothing', async (raw) => {
    const { contentType, body } = raw;
    const caller =
      route.access === 'student'
        ? world.callers.online
        : route.access === 'public'
          ? world.callers.visitor
          : world.callers.main;
    const request = await route.request(world, caller);
    const before = await snapshotDatabase(ctx.db);
    const response = await ctx.app.inject({
      method,
      url: request.url,
      headers: {
        'content-type': contentType,
        ...(caller.token ? { authorization: `Bearer ${caller.token}` } : {}),
      },
      payload: body,
    });
    if (raw.refused === false && response.statusCode < 400) return;
    expectRefused(response);
    expect(await snapshotDatabase(ctx.db)).toEqual(before);
  });
});

describe('requests no client sends', () => {
  it.each([
    ['an unknown method', { method: 'PROPFIND', url: '/api/admin/users' }],
    ['OPTIONS on an admin call', { method: 'OPTIONS', url: '/api/admin/users' }],
    ['TRACE', { method: 'TRACE', url: '/api/health' }],
    ['a path 10 000 characters long', { method: 'GET', url: `/api/${'a/'.repeat(5_000)}` }],
    ['a malformed percent-escape', { method: 'GET', url: '/api/admin/users/%E0%A4%A' }],
    ['a NUL in the path', { method: 'GET', url: '/api/user/videos/%00' }],
    ['an id of 5 000 characters', { method: 'GET', url: `/api/user/videos/${'9'.repeat(5_000)}` }],
  ] as const)('answers %s in Arabic', async (_name, request) => {
    const response = await ctx.app.inject({
      ...request,
      method: request.method as 'GET',
      headers: { authorization: `Bearer ${world.callers.main.token}` },
    });
    expectRefused(response);
  });

  it('refuses a Content-Length that does not match the body', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/shared/courses',
      headers: { 'content-type': json, 'content-length': '100' },
      payload: '{"all":true}',
    });
    expectRefused(response);
  });
});

describe('cases the long fuzz run found', () => {
  it('refuses a question score so small it would be stored as 0', async () => {
    const request = await routeEntries
      .find(([key]) => key === 'POST /api/admin/exams')![1]
      .request(world, world.callers.main);
    const payload = request.payload as { questions: { score: number }[] };
    payload.questions[0]!.score = 3.5405264948638724e-193;
    const before = await snapshotDatabase(ctx.db);
    const response = await ctx.app.inject({
      method: 'POST',
      url: request.url,
      headers: { authorization: `Bearer ${world.callers.main.token}` },
      payload,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().data).toEqual(['أقل درجة للسؤال 0.0001']);
    expect(await snapshotDatabase(ctx.db)).toEqual(before);
  });
});
