import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '../../src/plugins/openapi-document';
import { longTests } from '../support/long-tests';
import type { TestContext } from '../support/helper';
import { snapshotDatabase } from './database-snapshot';
import { applyMutation, mutationsFor } from './request-mutations';
import type { RouteMethod } from './route-inventory';
import { routeEntries } from './route-table';
import { arabic, sendRoute } from './send-route';
import { report } from './report';
import {
  buildSecurityWorld,
  buildUnlimitedApp,
  reachingCaller,
  type SecurityWorld,
} from './security-world';

// Short and repeatable by default; thousands of cases in all when SABORA_LONG_TESTS=1 (CI),
// sized so CI stays within minutes on both databases. Deeper one-off runs: raise it locally.
const runsPerRoute = longTests ? 40 : 10;
const timeoutPerRoute = longTests ? 600_000 : 60_000;
const seed = 20261121;

let ctx: TestContext;
let world: SecurityWorld;
let document: OpenApiDocument;
const tally = { cases: 0, rejected: 0, accepted: 0 };
beforeAll(async () => {
  ctx = await buildUnlimitedApp();
  world = await buildSecurityWorld(ctx);
  document = (await ctx.app.inject({ url: '/api/docs/json' })).json<OpenApiDocument>();
});
afterAll(async () => {
  report(`fuzz (${ctx.databaseKind}): ${JSON.stringify(tally)}`);
  await ctx.close();
});

/** The statuses the OpenAPI document lists for a route; none for a route it leaves out (the docs' own). */
function documentedStatuses(key: string): string[] | undefined {
  const [method, path] = key.split(' ') as [string, string];
  const documented = path.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{key}');
  const operation = document.paths[documented]?.[method.toLowerCase()];
  return operation && Object.keys(operation.responses);
}

/** Never a 500; every refusal in Arabic and documented (design.md "HTTP semantics"). */
function expectHandled(response: LightMyRequestResponse, key: string) {
  expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(500);
  const documented = documentedStatuses(key);
  if (documented) expect(documented, key).toContain(String(response.statusCode));
  if (response.statusCode < 400) return;
  const body = response.json<{ message: string; data?: unknown[] }>();
  expect(body.message).toMatch(arabic);
  for (const problem of body.data ?? []) expect(problem).toMatch(arabic);
}

describe.each(routeEntries)('fuzzing %s', (key, route) => {
  const method = key.split(' ')[0] as RouteMethod;

  it(
    'answers every mutation of a valid call with a success or an Arabic 4xx that changed nothing',
    async () => {
      const caller = reachingCaller(world, route);
      const template = await route.request(world, caller);
      await fc.assert(
        fc.asyncProperty(mutationsFor(key, template), async (mutation) => {
          const request = applyMutation(await route.request(world, caller), mutation);
          const before = await snapshotDatabase(ctx.db);
          const response = await sendRoute(ctx, method, request, caller.token);
          tally.cases += 1;
          expectHandled(response, key);
          if (response.statusCode >= 400) {
            tally.rejected += 1;
            expect(await snapshotDatabase(ctx.db)).toEqual(before);
          } else tally.accepted += 1;
        }),
        { numRuns: runsPerRoute, seed, endOnFailure: true },
      );
    },
    timeoutPerRoute,
  );
});
