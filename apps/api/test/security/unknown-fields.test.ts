import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagesOf, type TestContext } from '../support/helper';
import { snapshotDatabase } from './database-snapshot';
import type { RouteMethod } from './route-inventory';
import { routeEntries } from './route-table';
import { sendRoute } from './send-route';
import {
  buildSecurityWorld,
  buildUnlimitedApp,
  reachingCaller,
  type SecurityWorld,
} from './security-world';

// design.md "Read/write symmetry": a field the server does not take is refused
// with 422 naming it, never silently dropped. An outsider's walk sent
// `extraMinutez` to the overrides and `foo` to the regrade: both answered 200.
let ctx: TestContext;
let world: SecurityWorld;
beforeAll(async () => {
  ctx = await buildUnlimitedApp();
  world = await buildSecurityWorld(ctx);
});
afterAll(() => ctx.close());

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && !Buffer.isBuffer(value);

const withBodies = routeEntries.filter(([key]) => !key.startsWith('GET ') && !key.includes('*'));

describe.each(withBodies)('%s', (key, route) => {
  const method = key.split(' ')[0] as RouteMethod;

  it('refuses a field it does not take, naming it, and changes nothing', async () => {
    const caller = reachingCaller(world, route);
    const request = await route.request(world, caller);
    if (!isObject(request.payload)) return;
    const before = await snapshotDatabase(ctx.db);
    const response = await sendRoute(
      ctx,
      method,
      { ...request, payload: { ...request.payload, extraMinutez: 99 } },
      caller.token,
    );
    expect(response.statusCode, response.body.slice(0, 200)).toBe(422);
    expect(messagesOf(response)).toContain('الحقول دي مش بتتبعت هنا: extraMinutez');
    expect(await snapshotDatabase(ctx.db)).toEqual(before);
  });
});
