import { can, type AdminType } from '@sabora/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entriesFor } from '../support/exam-fixtures';
import type { TestContext } from '../support/helper';
import { listRoutes, type RouteMethod } from './route-inventory';
import { routeEntries, routeTable, type RouteCase } from './route-table';
import { arabic, sendRoute } from './send-route';
import {
  buildSecurityWorld,
  buildUnlimitedApp,
  roles,
  studentRoles,
  type Role,
  type SecurityWorld,
} from './security-world';

let ctx: TestContext;
let world: SecurityWorld;
beforeAll(async () => {
  ctx = await buildUnlimitedApp();
  world = await buildSecurityWorld(ctx);
});
afterAll(() => ctx.close());

const isStudent = (role: Role) => (studentRoles as readonly string[]).includes(role);

/** The answer a caller of this role must get from a valid call to the route. */
function expectedStatus(route: RouteCase, role: Role): number {
  const allowed = route.ok ?? 200;
  if (route.access === 'public' || route.access === 'signed-link') return allowed;
  if (role === 'visitor') return 401;
  if (route.access === 'student') {
    if (!isStudent(role)) return 403;
    return route.students?.[role as keyof typeof route.students] ?? allowed;
  }
  if (isStudent(role)) return 403;
  if (route.access === 'admin') return allowed;
  return can(role as AdminType, route.access) ? allowed : 403;
}

describe('the authorization matrix', () => {
  it('has an expected-access entry for every route the app answers, and no other', () => {
    expect(Object.keys(routeTable).sort()).toEqual(listRoutes(ctx.app));
  });

  for (const [key, route] of routeEntries) {
    const method = key.split(' ')[0] as RouteMethod;
    for (const role of roles) {
      const expected = expectedStatus(route, role);
      it(`${key} as ${role} → ${expected}`, async () => {
        const caller = world.callers[role];
        const response = await sendRoute(
          ctx,
          method,
          await route.request(world, caller),
          caller.token,
        );
        expect(response.statusCode, response.body.slice(0, 300)).toBe(expected);
        if (expected >= 400) expect(response.json().message).toMatch(arabic);
      });
    }
  }
});

describe('one student reaching another student’s records', () => {
  const asOnline = (url: string, method: RouteMethod = 'GET', payload?: unknown) =>
    sendRoute(ctx, method, { url, payload }, world.callers.online.token);

  it('cannot read another student’s result, and never sees it listed', async () => {
    const response = await asOnline(`/api/user/results/${world.bassemResultId}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toMatch(arabic);
    const own = await asOnline('/api/user/results');
    expect(own.body).not.toContain(world.bassemResultId);
  });

  it('never sees another student’s draft', async () => {
    const bassem = (url: string, payload?: unknown) =>
      sendRoute(ctx, payload ? 'PUT' : 'GET', { url, payload }, world.bassem.token);
    const exam = world.draftExam;
    const saved = await bassem(`/api/user/exams/${exam.row.id}/draft`, entriesFor(exam, [['des']]));
    expect(saved.statusCode).toBe(200);
    expect((await bassem(`/api/user/exams/${exam.row.id}`)).json().draft).not.toEqual({});
    const page = await asOnline(`/api/user/exams/${exam.row.id}`);
    expect(page.statusCode).toBe(200);
    expect(JSON.stringify(page.json().draft)).not.toContain('des');
  });

  it('submits only as themselves: the body cannot name another student', async () => {
    const exam = world.exam;
    const payload = entriesFor(exam, [['den']]).map((entry) => ({
      ...entry,
      user: world.bassem._id,
      userId: world.bassem._id,
    }));
    const response = await asOnline(`/api/user/exams/${exam.row.id}`, 'POST', payload);
    expect(response.statusCode).toBe(200);
    const bassemResults = await sendRoute(
      ctx,
      'GET',
      { url: `/api/admin/user-results/${world.bassem._id}` },
      world.callers.main.token,
    );
    expect(bassemResults.json().results).toHaveLength(1);
  });

  it('sees only their own profile, and no one else’s bills or profile page', async () => {
    const me = await asOnline('/api/user/refresh-user');
    expect(me.json()._id).toBe(world.callers.online.userId);
    for (const url of [
      `/api/admin/users/${world.bassem._id}`,
      `/api/admin/users/${world.bassem._id}/bills`,
      `/api/admin/user-results/${world.bassem._id}`,
    ]) {
      expect((await asOnline(url)).statusCode).toBe(403);
    }
  });
});
